import messages from 'virtual:island-messages/AccountSettings';
import { mountIsland } from '../../lib/mount';
import { AccountSettings } from './AccountSettings';

void mountIsland('AccountSettings', AccountSettings, messages);
