import { barterEntry, heistEntry } from '../../fixture/registry.ts';
import { describeButtonContract } from '../buttonContract.ts';

describeButtonContract(heistEntry);
describeButtonContract(barterEntry);
