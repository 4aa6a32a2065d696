import { z } from 'zod';
import { draw, exploit, has, lacks, place, remove, stage, threat, unrest } from './build.ts';
import { type ActionType, type Cond, type CorpId, type Effect, type EmergencyCard, emergencySchema } from './types.ts';

/** One emergency action as a row: its corporation (its id is `E-<corp>`), deck type, name, pay, where, effects, why. */
const e = (
  corp: CorpId,
  type: ActionType,
  name: string,
  pay: number,
  where: Cond[],
  effects: Effect[],
  why: string,
) => ({
  id: `E-${corp}`,
  corp,
  type,
  name,
  where,
  effects,
  pay,
  note: `Designed (rule 87): ${why}`,
  designed: true,
});

/**
 * The six emergency actions, one per corporation (rules 63, 87): stronger than the deck cards, on
 * its corporation's theme, and with a target almost always (broad `where`; first effect applies there).
 */
export const EMERGENCIES: readonly EmergencyCard[] = z
  .array(emergencySchema)
  .parse([
    e(
      'haas',
      'labor',
      'Bioroid Surge',
      3,
      [lacks('android')],
      [place('android'), exploit, draw('labor', 1)],
      'Haas-Bioroid: android placed and put to work at once, plus a Labor card.',
    ),
    e(
      'jinteki',
      'biotech',
      'Genetic Cure',
      3,
      [has('illness')],
      [remove('illness', 'all'), threat(-1)],
      'Jinteki: every illness token cured (no district left sick, so no illness threat, rule 27) and threat -1 (tuned: -2 braked the city too hard).',
    ),
    e(
      'nbn',
      'media',
      'Prime-Time Address',
      3,
      [stage('unrest')],
      [unrest(-1, 'all')],
      'NBN: unrest falls one stage in every unsettled district.',
    ),
    e(
      'weyland',
      'construction',
      'Gagarin Megaproject',
      2,
      [lacks('development')],
      [place('development', 'path'), remove('outage')],
      'Weyland: developments along the whole path to The Root, and the target repaired.',
    ),
    e(
      'globalsec',
      'security',
      'Martial Law',
      3,
      [lacks('prisec')],
      [place('prisec'), remove('humanFirst', 'path'), remove('orgcrime', 'path')],
      'Globalsec: Prisec in, then every enemy unit on the path to The Root removed.',
    ),
    e(
      'melange',
      'labor',
      'Deep Core Extraction',
      4,
      [lacks('outage'), stage('stable')],
      [exploit, { op: 'supply', resource: 'energy', n: 2 }],
      'Melange Mining: an exploit plus 2 Energy from the deep core.',
    ),
  ]);
