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
import { borough, m, orList } from '../messages.ts';
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
  if (!b) return am('vr.agents.act.placeDirector');
  if (boroughState(s, b).count > 0) return null;
  const here = am('vr.agents.act.noTokenHere', { borough: borough(b) });
  switch (a.ability) {
    case 'fighterL2donation':
      return a.districts.includes(districtOf(b))
        ? null
        : am('vr.agents.act.directorOutside', { borough: borough(b), districts: districtList(a) });
    case 'tanaka':
      return adjacentTo(b).some((x) => boroughState(s, x).count > 0) ? null : am('vr.agents.act.orNextToIt', { here });
    case 'trunk':
      return ALL_BOROUGHS.some((x) => canAddInfluence(s, seat, x)) ? null : am('vr.agents.act.nowhereToAdd', { here });
    default:
      return here;
  }
}

/** The indicated Districts of an Agent: "Pigalle or Marais". */
const districtList = (a: Agent): string => orList(a.districts.map((d) => DISTRICTS[d]!.name));

type Extra = (s: VrState, ctx: FlowContext, seat: number, a: Agent, b: number) => void;

const EXTRAS: Record<string, Extra> = {
  // Nash, Benedict, Doc Slice: an extra Make a Donation when the Director is in an indicated District.
  fighterL2donation(s, ctx, seat, a, b) {
    if (a.districts.includes(districtOf(b))) grantExtra(s, ctx, seat, 'donation', a.name);
    else ctx.event(am('vr.agents.act.noExtraDonation', { districts: districtList(a), agent: a.name }));
  },
  tanaka: (s, ctx, seat, a, b) =>
    askToken(s, ctx, seat, { boroughs: adjacentTo(b), add: false, remove: true, source: a.name }),
  trunk: (s, ctx, seat, a) =>
    askToken(s, ctx, seat, { boroughs: [...ALL_BOROUGHS], add: true, remove: false, source: a.name }),
  hassan(s, ctx, seat, a) {
    if (hassanAgainOptions(s, seat).length === 0)
      ctx.event(am('vr.agents.act.hassanNone', { who: seatLabel(seat), agent: a.name }));
    else pick(s, seat, 'hassanAgain');
  },
  viscount(s, ctx, seat, a) {
    if (viscountTrades(s, seat).length === 0)
      ctx.event(am('vr.agents.act.viscountNone', { who: seatLabel(seat), agent: a.name }));
    else pick(s, seat, 'viscount');
  },
  mole: (s, ctx, seat, a) => changeIncome(s, ctx, seat, 2, a.name),
  corto(s, ctx, seat, a) {
    if (!s.verseDisplay.some((v) => v)) ctx.event(am('vr.agents.act.cortoNoVerse', { agent: a.name }));
    else if (s.verseDeck.length === 0) ctx.event(am('vr.agents.act.cortoEmptyDeck', { agent: a.name }));
    else pick(s, seat, 'corto');
  },
  ivan(s, ctx, seat, a, b) {
    if (boroughState(s, b).servers.length === 0) return;
    if (ivanMoves(s, seat).length > 0) pick(s, seat, 'ivan');
    else ctx.event(am('vr.agents.act.ivanNone', { borough: borough(b), agent: a.name }));
  },
  morel(s, ctx, seat, a, b) {
    if (morelVictims(s, seat, b).length === 0) ctx.event(am('vr.agents.act.morelNone', { agent: a.name }));
    else pick(s, seat, 'morel');
  },
  slade: (s, ctx, seat, a, b) =>
    askToken(s, ctx, seat, { boroughs: adjacentTo(b), add: true, remove: false, source: a.name }),
  dina(s, _ctx, seat) {
    if (s.p[seat]!.corruption.length > 0) pick(s, seat, 'dinaCard', { source: AGENTS.dina!.name });
  },
  stilson(s, ctx, seat, a) {
    if (s.agentSpaces.some((x) => x.agent)) pick(s, seat, 'stilsonNew');
    else ctx.event(am('vr.agents.act.stilsonNone', { agent: a.name }));
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
    label: clipLabel(am('vr.agents.act.gainAgain', { verse: VERSES[v.id]!.name })),
    detail: verseBonusText(v.id),
    value: v.id,
  }));

const hassanAgainPick: PickStep<'hassanAgain'> = {
  options: (s, seat) => hassanAgainOptions(s, seat),
  resolve(s, ctx, seat, _d, opt) {
    ctx.event(
      am('vr.agents.act.gainsAgain', {
        who: seatLabel(seat),
        verse: VERSES[opt.value as string]!.name,
        agent: AGENTS.hassan!.name,
      }),
    );
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
        label: clipLabel(am('vr.agents.act.removeServer', { borough: bname(b) })),
        detail: am('vr.agents.act.removeServerDetail'),
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
        label: clipLabel(am('vr.agents.act.discardVerse', { verse: VERSES[v.id]!.name })),
        detail: am('vr.agents.act.discardVerseDetail', { borough: borough(directorBorough(s)) }),
        value: v.id,
      });
  }
  return out;
}

