import { z } from 'zod';
import { type ActionCard, type ActionType, actionCardSchema, type Cond, type Effect } from './types.ts';

/**
 * One action-card design: `copies` cards share everything but the id ("L03-02" = Labor design 03, copy 2; six characters, specific enough to be a secret).
 * Rule 55: a card is offered only where its first effect does something, so the main effect comes
 * first and `where` says exactly where it applies.
 */
interface Design {
  name: string;
  copies: number;
  where: Cond[];
  effects: Effect[];
  pay: number;
  why: string;
}

const LETTER: Record<ActionType, string> = { labor: 'L', biotech: 'B', media: 'M', construction: 'C', security: 'S' };

const deck = (type: ActionType, designs: Design[]): object[] =>
  designs.flatMap((d, i) =>
    Array.from({ length: d.copies }, (_, c) => ({
      id: `${LETTER[type]}${String(i + 1).padStart(2, '0')}-${String(c + 1).padStart(2, '0')}`,
      type,
      name: d.name,
      where: d.where,
      effects: d.effects,
      pay: d.pay,
      designed: true,
      note: `Designed (rule 86): ${d.why}`,
    })),
  );

/**
 * Exploiting targets a district that functions normally (rule 9: stable or in protest, not in outage):
 * a protest district produces and goes on strike, or with Human First takes an outage (rule 15).
 */
const workable: Cond[] = [{ lacks: 'outage' }, { unrest: 'working' }];

const LABOR = deck('labor', [
  {
    name: 'Bioroid Workforce',
    copies: 5,
    where: [{ lacks: 'android' }],
    effects: [{ op: 'place', what: 'android' }],
    pay: 1,
    why: 'the basic android placement (Haas-Bioroid contract).',
  },
  {
    name: 'Rapid Deployment',
    copies: 3,
    where: [{ lacks: 'android' }],
    effects: [
      { op: 'place', what: 'android' },
      { op: 'unrest', by: 1 },
    ],
    pay: 2,
    why: 'android placement that pays more but angers the workers.',
  },
  {
    name: 'Overtime Mandate',
    copies: 4,
    where: workable,
    effects: [{ op: 'exploit' }],
    pay: 1,
    why: 'an extra exploit for the supply (Melange contract).',
  },
  {
    name: 'Sweatshop Contract',
    copies: 3,
    where: workable,
    effects: [{ op: 'exploit' }, { op: 'threat', by: 1 }],
    pay: 3,
    why: 'dirty exploit: more capital for threat, a Federalist lever.',
  },
  {
    name: 'Skeleton Crew',
    copies: 3,
    where: [{ lacks: 'android' }, ...workable],
    effects: [{ op: 'place', what: 'android' }, { op: 'exploit' }],
    pay: 1,
    why: 'android and exploit at once: both labor contracts.',
  },
  {
    name: 'Retraining Program',
    copies: 2,
    where: [{ unrest: 'unrest' }],
    effects: [
      { op: 'unrest', by: -1 },
      { op: 'threat', by: -1 },
    ],
    pay: 0,
    why: 'a cheap calming card that lowers threat.',
  },
]);

const BIOTECH = deck('biotech', [
  {
    name: 'Gene Therapy Clinic',
    copies: 5,
    where: [{ has: 'illness' }, { notRoot: true }],
    effects: [{ op: 'remove', what: 'illness' }],
    pay: 2,
    why: 'the basic cure (Jinteki contract); removing the only illness involved raises no threat (rule 27).',
  },
  {
    name: 'Clone Clinic',
    copies: 4,
    where: [{ has: 'illness' }],
    effects: [
      { op: 'remove', what: 'illness' },
      { op: 'unrest', by: -1 },
    ],
    pay: 1,
    why: 'cure that also calms the district.',
  },
  {
    name: 'Field Trial',
    copies: 3,
    where: [{ lacks: 'illness' }],
    effects: [{ op: 'place', what: 'illness' }],
    pay: 3,
    why: 'illness for capital (+2 threat by rule 26): a Federalist lever.',
  },
  {
    name: 'Engineered Outbreak',
    copies: 2,
    where: [{ lacks: 'illness' }, { notRoot: true }],
    effects: [
      { op: 'place', what: 'illness' },
      { op: 'threat', by: 1 },
    ],
    pay: 4,
    why: 'the dirtiest biotech card: illness and threat for the most capital.',
  },
  {
    name: 'Vaccine Drive',
    copies: 3,
    where: [{ has: 'illness' }],
    effects: [{ op: 'remove', what: 'illness', scope: 'path' }],
    pay: 1,
    why: 'strong cure along the whole path to The Root (one +2 threat).',
  },
  {
    name: 'Calming Pharmaceuticals',
    copies: 3,
    where: [{ unrest: 'unrest' }, { lacks: 'illness' }],
    effects: [
      { op: 'unrest', by: -1 },
      { op: 'threat', by: -1 },
    ],
    pay: 0,
    why: 'sedatives: lowers unrest and threat, pays nothing.',
  },
]);

