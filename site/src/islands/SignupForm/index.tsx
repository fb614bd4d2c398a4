import { mountIsland } from '../../lib/mount';
import { SignupForm } from './SignupForm';
import '../LoginForm/LoginForm.css';
import './SignupForm.css';

mountIsland('SignupForm', SignupForm);
