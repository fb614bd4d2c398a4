import { mountIsland } from '../../lib/mount';
import { MembershipWizard } from './MembershipWizard';
import './MembershipWizard.css';

void mountIsland('MembershipWizard', MembershipWizard);
