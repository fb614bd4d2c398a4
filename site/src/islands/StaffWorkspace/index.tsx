import { mountIsland } from '../../lib/mount';
import { StaffWorkspace } from './StaffWorkspace';

mountIsland('StaffWorkspace', StaffWorkspace);
