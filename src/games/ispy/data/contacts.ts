import { type CapitalId, type Contact, contactSchema } from './types.ts';

/**
 * The six Contact Actions, one per Capital: a foreign agent of one Nation with two rewards. Marthe
 * Richard, Maximilian Ronge and Sidney Reilly are printed; Gustav Steinhauer (London), Ivan
 * Manasevich-Manuilov (Rome) and Cesare Pettorelli Lalatta (Budapest) are designed.
 */
const LIST = [
  {
    id: 'richard',
    name: 'Marthe Richard',
    nation: 'france',
    capital: 'berlin',
    influence: 3,
    rewards: [{ icon: 'recruit' }, { tickets: 2 }],
    bio: 'French agent and aviator, later a spy in Spain.',
  },
  {
    id: 'ronge',
    name: 'Maximilian Ronge',
    nation: 'austria',
    capital: 'paris',
    influence: 2,
    rewards: [{ icon: 'resupply' }, { icon: 'scandalize' }],
    bio: "Head of the Austro-Hungarian Evidenzbureau's counter-espionage.",
  },
  {
    id: 'reilly',
    name: 'Sidney Reilly',
    nation: 'britain',
    capital: 'petersburg',
    influence: 2,
    rewards: [{ icon: 'resupply' }, { icon: 'control' }],
    bio: 'The "Ace of Spies", British agent born in Odessa.',
  },
  {
    id: 'steinhauer',
    name: 'Gustav Steinhauer',
    nation: 'germany',
    capital: 'london',
    influence: 2,
    rewards: [{ icon: 'recruit' }, { icon: 'inTheWind' }],
    bio: "The Kaiser's master spy in Britain.",
    designed: true,
    note: "Designed: Germany's contact in London.",
  },
  {
    id: 'manuilov',
    name: 'Ivan Manasevich-Manuilov',
    nation: 'russia',
    capital: 'rome',
    influence: 2,
    rewards: [{ icon: 'control' }, { icon: 'empower' }],
    bio: 'Okhrana agent in Rome, later secretary to the Russian Prime Minister.',
    designed: true,
    note: "Designed: Russia's contact in Rome.",
  },
  {
    id: 'lalatta',
    name: 'Cesare Pettorelli Lalatta',
    nation: 'italy',
    capital: 'budapest',
    influence: 3,
    rewards: [{ icon: 'recruit' }, { tickets: 2 }],
    bio: 'Italian intelligence officer who ran agents behind the Austro-Hungarian lines.',
    designed: true,
    note: "Designed: Italy's contact in Budapest.",
  },
] as const;

/** Every Contact's id (the French table of data/messages.ts is keyed by it). */
export type ContactId = (typeof LIST)[number]['id'];

export const CONTACT_LIST: readonly Contact[] = LIST.map((c) => contactSchema.parse(c));
export const CONTACTS: Readonly<Record<string, Contact>> = Object.fromEntries(CONTACT_LIST.map((c) => [c.id, c]));
export const CONTACT_AT: Readonly<Record<CapitalId, Contact>> = Object.fromEntries(
  CONTACT_LIST.map((c) => [c.capital, c]),
) as Record<CapitalId, Contact>;
