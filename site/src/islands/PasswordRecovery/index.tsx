import { mountIsland } from '../../lib/mount';
import { PasswordRecovery } from './PasswordRecovery';

void mountIsland('PasswordRecovery', PasswordRecovery);
