import type { FlowContext } from '../../../engine/events.ts';
import { refreshDisplay, takeFromDisplay } from '../actions.ts';
import {
  boroughState,
  canAddInfluence,
  checkTitles,
  placeServer,
  removeServer,
  serverBlock,
  serversOf,
} from '../board.ts';
import { AGENTS, DISTRICTS, districtOf, VERSES } from '../data/index.ts';
import type { Agent } from '../data/types.ts';
import { changeIncome, corruptionText, gainImmunity, gainMoney, loseImmunity } from '../econ.ts';
import type { Opt } from '../flow.ts';
import type { VrState } from '../state.ts';
import { acquireVerse, discardVerse } from '../verseRow.ts';
import { verseBonusText, verseOffer } from '../verses/text.ts';
import { verseBonus, verseBonusUseful } from '../verses.ts';
import { boroughName, clipLabel, prefixed } from '../wording.ts';
import { am } from './agents.messages.ts';
import {
  ALL_BOROUGHS,
  adjacentTo,
  askToken,
  bname,
  cardOptions,
  directorBorough,
  grantExtra,
  moveCorruption,
  others,
  removeOne,
  seatLabel,
} from './common.ts';
import { type PickStep, type PickTable, pick } from './pick.ts';
import { activationText, agentKind } from './text.ts';

/**
 * Using the ability of an Agent on Duty: turn it sideways, then its type's ability (Fighter:
 * remove 1 token in the Borough, no Corruption card; Tech: 3 Eurocredits; Diplomat: 1 Immunity),
 * then a Level 2 Agent's extra. "The Borough" is where this turn's Director stands.
 */
export function activate(s: VrState, ctx: FlowContext, seat: number, id: string): void {
  const a = AGENTS[id]!;
  const duty = s.p[seat]!.onDuty.find((d) => d.id === id);
  if (!duty || duty.turned) return;
  duty.turned = true;
  ctx.event(am('vr.agents.uses', { who: `{seat:${seat}}`, agent: a.name }));
  const b = directorBorough(s);
  if (a.type === 'fighter') removeOne(s, ctx, b, a.name);
  else if (a.type === 'tech') gainMoney(s, ctx, seat, 3, a.name);
  else gainImmunity(s, ctx, seat, 1, a.name);
  EXTRAS[a.ability]?.(s, ctx, seat, a, b);
}

/**
 * Why using `id`'s ability now would change nothing (null: it would do something). Techs and
 * Diplomats always gain; a Fighter's removal needs a token in the Borough, unless its Level 2
 * extra can still act (an extra Donation, a token next door, a token of one's own to add).
 */
export function activationBlock(s: VrState, seat: number, id: string): string | null {
  const a = AGENTS[id]!;
  if (a.type !== 'fighter') return null;
  const b = s.turn?.borough;
  if (!b) return 'place your Director first';
  if (boroughState(s, b).count > 0) return null;
  const here = `no Influence token in Borough ${b}`;
  switch (a.ability) {
    case 'fighterL2donation':
      return a.districts.includes(districtOf(b))
        ? null
        : `${here}; Director outside ${a.districts.map((d) => DISTRICTS[d]!.name).join(' or ')}`;
    case 'tanaka':
      return adjacentTo(b).some((x) => boroughState(s, x).count > 0) ? null : `${here} or next to it`;
    case 'trunk':
      return ALL_BOROUGHS.some((x) => canAddInfluence(s, seat, x)) ? null : `${here}, nowhere to add yours`;
    default:
      return here;
  }
}

type Extra = (s: VrState, ctx: FlowContext, seat: number, a: Agent, b: number) => void;