const MEDIA = deck('media', [
  {
    name: 'PR Blitz',
    copies: 5,
    where: [{ unrest: 'unrest' }],
    effects: [{ op: 'unrest', by: -1 }],
    pay: 2,
    why: 'the basic calming card (NBN contract).',
  },
  {
    name: 'Feel-Good Broadcast',
    copies: 3,
    where: [{ unrest: 'strike' }],
    effects: [{ op: 'unrest', by: -2 }],
    pay: 1,
    why: 'ends a strike outright.',
  },
  {
    name: 'Citywide Simulcast',
    copies: 2,
    where: [{ unrest: 'strike' }],
    effects: [{ op: 'unrest', by: -1, scope: 'all' }],
    pay: 1,
    why: 'strong: every striking district falls a stage.',
  },
  {
    name: 'Inflammatory Expose',
    copies: 2,
    where: [{ lacks: 'outage' }, { unrest: 'protest' }],
    effects: [
      { op: 'unrest', by: 1 },
      { op: 'threat', by: 1 },
    ],
    pay: 4,
    why: 'dirty: turns a protest into a strike and raises threat, a Federalist lever.',
  },
  {
    name: 'Viral Outrage',
    copies: 3,
    where: [{ lacks: 'outage' }, { unrest: 'stable' }],
    effects: [{ op: 'unrest', by: 1 }],
    pay: 2,
    why: 'stirs a stable district for capital (work for NBN later).',
  },
  {
    name: 'Peace Summit Coverage',
    copies: 3,
    where: [{ unrest: 'unrest' }],
    effects: [
      { op: 'unrest', by: -1 },
      { op: 'threat', by: -1 },
    ],
    pay: 0,
    why: 'calming that lowers threat, pays nothing.',
  },
  {
    name: 'Sensie Star Endorsement',
    copies: 2,
    where: [{ unrest: 'protest' }],
    effects: [
      { op: 'unrest', by: -1 },
      { op: 'draw', deck: 'media', n: 1 },
    ],
    pay: 1,
    why: 'ends a protest and refills the hand.',
  },
]);

const CONSTRUCTION = deck('construction', [
  {
    name: 'Arcology Project',
    copies: 5,
    where: [{ lacks: 'development' }],
    effects: [{ op: 'place', what: 'development' }],
    pay: 1,
    why: 'the basic development (Weyland contract).',
  },
  {
    name: 'Grid Repair Crew',
    copies: 4,
    where: [{ has: 'outage' }],
    effects: [{ op: 'remove', what: 'outage' }],
    pay: 2,
    why: 'restores production in an outage district.',
  },
  {
    name: 'Rushed Construction',
    copies: 3,
    where: [{ lacks: 'development' }],
    effects: [
      { op: 'place', what: 'development' },
      { op: 'threat', by: 1 },
    ],
    pay: 3,
    why: 'dirty: cutting corners raises threat for capital.',
  },
  {
    name: 'Controlled Blackout',
    copies: 2,
    where: [{ lacks: 'outage' }],
    effects: [{ op: 'place', what: 'outage' }],
    pay: 2,
    why: 'places an outage (clears unrest, stops production): a double-edged lever.',
  },
  {
    name: 'Infrastructure Overhaul',
    copies: 3,
    where: [{ has: 'outage' }],
    effects: [
      { op: 'remove', what: 'outage' },
      { op: 'place', what: 'development' },
    ],
    pay: 1,
    why: 'repair plus a development.',
  },
  {
    name: 'Civic Rebuild',
    copies: 3,
    where: [{ has: 'outage' }],
    effects: [
      { op: 'remove', what: 'outage' },
      { op: 'threat', by: -1 },
    ],
    pay: 0,
    why: 'public repair: lowers threat, pays nothing.',
  },
]);

const SECURITY = deck('security', [
  {
    name: 'Prisec Deployment',
    copies: 4,
    where: [{ lacks: 'prisec' }],
    effects: [{ op: 'place', what: 'prisec' }],
    pay: 1,
    why: 'places Prisec, which pushes enemy units out (rule 18).',
  },
  {
    name: 'Anti-Riot Raid',
    copies: 4,
    where: [{ has: 'humanFirst' }, { notRoot: true }],
    effects: [{ op: 'remove', what: 'humanFirst' }],
    pay: 2,
    why: 'removes Human First (Globalsec contract).',
  },
  {
    name: 'Sting Operation',
    copies: 4,
    where: [{ has: 'orgcrime' }, { notRoot: true }],
    effects: [{ op: 'remove', what: 'orgcrime' }],
    pay: 2,
    why: 'removes Orgcrime (Globalsec contract).',
  },
  {
    name: 'Disperse the Crowd',
    copies: 2,
    where: [{ has: 'humanFirst' }, { notRoot: true }],
    effects: [
      { op: 'moveOut', what: 'humanFirst' },
      { op: 'unrest', by: -1 },
    ],
    pay: 2,
    why: 'pushes Human First downstream (towards The Root) and calms the district.',
  },
  {
    name: 'Shoot First',
    copies: 2,
    where: [{ has: 'humanFirst' }, { notRoot: true }],
    effects: [
      { op: 'remove', what: 'humanFirst' },
      { op: 'unrest', by: 1 },
      { op: 'threat', by: 1 },
    ],
    pay: 4,
    why: 'dirty: heavy-handed removal that raises unrest and threat.',
  },
  {
    name: 'Neighbourhood Watch',
    copies: 2,
    where: [{ has: 'orgcrime' }, { notRoot: true }],
    effects: [
      { op: 'remove', what: 'orgcrime' },
      { op: 'threat', by: -1 },
    ],
    pay: 0,
    why: 'community removal that lowers threat, pays nothing.',
  },
  {
    name: 'Lockdown Sweep',
    copies: 2,
    where: [{ has: 'orgcrime' }],
    effects: [{ op: 'remove', what: 'orgcrime', scope: 'path' }],
    pay: 1,
    why: 'strong: clears Orgcrime along the whole path to The Root.',
  },
]);

/** The 100 action cards: 20 per type (rule 86). */
export const ACTION_CARDS: readonly ActionCard[] = z
  .array(actionCardSchema)
  .parse([...LABOR, ...BIOTECH, ...MEDIA, ...CONSTRUCTION, ...SECURITY]);
