import { mountIsland } from '../../lib/mount';
import { Countdown } from './Countdown';

mountIsland('Countdown', Countdown);
