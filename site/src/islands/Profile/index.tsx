import { mountIsland } from '../../lib/mount';
import { Profile } from './Profile';

void mountIsland('Profile', Profile);
