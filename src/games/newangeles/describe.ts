import { LOCALES, localize } from '../../engine/messages.ts';
import { type Playable, TYPE_NAMES } from './cards.ts';
import { RESOURCE_NAMES } from './city.ts';
import type { Component, Cond, Effect } from './data/index.ts';
import { m } from './messages.ts';

/**
 * The words for conditions, effects and whole cards, short enough for a button detail (100
 * characters): "Target: a district without an android. Place an android. Pays 1." Every text is a
 * message token; components go into the messages as their ids, so each language chooses its own
 * article ("without an outage", "sans panne").
 */

/** Two items joined by "and" / "or" (a card lists at most a few). */
const joined = (items: readonly string[], key: 'na.and' | 'na.or'): string =>
  items.reduce((a, b) => (a ? m(key, { a, b }) : b), '');

/** Where a card may target: "a stable district without an outage", "any district". */
export function condText(where: readonly Cond[]): string {
  if (where.length === 0) return m('na.cond.any');
  let stable = 'n';
  let stage = 'none';
  const has: string[] = [];
  const lacks: string[] = [];
  const more: string[] = [];
  for (const w of where) {
    if ('has' in w) has.push(m('na.cond.has', { c: w.has }));
    else if ('lacks' in w) lacks.push(m('na.cond.lacks', { c: w.lacks }));
    else if ('unrest' in w) {
      if (w.unrest === 'stable') stable = 'y';
      else stage = w.unrest;
    } else if ('produces' in w) more.push(m('na.cond.produces', { r: RESOURCE_NAMES[w.produces] }));
    else if ('primary' in w) more.push(m('na.cond.primary', { r: RESOURCE_NAMES[w.primary] }));
  }
  const notRoot = where.some((w) => 'notRoot' in w) ? 'y' : 'n';
  const parts = [m('na.cond.district', { stable, stage })];
  if (has.length) parts.push(m('na.cond.with', { list: joined(has, 'na.and') }));
  if (lacks.length) parts.push(m('na.cond.without', { list: joined(lacks, 'na.or') }));
  parts.push(...more);
  return m('na.cond', { parts: parts.join(' '), notRoot });
}

const signed = (n: number): string => `${n > 0 ? '+' : ''}${n}`;

/** One effect, lowercase: "place an android", "unrest -1 in every such district", "threat +1". */
export function effectText(e: Effect, brief = false, cap: 'y' | 'n' = 'n'): string {
  const where = 'scope' in e && e.scope ? (brief && e.scope === 'path' ? 'down' : e.scope) : 'target';
  switch (e.op) {
    // Along a path or everywhere, several: "place developments from here to The Root".
    case 'place':
      return m('na.fx.place', { cap, c: e.what, where });
    case 'remove':
      return m('na.fx.remove', { cap, c: e.what, where });
    case 'moveOut':
      return m('na.fx.moveOut', { cap, c: e.what, where });
    case 'unrest':
      return m('na.fx.unrest', { cap, by: signed(e.by), where });
    case 'exploit':
      return m('na.fx.exploit', { cap, where });
    case 'threat':
      return m('na.fx.threat', { cap, by: signed(e.by) });
    case 'supply':
      return e.resource === 'primary'
        ? m('na.fx.supplyPrimary', { cap, n: e.n })
        : m('na.fx.supply', { cap, n: e.n, r: RESOURCE_NAMES[e.resource] });
    case 'capital':
      return m('na.fx.capital', { cap, n: e.n });
    case 'draw':
      return e.deck === 'general'
        ? m('na.fx.drawAny', { cap, n: e.n })
        : m('na.fx.draw', { cap, n: e.n, deck: TYPE_NAMES[e.deck] });
    case 'flip':
      return m('na.fx.flip', { cap });
  }
}

/** Consecutive removals or placements at the same scope read as one ("remove Human First and Orgcrime on its path"). */
function effectsText(effects: readonly Effect[], brief: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    // The first effect starts the card's sentence.
    const cap = out.length === 0 ? 'y' : 'n';
    const next = effects[i + 1];
    if (
      (e.op === 'remove' || e.op === 'place') &&
      next &&
      next.op === e.op &&
      (next.scope ?? 'target') === (e.scope ?? 'target')
    ) {
      const where = e.scope ? (brief && e.scope === 'path' ? 'down' : e.scope) : 'target';
      const enemies = [e.what, next.what].sort().join() === 'humanFirst,orgcrime';
      out.push(
        enemies
          ? m('na.fx.enemies', { cap, op: e.op, where })
          : m('na.fx.two', { cap, op: e.op, a: e.what, b: (next as { what: Component }).what, where }),
      );
      i++;
    } else out.push(effectText(e, brief, cap));
  }
  return out;
}

/**
 * A card's whole text: where it may target, its effects in order, what it pays its resolver.
 * `brief`: without "Target: " and "down to The Root" for "from here to The Root" (a detail's last resort).
 */
export function cardText(card: Playable, brief = false): string {
  const effects = effectsText(card.effects, brief).join(m('na.semi'));
  return m(brief ? 'na.cardTextBrief' : 'na.cardText', { where: condText(card.where), effects, pay: card.pay });
}

/**
 * A card's text for a choice's detail (at most 100 characters in every language): whole, else
 * without "Target: ", else its effects and pay alone (where it may target is said where it is chosen).
 */
export function fittingCardText(card: Playable): string {
  const fits = (t: string): boolean => LOCALES.every((l) => localize(t, l).length <= 100);
  for (const t of [cardText(card), cardText(card, true)]) if (fits(t)) return t;
  return cardEffects(card);
}

/** A card's text without where it may target: its effects and pay (the board shows the target beside it). */
export const cardEffects = (card: Playable): string =>
  m('na.cardEffects', { effects: effectsText(card.effects, false).join(m('na.semi')), pay: card.pay });
