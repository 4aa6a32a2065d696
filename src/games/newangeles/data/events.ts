import { z } from 'zod';
import { type Component, type EventCard, type EventStep, eventCardSchema } from './types.ts';

const v = (id: string, name: string, steps: EventStep[]) => ({
  id,
  name,
  steps,
  designed: true as const,
  note: 'Designed (rule 52): the printed events are not in the sources; 2-4 lines spread over every district, The Root once.',
});

/** An event line: a component placed or removed, unrest changed in a district; threat changed. */
const place = (what: Component, district: number): EventStep => ({ place: what, district });
const remove = (what: Component, district: number): EventStep => ({ remove: what, district });
const unrest = (by: number, district: number): EventStep => ({ unrest: by, district });
const threat = (by: number): EventStep => ({ threat: by });

/** The 16 event cards (rule 52); the turn-track reset is the implied last line of each. */
export const EVENT_CARDS: readonly EventCard[] = z
  .array(eventCardSchema)
  .parse([
    v('V01', 'Anti-Android Rally', [place('humanFirst', 5), unrest(1, 5), unrest(1, 6)]),
    v('V02', 'Tri-Maf Expansion', [place('orgcrime', 11), place('orgcrime', 2)]),
    v('V03', 'Flu Season', [place('illness', 7), place('illness', 3)]),
    v('V04', 'Brownout', [place('outage', 8), unrest(1, 12)]),
    v('V05', 'Synthetic Plague', [place('illness', 10), place('illness', 4), threat(1)]),
    v('V06', 'Pistolero Turf War', [place('orgcrime', 7), place('humanFirst', 1), unrest(1, 9)]),
    v('V07', 'Grid Sabotage', [place('humanFirst', 9), place('outage', 2)]),
    v('V08', 'Beanstalk Maintenance', [place('outage', 3), unrest(1, 10)]),
    v('V09', 'Strike Wave', [unrest(1, 4), unrest(1, 8), unrest(1, 11)]),
    v('V10', 'Federal Inquiry', [threat(1), place('humanFirst', 12), place('orgcrime', 5)]),
    v('V11', 'Clone Rights March', [place('humanFirst', 6), unrest(1, 7), unrest(1, 3)]),
    v('V12', 'Contaminated Water', [place('illness', 12), place('illness', 8), unrest(1, 2)]),
    v('V13', 'Tri-Maf Truce', [threat(-1), remove('humanFirst', 6), place('orgcrime', 9), place('orgcrime', 4)]),
    v('V14', 'Blackout in The Root', [place('outage', 0), unrest(1, 1)]),
    v('V15', 'Gang Recruitment Drive', [place('orgcrime', 10), place('humanFirst', 11), place('illness', 5)]),
    v('V16', 'Market Crash', [threat(1), unrest(1, 6), unrest(1, 12), place('illness', 1)]),
  ]);
