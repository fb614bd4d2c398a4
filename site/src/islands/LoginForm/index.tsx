import { mountIsland } from '../../lib/mount';
import { LoginForm } from './LoginForm';
import '../../lib/forms/accountForm.css';

mountIsland('LoginForm', LoginForm);