const EXTRAS: Record<string, Extra> = {
  // Nash, Benedict, Doc Slice: an extra Make a Donation when the Director is in an indicated District.
  fighterL2donation(s, ctx, seat, a, b) {
    if (a.districts.includes(districtOf(b))) grantExtra(s, ctx, seat, 'donation', a.name);
    else
      ctx.event(
        `The Director is not in ${a.districts.map((d) => DISTRICTS[d]!.name).join(' or ')}: no extra Donation (${a.name}).`,
      );
  },
  tanaka: (s, ctx, seat, a, b) =>
    askToken(s, ctx, seat, { boroughs: adjacentTo(b), add: false, remove: true, source: a.name }),
  trunk: (s, ctx, seat, a) =>
    askToken(s, ctx, seat, { boroughs: [...ALL_BOROUGHS], add: true, remove: false, source: a.name }),
  hassan(s, ctx, seat, a) {
    if (hassanAgainOptions(s, seat).length === 0)
      ctx.event(`{seat:${seat}} has no Online Verse with a bonus to gain again (${a.name}).`);
    else pick(s, seat, 'hassanAgain');
  },
  viscount(s, ctx, seat, a) {
    if (viscountTrades(s, seat).length === 0) ctx.event(`{seat:${seat}} has no Server or Verse to trade (${a.name}).`);
    else pick(s, seat, 'viscount');
  },
  mole: (s, ctx, seat, a) => changeIncome(s, ctx, seat, 2, a.name),
  corto(s, ctx, seat, a) {
    if (!s.verseDisplay.some((v) => v)) ctx.event(`No Verse is available to refresh (${a.name}).`);
    else if (s.verseDeck.length === 0)
      ctx.event(`The Verse deck is empty: a refresh would show the same Verses (${a.name}).`);
    else pick(s, seat, 'corto');
  },
  ivan(s, ctx, seat, a, b) {
    if (boroughState(s, b).servers.length === 0) return;
    if (ivanMoves(s, seat).length > 0) pick(s, seat, 'ivan');
    else ctx.event(`The Server in Borough ${b} has no adjacent Borough it may move to (${a.name}).`);
  },
  morel(s, ctx, seat, a, b) {
    if (morelVictims(s, seat, b).length === 0)
      ctx.event(`No other player with a Director nearby has an Immunity token to steal (${a.name}).`);
    else pick(s, seat, 'morel');
  },
  slade: (s, ctx, seat, a, b) =>
    askToken(s, ctx, seat, { boroughs: adjacentTo(b), add: true, remove: false, source: a.name }),
  dina(s, _ctx, seat) {
    if (s.p[seat]!.corruption.length > 0) pick(s, seat, 'dinaCard', { source: 'Dina' });
  },
  stilson(s, ctx, seat, a) {
    if (s.agentSpaces.some((x) => x.agent)) pick(s, seat, 'stilsonNew');
    else ctx.event(`No Agent is available in Neo Paris to swap (${a.name}).`);
  },
  tropovicz(s, ctx, seat, a, b) {
    gainMoney(s, ctx, seat, 3, a.name);
    removeOne(s, ctx, b, a.name);
  },
};

// --- Hassan: gain again the bonus of one of your Online Verses. ---

const hassanAgainOptions = (s: VrState, seat: number): Opt[] =>
  s.p[seat]!.verses.filter((v) => v.online && verseBonusUseful(s, seat, v.id)).map((v) => ({
    key: `hassan:${v.id}`,
    kind: 'verse',
    label: clipLabel(`Gain again: ${VERSES[v.id]!.name}`),
    detail: verseBonusText(v.id),
    value: v.id,
  }));

const hassanAgainPick: PickStep<'hassanAgain'> = {
  options: (s, seat) => hassanAgainOptions(s, seat),
  resolve(s, ctx, seat, _d, opt) {
    ctx.event(`{seat:${seat}} gains the bonus of ${VERSES[opt.value as string]!.name} again (Hassan).`);
    verseBonus(s, ctx, seat, opt.value as string);
  },
};

/** A pick's way out: the grey choice of none. */
const skip = (key: string, label: string): Opt => ({ key, kind: 'skip', label, style: 'secondary' });

// --- Viscount: a Server for a Verse, or a Verse for a Server (following the usual placing rules). ---

/** Viscount's trades: a Server for a Verse, or a Verse for a Server here. */
function viscountTrades(s: VrState, seat: number): Opt[] {
  const out: Opt[] = [];
  if (s.verseDisplay.some((v) => v)) {
    for (const b of serversOf(s, seat))
      out.push({
        key: `visc:server:${b}`,
        kind: 'server',
        label: clipLabel(`Remove your Server in ${bname(b)}`),
        detail: 'It returns to your supply; then take one of the available Verses.',
        value: b,
      });
  }
  // Only the placing rules of Build a Server apply: the Verse is the price, and the Action's own
  // steps (pay, Income, +2 VPs token, Corruption card) are not performed.
  if (serverBlock(s, seat, directorBorough(s), false) === null) {
    for (const v of s.p[seat]!.verses)
      out.push({
        key: `visc:verse:${v.id}`,
        kind: 'verse',
        label: clipLabel(`Discard ${VERSES[v.id]!.name}: Server here`),
        detail: `Build a Server in Borough ${directorBorough(s)}.`,
        value: v.id,
      });
  }
  return out;
}

