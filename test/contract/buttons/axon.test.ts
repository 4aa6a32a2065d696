import { describeButtonContract } from '../buttonContract.ts';
import { registeredGame } from '../entries.ts';

describeButtonContract(registeredGame('axon'));
