import { mountIsland } from '../../lib/mount';
import { ConfirmEmail } from './ConfirmEmail';
import './ConfirmEmail.css';

mountIsland('ConfirmEmail', ConfirmEmail);
