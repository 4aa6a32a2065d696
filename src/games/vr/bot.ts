import { pickBest } from '../../engine/computer.ts';
import type { ComputerChoice, ComputerInput, LegalAction } from '../../engine/types.ts';
import { BOROUGHS, COSTS, DISTRICTS, RAID_THRESHOLD } from './data/index.ts';
import type { VrAction } from './game.ts';
import type { VrView } from './view.ts';

/**
 * Virtual Revolution's greedy computer player. It sees only its seat's view and legal actions
 * (never the state) and scores each choice by what it plainly brings at the end: Boroughs
 * controlled (2 VP each) and Districts completed (a 10 VP Title), Servers (Income, a VP token and
 * the Server track), Verses and Agents, and Eurocredits; it keeps its Corruption hand below the
 * Raid threshold and never throws away what it owns (its tokens, Servers, Verses). The best score
 * wins; ties are broken by the seeded generator. One pass over the legal actions: microseconds.
 */
export function vrGreedy(input: ComputerInput<VrView, VrAction>): ComputerChoice {
  const { legal, rng } = input;
  const scores = legal.map((a) => score(input, a));
  return { key: pickBest(legal, scores, rng).key };
}

type Input = ComputerInput<VrView, VrAction>;

/** The part of a key after its first `n` colon-separated parts ("tok:add:13" -> "13" for n=2). */
const tail = (key: string, n: number): string => key.split(':').slice(n).join(':');

function score(input: Input, a: LegalAction<VrAction>): number {
  const { view: v, seat } = input;
  const me = v.p[seat]!;
  const cards = v.me?.corruption.length ?? me.corruptionCount;
  const k = a.key;
  switch (a.kind) {
    // --- the turn ---
    case 'director':
      return directorScore(v, seat, Number(tail(k, 1)));
    case 'influence':
      if (k === 'inf:add') return addScore(v, seat, v.directorBorough!, cards);
      if (k === 'inf:remove') {
        const here = v.boroughs[v.directorBorough! - 1]!;
        // An opponent's last token frees the Borough (2 VP less for them, maybe their Title).
        return here.owner !== seat && here.count === 1 && cards < RAID_THRESHOLD - 2 ? 6 : -10;
      }
      return 1; // no manoeuvre
    case 'move': {
      const from = v.boroughs[Number(tail(k, 2)) - 1]!;
      const here = v.boroughs[v.directorBorough! - 1]!;
      // A spare token (no card drawn) taking a free Borough; never leave one empty to stack another.
      if (from.count >= 2 && here.owner === null) return 18 + districtGain(v, seat, v.directorBorough!);
      return from.count >= 2 && serverHere(v, seat) && here.count === 0 ? 15 : -5;
    }
    case 'action':
      return actionScore(v, seat, tail(k, 1), cards);
    case 'extra':
      return actionScore(v, seat, k.split(':')[1]!, cards) - 5;
    case 'end':
      // Ending without the Action wastes the turn; after it, end once the free steps are done.
      return v.stage === 'end' ? 2 : -50;
    case 'verseOnline':
      return 100;
    case 'verseTrade':
      return -20;
    case 'title':
      // Denfert Rochereau's +5 with Work when Work is the plan; the others cost more than they give.
      return k === 'title:DR' && v.stage === 'action' && me.money < COSTS.server ? 45 : -5;
    // Collecting from the Recycle Area (a free action), then what each collected lot brings.
    case 'recycle':
      return k.startsWith('rc:') ? recycleScore(k, me.immunity, cards) : 30;
    case 'agentUse':
      return v.stage === 'end' ? 25 : -1;
    case 'agentPromote':
      return -1;
    // --- decisions ---
    case 'done':
      return 1;
    case 'recruit':
      return recruitScore(v, seat, tail(k, 1));
    case 'verse':
      return 10;
    case 'refresh':
      return k === 'corto:refresh' ? 0 : -10;
    case 'donate':
      if (k === 'don-2') return 30;
      if (k === 'don-boost') return 25;
      if (k === 'don-1') return 20;
      // Immunity when the money is there to spare (it softens Raids and Necro attacks).
      if (k === 'don-imm') return me.money >= COSTS.donationImmunity + 6 && me.immunity < 2 ? 8 : -1;
      return 0;
    case 'card':
      return cardScore(k);
    case 'boost':
      return k.includes('work-money') ? 10 : k.includes('server-income') ? 9 : k.startsWith('nl:') ? 10 : 5;
    case 'immunity':
      // A Necro attack: spend Immunity only from a comfortable pile.
      return k === 'necro:none' ? 5 : me.immunity >= 5 && k === 'necro:ignore3' ? 6 : 0;
    case 'borough': {
      // A Necro loss: a token from the Borough with the most of them.
      const b = v.boroughs[Number(tail(k, 2)) - 1];
      return b && b.count >= 2 ? 25 : 4;
    }
    case 'agent':
      return k.startsWith('nl:') ? 3 : 5;
    case 'server':
      return 1;
    case 'ignore':
      return me.immunity > 0 ? 20 + harm(k) : 0;
    case 'suffer':
      return 10 - harm(k);
    case 'target': {
      const b = v.boroughs[Number(tail(k, 2)) - 1];
      return b && b.count >= 2 ? 20 : 5;
    }
    case 'order':
      return 5 - Number(tail(k, 1));
    case 'objective':
      return Number(/(\d+) VP\s*$/.exec(a.label)?.[1] ?? 0);
    case 'fate':
      return k === 'fate:boost' ? 10 : 5;
    case 'add':
      return 20;
    case 'remove':
      return 10;
    case 'promotion':
      return k === 'promo:use' ? 10 : 5;
    case 'skip':
      return 3;
    default:
      return 5;
  }
}

