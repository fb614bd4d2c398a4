import { mountIsland } from '../../lib/mount';
import { Profile } from './Profile';

mountIsland('Profile', Profile);
