import { mountIsland } from '../../lib/mount';
import { PasswordRecovery } from './PasswordRecovery';
import { loadStepOfPage, messagesOfPage } from './RecoveryRoutes';

// Each page of the flow is one of its steps: the island's messages are that step's (RecoveryRoutes).
void mountIsland('PasswordRecovery', PasswordRecovery, messagesOfPage(), loadStepOfPage());