const viscountPick: PickStep<'viscount'> = {
  options: (s, seat) => [...viscountTrades(s, seat), skip('visc:none', 'Neither')],
  resolve(s, ctx, seat, _d, opt) {
    if (opt.key.startsWith('visc:server:')) {
      removeServer(s, ctx, seat, opt.value as number);
      pick(s, seat, 'takeVerse', { source: 'Viscount' });
    } else if (opt.key.startsWith('visc:verse:')) {
      discardVerse(s, ctx, seat, opt.value as string, 'Viscount');
      placeServer(s, ctx, seat, directorBorough(s));
    }
  },
};

const takeVersePick: PickStep<'takeVerse'> = {
  options: (s) =>
    s.verseDisplay.flatMap((v, i) => (v ? [{ key: `take:${v}`, kind: 'verse', ...verseOffer(v), value: i }] : [])),
  resolve(s, ctx, seat, _d, opt) {
    const v = takeFromDisplay(s, opt.value as number);
    acquireVerse(s, ctx, seat, v);
  },
};

// --- Corto: may refresh the 5 available Verses. ---

const cortoPick: PickStep<'corto'> = {
  options: (s) => [
    ...(s.verseDisplay.some((v) => v)
      ? [
          {
            key: 'corto:refresh',
            kind: 'refresh' as const,
            label: 'Refresh the 5 available Verses',
            detail: 'They go under the Verse deck; the next 5 are shown.',
          },
        ]
      : []),
    skip('corto:keep', 'Keep the Verses as they are'),
  ],
  resolve(s, ctx, seat, _d, opt) {
    if (opt.key !== 'corto:refresh') return;
    refreshDisplay(s);
    ctx.event(`{seat:${seat}} refreshes the 5 available Verses (Corto).`);
  },
};

// --- Ivan: may move the Server in this Borough (anyone's) to an adjacent Borough. ---

/** The usual placing rules, for the Server's owner, as if the Server had left `from`. */
function canMoveServer(s: VrState, owner: number, from: number, to: number): boolean {
  const x = boroughState(s, to);
  if (x.servers.length > 0) return false;
  if (!(x.owner === owner && x.count > 0)) return false;
  const d = DISTRICTS[districtOf(to)]!;
  return !d.boroughs.some((o) => o !== from && boroughState(s, o).servers.includes(owner));
}

