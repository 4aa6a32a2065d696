import { registeredGame } from '../entries.ts';
import { describeGameContract } from '../gameContract.ts';

describeGameContract(registeredGame('hack'));