/** Would a token in Borough `b` complete a District for `seat` (a Title), or bring it closer? */
function districtGain(v: VrView, seat: number, b: number): number {
  const d = DISTRICTS[BOROUGHS[b]!.district]!;
  const held = (x: number) => {
    const s = v.boroughs[x - 1]!;
    return (s.owner === seat && s.count > 0) || s.servers.includes(seat);
  };
  const others = d.boroughs.filter((x) => x !== b);
  const mine = others.filter(held).length;
  if (mine === others.length && v.titles[d.id] !== seat) return 25;
  return 3 * mine;
}

const controlsHere = (v: VrView, seat: number, b: number): boolean => {
  const s = v.boroughs[b - 1]!;
  return (s.owner === seat && s.count > 0) || s.servers.includes(seat);
};

/** Could `seat` build a Server in Borough `b` this turn (with a token added first if needed)? */
function serverPossible(v: VrView, seat: number, b: number): boolean {
  const me = v.p[seat]!;
  const x = v.boroughs[b - 1]!;
  if (me.money < COSTS.server || me.serverSupply <= 0) return false;
  if (x.servers.length > 0) return false;
  const hasToken = x.owner === seat && x.count > 0;
  const canAdd = me.reserve > 0 && (x.owner === null || x.owner === seat);
  if (!hasToken && !canAdd) return false;
  return !DISTRICTS[BOROUGHS[b]!.district]!.boroughs.some((o) => v.boroughs[o - 1]!.servers.includes(seat));
}

const serverHere = (v: VrView, seat: number): boolean =>
  v.directorBorough !== null && serverPossible(v, seat, v.directorBorough);

function directorScore(v: VrView, seat: number, b: number): number {
  const me = v.p[seat]!;
  const x = v.boroughs[b - 1]!;
  let n = 0;
  if (serverPossible(v, seat, b)) n += 30;
  const free = x.owner === null && !x.servers.includes(seat);
  if (free && me.reserve > 0) n += 12 + districtGain(v, seat, b);
  else if (x.owner === seat) n += 1;
  return n;
}

function addScore(v: VrView, seat: number, b: number, cards: number): number {
  const x = v.boroughs[b - 1]!;
  const heavy = cards >= RAID_THRESHOLD - 1 ? -6 : 0;
  // A Server needs a token of the builder's in its Borough.
  if (x.count === 0 && serverPossible(v, seat, b)) return 25 + districtGain(v, seat, b);
  if (x.owner === null && !controlsHere(v, seat, b)) return 20 + districtGain(v, seat, b) + heavy;
  if (x.owner === null) return 3 + heavy;
  return (x.count === 1 ? 3 : -2) + heavy;
}

function actionScore(v: VrView, seat: number, action: string, cards: number): number {
  const me = v.p[seat]!;
  switch (action) {
    case 'server':
      return 60;
    case 'donation':
      return cards >= RAID_THRESHOLD - 1 ? 45 : cards >= RAID_THRESHOLD - 2 ? 22 : -2;
    case 'verse':
      return me.verses.length < 4 ? 26 : 12;
    case 'recruit':
      return me.onDuty.length < 3 ? 20 : 0;
    case 'work':
      return 15;
    default:
      return 0;
  }
}

function recruitScore(v: VrView, seat: number, id: string): number {
  const me = v.p[seat]!;
  const owned = new Set([...me.onDuty.map((a) => a.type), ...me.retired.map((a) => a.type)]);
  const agent = v.agentSpaces.find((s) => s.agent?.id === id)?.agent;
  if (!agent) return 5;
  return 5 + (owned.has(agent.type) ? 0 : 5) + agent.level;
}

/** Collecting from the Recycle Area: Immunity from three, a random discard when the hand is heavy, else money. */
function recycleScore(k: string, immunity: number, cards: number): number {
  switch (k) {
    case 'rc:immunity':
      return immunity < 3 ? 12 : 4;
    case 'rc:discard':
      return cards >= 3 ? 14 : 3;
    case 'rc:money':
      return 6;
    case 'rc:peek':
      return 0;
    case 'rc:done':
      return 1;
    default:
      return 2;
  }
}

/** How bad a Corruption card is to suffer (by its id's effect). */
function harm(k: string): number {
  if (k.includes('remove-server')) return 8;
  if (k.includes('remove-influence')) return 6;
  if (k.includes('discard-verse')) return 5;
  if (k.includes('discard-boost')) return 3;
  if (k.includes('lose-immunity')) return 1;
  return 2;
}

/** A card to give, keep or discard: get rid of the most harmful. */
function cardScore(k: string): number {
  // A Necro loss paid with a Corruption card costs nothing worth keeping.
  if (k.startsWith('nl:card:')) return 40 + harm(k);
  if (k.startsWith('ctake:')) return 5 - harm(k);
  return 5 + harm(k);
}
