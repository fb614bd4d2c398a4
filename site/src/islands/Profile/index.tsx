import messages from 'virtual:island-messages/Profile';
import { mountIsland } from '../../lib/mount';
import { Profile } from './Profile';

void mountIsland('Profile', Profile, messages);
