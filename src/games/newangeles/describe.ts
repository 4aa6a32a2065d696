import { type Playable, TYPE_NAMES } from './cards.ts';
import { COMPONENT_NAMES, RESOURCE_NAMES } from './city.ts';
import type { Cond, Effect, Scope } from './data/index.ts';

/**
 * The words for conditions, effects and whole cards, short enough for a button detail (100
 * characters): "Target: a district without an android. Place an android. Pays 1."
 */

const STAGE_WORDS = {
  stable: '',
  protest: ' in protest',
  strike: ' in strike',
  unrest: ' in protest or strike',
  working: ' not in strike',
} as const;

/** Where a card may target: "a stable district without an outage", "any district". */
export function condText(where: readonly Cond[]): string {
  if (where.length === 0) return 'any district';
  let stable = false;
  let stage = '';
  const has: string[] = [];
  const lacks: string[] = [];
  const more: string[] = [];
  for (const w of where) {
    if ('has' in w) has.push(COMPONENT_NAMES[w.has]);
    else if ('lacks' in w) lacks.push(COMPONENT_NAMES[w.lacks]);
    else if ('unrest' in w) {
      if (w.unrest === 'stable') stable = true;
      else stage = STAGE_WORDS[w.unrest];
    } else if ('produces' in w) more.push(`producing ${RESOURCE_NAMES[w.produces]}`);
    else if ('primary' in w) more.push(`with primary ${RESOURCE_NAMES[w.primary]}`);
  }
  const notRoot = where.some((w) => 'notRoot' in w);
  const parts = [`a ${stable ? 'stable ' : ''}district${stage}`];
  if (has.length) parts.push(`with ${has.join(' and ')}`);
  if (lacks.length) parts.push(`without ${lacks.join(' or ')}`);
  parts.push(...more);
  return `${parts.join(' ')}${notRoot ? ', not The Root' : ''}`;
}

const SCOPE_WORDS: Readonly<Record<Scope, string>> = {
  target: '',
  exit: ' in the district it exits to',
  path: ' from here to The Root',
  all: ' in every such district',
};

const signed = (n: number): string => `${n > 0 ? '+' : ''}${n}`;

/** One effect, lowercase: "place an android", "unrest -1 in every such district", "threat +1". */
export function effectText(e: Effect): string {
  const where = 'scope' in e && e.scope ? SCOPE_WORDS[e.scope] : '';
  switch (e.op) {
    // Along a path or everywhere, several: "place developments from here to The Root".
    case 'place':
      return `place ${where && e.what === 'development' ? 'developments' : where && e.what === 'android' ? 'androids' : COMPONENT_NAMES[e.what]}${where}`;
    case 'remove':
      return `remove ${COMPONENT_NAMES[e.what]}${where}`;
    case 'moveOut':
      return `move ${COMPONENT_NAMES[e.what]} out${where}`;
    case 'unrest':
      return `unrest ${signed(e.by)}${where}`;
    case 'exploit':
      return `exploit${where ? where : ' it'}`;
    case 'threat':
      return `threat ${signed(e.by)}`;
    case 'supply':
      return e.resource === 'primary'
        ? `+${e.n} of its primary to the supply`
        : `+${e.n} ${RESOURCE_NAMES[e.resource]} to the supply`;
    case 'capital':
      return `+${e.n} capital`;
    case 'draw':
      return e.deck === 'general' ? `draw ${e.n} from the largest deck` : `draw ${e.n} ${TYPE_NAMES[e.deck]}`;
    case 'flip':
      return 'flip your emergency action face up';
  }
}

/** Consecutive removals or placements at the same scope read as one ("remove Human First and Orgcrime on its path"). */
function effectsText(effects: readonly Effect[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    const next = effects[i + 1];
    if (
      (e.op === 'remove' || e.op === 'place') &&
      next &&
      next.op === e.op &&
      (next.scope ?? 'target') === (e.scope ?? 'target')
    ) {
      const where = e.scope ? SCOPE_WORDS[e.scope] : '';
      const enemies = [e.what, next.what].sort().join() === 'humanFirst,orgcrime';
      out.push(
        `${e.op} ${enemies ? 'enemy units' : `${COMPONENT_NAMES[e.what]} and ${COMPONENT_NAMES[next.what]}`}${where}`,
      );
      i++;
    } else out.push(effectText(e));
  }
  return out;
}

const cap = (t: string): string => `${t[0]!.toUpperCase()}${t.slice(1)}`;

/** A card's whole text: where it may target, its effects in order, what it pays its resolver. */
export function cardText(card: Playable): string {
  const pay = card.pay > 0 ? ` Pays ${card.pay}.` : '';
  return `Target: ${condText(card.where)}. ${cap(effectsText(card.effects).join('; '))}.${pay}`;
}
