import messages from 'virtual:island-messages/StaffWorkspace';
import { mountIsland } from '../../lib/mount';
import { StaffWorkspace } from './StaffWorkspace';

void mountIsland('StaffWorkspace', StaffWorkspace, messages);