const viscountPick: PickStep<'viscount'> = {
  options: (s, seat) => [...viscountTrades(s, seat), skip('visc:none', am('vr.agents.act.neither'))],
  resolve(s, ctx, seat, _d, opt) {
    if (opt.key.startsWith('visc:server:')) {
      removeServer(s, ctx, seat, opt.value as number);
      pick(s, seat, 'takeVerse', { source: AGENTS.viscount!.name });
    } else if (opt.key.startsWith('visc:verse:')) {
      discardVerse(s, ctx, seat, opt.value as string, AGENTS.viscount!.name);
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
            label: am('vr.agents.act.refresh'),
            detail: am('vr.agents.act.refreshDetail'),
          },
        ]
      : []),
    skip('corto:keep', am('vr.agents.act.keepVerses')),
  ],
  resolve(s, ctx, seat, _d, opt) {
    if (opt.key !== 'corto:refresh') return;
    refreshDisplay(s);
    ctx.event(am('vr.agents.act.refreshes', { who: seatLabel(seat), agent: AGENTS.corto!.name }));
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
          label: clipLabel(
            owner === seat
              ? am('vr.agents.act.moveYourServer', { borough: bname(to) })
              : am('vr.agents.act.moveTheirServer', { who: seatLabel(owner), borough: bname(to) }),
          ),
          value: { owner, to },
        });
      }
    }
  }
  return out;
}

const ivanPick: PickStep<'ivan'> = {
  options: (s, seat) => [...ivanMoves(s, seat), skip('ivan:none', am('vr.agents.act.leaveServer'))],
  resolve(s, ctx, _seat, _d, opt) {
    if (opt.key === 'ivan:none') return;
    const { owner, to } = opt.value as { owner: number; to: number };
    const from = directorBorough(s);
    const x = boroughState(s, from);
    x.servers.splice(x.servers.indexOf(owner), 1);
    boroughState(s, to).servers.push(owner);
    ctx.event(
      am('vr.agents.act.serverMoves', {
        who: seatLabel(owner),
        from: borough(from),
        to: borough(to),
        agent: AGENTS.ivan!.name,
      }),
    );
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
      label: am('vr.agents.act.steal', { who: seatLabel(o) }),
      value: o,
    })),
  resolve(s, ctx, seat, _d, opt) {
    const o = opt.value as number;
    if (loseImmunity(s, ctx, o, 1))
      gainImmunity(s, ctx, seat, 1, am('vr.agents.act.stolenBy', { who: seatLabel(o), agent: AGENTS.morel!.name }));
  },
};

// --- Dina: may give 1 Corruption card of your choice to another player. ---

const dinaCardPick: PickStep<'dinaCard'> = {
  options: (s, seat) => [
    ...cardOptions(s.p[seat]!.corruption, am('vr.agents.act.giveAway'), 'dina'),
    skip('dina:none', am('vr.agents.act.giveNone')),
  ],
  resolve(s, _ctx, seat, d, opt) {
    if (opt.key === 'dina:none') return;
    pick(s, seat, 'dinaTo', { card: opt.value as string, source: d.source });
  },
};

const dinaToPick: PickStep<'dinaTo'> = {
  options: (s, seat) =>
    others(s, seat).map((o) => ({
      key: `dinato:${o}`,
      kind: 'player',
      label: am('vr.agents.act.giveTo', { who: seatLabel(o) }),
      value: o,
    })),
  resolve(s, ctx, seat, d, opt) {
    const o = opt.value as number;
    const card = d.card;
    const why = d.source;
    if (!moveCorruption(s, seat, o, card)) return;
    ctx.privately(seat, am('vr.agents.act.youGive', { who: seatLabel(o), card: corruptionText(card), why }));
    ctx.privately(o, am('vr.agents.act.givesYou', { who: seatLabel(seat), card: corruptionText(card), why }));
    ctx.event(am('vr.agents.act.gives', { who: seatLabel(seat), to: seatLabel(o), why }));
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
              label: clipLabel(
                am('vr.agents.act.take', {
                  agent: AGENTS[x.agent]!.name,
                  n: i + 1,
                  borough: m('vr.borough.named', { name: boroughName(x.borough!) }),
                }),
              ),
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
      label: clipLabel(am('vr.agents.act.send', { agent: AGENTS[x.id]!.name })),
      detail: am(x.turned ? 'vr.agents.act.turned' : 'vr.agents.act.upright'),
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
      am('vr.agents.act.swaps', {
        who: seatLabel(seat),
        old: AGENTS[space.agent]!.name,
        agent: AGENTS[incoming]!.name,
        source: AGENTS.stilson!.name,
      }),
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
