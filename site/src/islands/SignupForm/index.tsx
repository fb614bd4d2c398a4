import { mountIsland } from '../../lib/mount';
import { SignupForm } from './SignupForm';
import '../../lib/forms/accountForm.css';
import './SignupForm.css';

mountIsland('SignupForm', SignupForm);
