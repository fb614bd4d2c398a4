import { mountIsland } from '../../lib/mount';
import { AccountSettings } from './AccountSettings';

mountIsland('AccountSettings', AccountSettings);
