import messages from 'virtual:island-messages/LoginForm';
import { mountIsland } from '../../lib/mount';
import { LoginForm } from './LoginForm';
import '../../lib/forms/accountForm.css';

void mountIsland('LoginForm', LoginForm, messages);
