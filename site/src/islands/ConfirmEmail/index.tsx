import messages from 'virtual:island-messages/ConfirmEmail';
import { mountIsland } from '../../lib/mount';
import { ConfirmEmail } from './ConfirmEmail';
import './ConfirmEmail.css';

void mountIsland('ConfirmEmail', ConfirmEmail, messages);
