import { barterEntry, heistEntry } from '../../fixture/registry.ts';
import { describeGameContract } from '../gameContract.ts';

describeGameContract(heistEntry);
describeGameContract(barterEntry);
