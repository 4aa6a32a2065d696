import { z } from 'zod';
import { type EventCard, type EventStep, eventCardSchema } from './types.ts';

const v = (id: string, name: string, steps: EventStep[]) => ({
  id,
  name,
  steps,
  designed: true as const,
  note: 'Designed (rule 52): the printed events are not in the sources; 2-4 lines spread over every district, The Root once.',
});

/** The 16 event cards (rule 52); the turn-track reset is the implied last line of each. */
export const EVENT_CARDS: readonly EventCard[] = z.array(eventCardSchema).parse([
  v('V01', 'Anti-Android Rally', [
    { place: 'humanFirst', district: 5 },
    { unrest: 1, district: 5 },
    { unrest: 1, district: 6 },
  ]),
  v('V02', 'Tri-Maf Expansion', [
    { place: 'orgcrime', district: 11 },
    { place: 'orgcrime', district: 2 },
  ]),
  v('V03', 'Flu Season', [
    { place: 'illness', district: 7 },
    { place: 'illness', district: 3 },
  ]),
  v('V04', 'Brownout', [
    { place: 'outage', district: 8 },
    { unrest: 1, district: 12 },
  ]),
  v('V05', 'Synthetic Plague', [{ place: 'illness', district: 10 }, { place: 'illness', district: 4 }, { threat: 1 }]),
  v('V06', 'Pistolero Turf War', [
    { place: 'orgcrime', district: 7 },
    { place: 'humanFirst', district: 1 },
    { unrest: 1, district: 9 },
  ]),
  v('V07', 'Grid Sabotage', [
    { place: 'humanFirst', district: 9 },
    { place: 'outage', district: 2 },
  ]),
  v('V08', 'Beanstalk Maintenance', [
    { place: 'outage', district: 3 },
    { unrest: 1, district: 10 },
  ]),
  v('V09', 'Strike Wave', [
    { unrest: 1, district: 4 },
    { unrest: 1, district: 8 },
    { unrest: 1, district: 11 },
  ]),
  v('V10', 'Federal Inquiry', [
    { threat: 1 },
    { place: 'humanFirst', district: 12 },
    { place: 'orgcrime', district: 5 },
  ]),
  v('V11', 'Clone Rights March', [
    { place: 'humanFirst', district: 6 },
    { unrest: 1, district: 7 },
    { unrest: 1, district: 3 },
  ]),
  v('V12', 'Contaminated Water', [
    { place: 'illness', district: 12 },
    { place: 'illness', district: 8 },
    { unrest: 1, district: 2 },
  ]),
  v('V13', 'Tri-Maf Truce', [
    { threat: -1 },
    { remove: 'humanFirst', district: 6 },
    { place: 'orgcrime', district: 9 },
    { place: 'orgcrime', district: 4 },
  ]),
  v('V14', 'Blackout in The Root', [
    { place: 'outage', district: 0 },
    { unrest: 1, district: 1 },
  ]),
  v('V15', 'Gang Recruitment Drive', [
    { place: 'orgcrime', district: 10 },
    { place: 'humanFirst', district: 11 },
    { place: 'illness', district: 5 },
  ]),
  v('V16', 'Market Crash', [
    { threat: 1 },
    { unrest: 1, district: 6 },
    { unrest: 1, district: 12 },
    { place: 'illness', district: 1 },
  ]),
]);
