import { z } from 'zod';
import { type EmergencyCard, emergencySchema } from './types.ts';

const note = (why: string): string => `Designed (rule 87): ${why}`;

/**
 * The six emergency actions, one per corporation (rules 63, 87): stronger than the deck cards, on
 * its corporation's theme, and with a target almost always (broad `where`; first effect applies there).
 */
export const EMERGENCIES: readonly EmergencyCard[] = z.array(emergencySchema).parse(
  [
    {
      id: 'E-haas',
      corp: 'haas',
      type: 'labor',
      name: 'Bioroid Surge',
      where: [{ lacks: 'android' }],
      effects: [{ op: 'place', what: 'android' }, { op: 'exploit' }, { op: 'draw', deck: 'labor', n: 1 }],
      pay: 3,
      note: note('Haas-Bioroid: android placed and put to work at once, plus a Labor card.'),
    },
    {
      id: 'E-jinteki',
      corp: 'jinteki',
      type: 'biotech',
      name: 'Genetic Cure',
      where: [{ has: 'illness' }],
      effects: [
        { op: 'remove', what: 'illness', scope: 'all' },
        { op: 'threat', by: -1 },
      ],
      pay: 3,
      note: note(
        'Jinteki: every illness token cured (no district left sick, so no illness threat, rule 27) and threat -1 (tuned: -2 braked the city too hard).',
      ),
    },
    {
      id: 'E-nbn',
      corp: 'nbn',
      type: 'media',
      name: 'Prime-Time Address',
      where: [{ unrest: 'unrest' }],
      effects: [{ op: 'unrest', by: -1, scope: 'all' }],
      pay: 3,
      note: note('NBN: unrest falls one stage in every unsettled district.'),
    },
    {
      id: 'E-weyland',
      corp: 'weyland',
      type: 'construction',
      name: 'Gagarin Megaproject',
      where: [{ lacks: 'development' }],
      effects: [
        { op: 'place', what: 'development', scope: 'path' },
        { op: 'remove', what: 'outage' },
      ],
      pay: 2,
      note: note('Weyland: developments along the whole path to The Root, and the target repaired.'),
    },
    {
      id: 'E-globalsec',
      corp: 'globalsec',
      type: 'security',
      name: 'Martial Law',
      where: [{ lacks: 'prisec' }],
      effects: [
        { op: 'place', what: 'prisec' },
        { op: 'remove', what: 'humanFirst', scope: 'path' },
        { op: 'remove', what: 'orgcrime', scope: 'path' },
      ],
      pay: 3,
      note: note('Globalsec: Prisec in, then every enemy unit on the path to The Root removed.'),
    },
    {
      id: 'E-melange',
      corp: 'melange',
      type: 'labor',
      name: 'Deep Core Extraction',
      where: [{ lacks: 'outage' }, { unrest: 'stable' }],
      effects: [{ op: 'exploit' }, { op: 'supply', resource: 'energy', n: 2 }],
      pay: 4,
      note: note('Melange Mining: an exploit plus 2 Energy from the deep core.'),
    },
  ].map((e) => ({ ...e, designed: true })),
);
