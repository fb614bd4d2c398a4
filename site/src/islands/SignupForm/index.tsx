import messages from 'virtual:island-messages/SignupForm';
import { mountIsland } from '../../lib/mount';
import { SignupForm } from './SignupForm';
import '../../lib/forms/accountForm.css';

void mountIsland('SignupForm', SignupForm, messages);
