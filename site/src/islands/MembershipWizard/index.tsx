import messages from 'virtual:island-messages/MembershipWizard';
import { mountIsland } from '../../lib/mount';
import { MembershipWizard } from './MembershipWizard';
import './MembershipWizard.css';

void mountIsland('MembershipWizard', MembershipWizard, messages);