/** Ivan's moves: the Server(s) in this Borough to an adjacent one, by the usual placing rules. */
function ivanMoves(s: VrState, seat: number): Opt[] {
  const from = directorBorough(s);
  const out: Opt[] = [];
  for (const owner of new Set(boroughState(s, from).servers)) {
    for (const to of adjacentTo(from)) {
      if (canMoveServer(s, owner, from, to)) {
        out.push({
          key: `ivan:${owner}:${to}`,
          kind: 'move',
          label: clipLabel(`Move ${owner === seat ? 'your' : `${seatLabel(owner)}'s`} Server to ${bname(to)}`),
          value: { owner, to },
        });
      }
    }
  }
  return out;
}

const ivanPick: PickStep<'ivan'> = {
  options: (s, seat) => [...ivanMoves(s, seat), skip('ivan:none', 'Leave the Server where it is')],
  resolve(s, ctx, _seat, _d, opt) {
    if (opt.key === 'ivan:none') return;
    const { owner, to } = opt.value as { owner: number; to: number };
    const from = directorBorough(s);
    const x = boroughState(s, from);
    x.servers.splice(x.servers.indexOf(owner), 1);
    boroughState(s, to).servers.push(owner);
    ctx.event(`{seat:${owner}}'s Server moves from Borough ${from} to Borough ${to} (Ivan).`);
    checkTitles(s, ctx);
  },
};

// --- Morel: steal 1 Immunity from a player with a Director in the Borough or an adjacent one. ---

function morelVictims(s: VrState, seat: number, b: number): number[] {
  const near = new Set([b, ...adjacentTo(b)]);
  return others(s, seat).filter(
    (o) => s.p[o]!.immunity > 0 && s.directors.some((d) => d.seat === o && near.has(d.borough)),
  );
}

const morelPick: PickStep<'morel'> = {
  options: (s, seat) =>
    morelVictims(s, seat, directorBorough(s)).map((o) => ({
      key: `morel:${o}`,
      kind: 'player',
      label: `Steal 1 Immunity from ${seatLabel(o)}`,
      value: o,
    })),
  resolve(s, ctx, seat, _d, opt) {
    const o = opt.value as number;
    if (loseImmunity(s, ctx, o, 1)) gainImmunity(s, ctx, seat, 1, `stolen from {seat:${o}} by Morel`);
  },
};

// --- Dina: may give 1 Corruption card of your choice to another player. ---

const dinaCardPick: PickStep<'dinaCard'> = {
  options: (s, seat) => [...cardOptions(s.p[seat]!.corruption, 'Give away', 'dina'), skip('dina:none', 'Give no card')],
  resolve(s, _ctx, seat, d, opt) {
    if (opt.key === 'dina:none') return;
    pick(s, seat, 'dinaTo', { card: opt.value as string, source: d.source });
  },
};

const dinaToPick: PickStep<'dinaTo'> = {
  options: (s, seat) =>
    others(s, seat).map((o) => ({ key: `dinato:${o}`, kind: 'player', label: `Give it to ${seatLabel(o)}`, value: o })),
  resolve(s, ctx, seat, d, opt) {
    const o = opt.value as number;
    const card = d.card;
    const why = d.source;
    if (!moveCorruption(s, seat, o, card)) return;
    ctx.privately(seat, `You give {seat:${o}} your Corruption card: ${corruptionText(card)} (${why}).`);
    ctx.privately(o, `{seat:${seat}} gives you a Corruption card: ${corruptionText(card)} (${why}).`);
    ctx.event(`{seat:${seat}} gives a Corruption card to {seat:${o}} (${why}).`);
  },
};

// --- Stilson: swap one of your Agents on Duty with an Agent still available in Neo Paris. ---

const stilsonNewPick: PickStep<'stilsonNew'> = {
  options: (s) =>
    s.agentSpaces.flatMap((x, i) =>
      x.agent
        ? [
            {
              key: `stilson:new:${x.agent}`,
              kind: 'agent',
              label: clipLabel(`Take ${AGENTS[x.agent]!.name} (space ${i + 1}, Borough ${boroughName(x.borough!)})`),
              detail: prefixed(`${agentKind(x.agent)}: `, activationText(x.agent)),
              value: i,
            },
          ]
        : [],
    ),
  resolve(s, _ctx, seat, _d, opt) {
    pick(s, seat, 'stilsonOld', { space: opt.value as number });
  },
};

const stilsonOldPick: PickStep<'stilsonOld'> = {
  options: (s, seat) =>
    s.p[seat]!.onDuty.map((x) => ({
      key: `stilson:old:${x.id}`,
      kind: 'agent',
      label: clipLabel(`Send ${AGENTS[x.id]!.name} in its place`),
      detail: x.turned ? 'Turned.' : 'Upright.',
      value: x.id,
    })),
  resolve(s, ctx, seat, d, opt) {
    const space = s.agentSpaces[d.space]!;
    const incoming = space.agent;
    if (!incoming) return;
    const duty = s.p[seat]!.onDuty;
    const i = duty.findIndex((x) => x.id === opt.value);
    if (i < 0) return;
    // The new Agent comes upright; the old one waits on that space, on the same Localization token.
    space.agent = duty[i]!.id;
    duty[i] = { id: incoming, turned: false };
    ctx.event(
      `{seat:${seat}} swaps ${AGENTS[space.agent]!.name} for ${AGENTS[incoming]!.name}, who comes on Duty upright (Stilson).`,
    );
  },
};

/** The activation abilities' choices, for the 'agentPick' decision. */
export const ACTIVATION_PICKS = {
  hassanAgain: hassanAgainPick,
  viscount: viscountPick,
  takeVerse: takeVersePick,
  corto: cortoPick,
  ivan: ivanPick,
  morel: morelPick,
  dinaCard: dinaCardPick,
  dinaTo: dinaToPick,
  stilsonNew: stilsonNewPick,
  stilsonOld: stilsonOldPick,
} satisfies Partial<PickTable>;
