import { mountIsland } from '../../lib/mount';
import { LoginForm } from './LoginForm';
import './LoginForm.css';

mountIsland('LoginForm', LoginForm);
