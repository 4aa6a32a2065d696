import { describeGameContract } from '../gameContract.ts';
import { registeredGame } from '../entries.ts';

describeGameContract(registeredGame('spy'));
