import { mountIsland } from '../../lib/mount';
import { ConfirmEmail } from './ConfirmEmail';
import './ConfirmEmail.css';

void mountIsland('ConfirmEmail', ConfirmEmail);
