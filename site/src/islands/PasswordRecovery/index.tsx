import { mountIsland } from '../../lib/mount';
import { PasswordRecovery } from './PasswordRecovery';

mountIsland('PasswordRecovery', PasswordRecovery);
