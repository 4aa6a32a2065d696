import type { FlowContext } from '../../engine/events.ts';
import type { Choice, DataOf, PendingFor } from '../../engine/flow.ts';
import { listToken, localize } from '../../engine/messages.ts';
import type { Standings } from '../../engine/types.ts';
import { cardOptions, playCard } from './cards.ts';
import { ANOMALIES, CHARACTER_CARDS, SOLO_ZERO, TENSION_TRACK } from './data/index.ts';
import { ask, type HackFlow, type Opt, queue, type StepRun } from './flow.ts';
import { cardName, checkEnd, describeIcons } from './icons.ts';
import { m } from './messages.ts';
import { programOptions, readyPrograms, runProgram } from './powers.ts';
import { registerSetupDecks } from './setupDecks.ts';
import type { HackState } from './state.ts';

/**
 * Waves (Scenario 1). Draw: in character order each player publicly splits the Tension level
 * between the Character deck and the Anomaly deck ('draw'); the faces stay face down in `drawn`
 * until everyone has drawn, then every owner sees theirs at once ('reveal'). With no Character
 * card left only Anomalies can be drawn. The last turn (the Anomaly deck cannot fill every draw
 * the Character decks leave short): the group decides who draws the remaining Anomaly cards
 * ('lastDraw', one card at a time, any player may answer), then each draws the rest from their
 * Character deck.
 * Play: in character order, 1 or 2 cards per turn until every hand is empty, a player with an
 * empty hand is skipped; after one card the player may end the turn; DrPower's programs are free
 * actions, one per turn, and DrPower's turn stays open after the cards while one could run (End
 * turn then), and comes round with an empty hand while a program could run and another player
 * still holds cards; a player may share a card's icons without their numbers (communication rules). Solo:
 * Solo Zero cards go to the Enemy Discard as the Play phase starts; a Solo Virus must be played
 * first: Enemy Discard, then the top Anomaly card of the deck resolves at once (its player
 * chooses top or bottom; designed: the Solo Virus counts as the card played, the Anomaly it
 * brings out does not; a Solo Virus on top of the deck goes to the Enemy Discard and the next
 * card resolves instead).
 * Finish: Anomaly deck empty → the game ends and Scenario 1's victory is checked; else a new wave.
 * After every card (and program) the 'check' step calls the loss conditions.
 */

export { cardName } from './icons.ts';
export const isSoloZero = (id: string): boolean => SOLO_ZERO.some((z) => z.id === id);
export const isSoloVirus = (id: string): boolean => ANOMALIES[id]?.set === 'soloVirus';
const seatOf = (seat: number): string => `{seat:${seat}}`;

/** Cards each player draws now (the red cube's box on the Tension track). */
export const drawCount = (s: HackState): number => TENSION_TRACK[Math.min(s.tension, TENSION_TRACK.length - 1)]!;

/** How many cards `seat` draws now: the Tension level, or what the two decks still hold. */
const drawTotal = (s: HackState, seat: number): number =>
  Math.min(drawCount(s), s.p[seat]!.deck.length + s.anomalyDeck.length);

/** Asks the next player in character order (from position `i`) who can draw; none left: reveal. */
function askDraw(s: HackState, i: number): void {
  for (let j = i; j < s.order.length; j++) {
    if (drawTotal(s, s.order[j]!) > 0) {
      ask(s, 'draw', [s.order[j]!], { i: j });
      return;
    }
  }
  queue(s, [{ k: 'reveal' }]);
}

function drawOptions(s: HackState, seat: number): Opt[] {
  const p = s.p[seat]!;
  const t = drawCount(s);
  const total = drawTotal(s, seat);
  const out: Opt[] = [];
  const decks = { c: p.deck.length, a: s.anomalyDeck.length };
  for (let k = Math.max(0, total - s.anomalyDeck.length); k <= Math.min(total, p.deck.length); k++) {
    out.push({
      key: `draw:${k}`,
      kind: 'draw',
      label: m('hack.choice.draw', { k, a: total - k }),
      // Within Discord's 100 characters, the shortfall note included.
      detail: total < t ? m('hack.choice.draw.short', { ...decks, total, t }) : m('hack.choice.draw.detail', decks),
      value: k,
    });
  }
  return out;
}

function resolveDraw(s: HackState, ctx: FlowContext, i: number, seat: number, k: number): void {
  const p = s.p[seat]!;
  const n = drawTotal(s, seat) - k;
  p.drawn.push(...p.deck.splice(0, k), ...s.anomalyDeck.splice(0, n));
  p.split = { character: k, anomaly: n };
  ctx.event(m('hack.event.draw', { who: seatOf(seat), k, m: n }));
  askDraw(s, i + 1);
}

function startWave(s: HackState, ctx: FlowContext): void {
  if (s.over) return;
  s.wave += 1;
  s.phase = 'draw';
  s.turn = null;
  for (const p of s.p) p.split = null;
  ctx.event(m('hack.event.wave', { w: s.wave, t: drawCount(s) }));
  // The last turn: the Anomaly deck cannot fill every draw that the Character decks leave short.
  const short = s.order.reduce((n, seat) => n + Math.max(0, drawCount(s) - s.p[seat]!.deck.length), 0);
  if (short > s.anomalyDeck.length)
    return lastTurn(
      s,
      ctx,
      s.order.map(() => 0),
    );
  askDraw(s, 0);
}

// ---------------------------------------------------------------------------------------------
// The last turn: "discuss with your group and decide who will draw the remaining Anomaly card"

/** `given[i]`: the remaining Anomaly cards handed to the player at `s.order[i]` so far. */
type Given = number[];

/** Positions in character order that may still take an Anomaly card (fewer than the Tension level so far). */
const roomFor = (s: HackState, given: Given): number[] =>
  s.order.map((_seat, i) => i).filter((i) => given[i]! < drawCount(s));

/** Cards `order[i]` would be short of the Tension level with what it has been handed. */
const shortOf = (s: HackState, given: Given, i: number): number =>
  Math.max(0, drawCount(s) - given[i]! - s.p[s.order[i]!]!.deck.length);

/**
 * The group hands out the remaining Anomaly cards one at a time: every player who could take one
 * is asked at once (a group decision: the first answer counts, from any of them, for themself or
 * another); a card only one player can take, or cards that exactly fill what room is left, go
 * without asking. Then every player draws the rest of the Tension level from their Character deck.
 */
function lastTurn(s: HackState, ctx: FlowContext, given: Given): void {
  let left = s.anomalyDeck.length - given.reduce((a, b) => a + b, 0);
  for (;;) {
    const room = roomFor(s, given);
    if (left <= 0 || room.length === 0) break;
    const space = room.reduce((n, i) => n + drawCount(s) - given[i]!, 0);
    if (room.length > 1 && space > left) {
      ask(
        s,
        'lastDraw',
        room.map((i) => s.order[i]!),
        { given, left },
      );
      return;
    }
    // No choice: one player takes them all, or every room is filled.
    for (const i of room) {
      const k = Math.min(left, drawCount(s) - given[i]!);
      given[i]! += k;
      left -= k;
    }
  }
  const parts: string[] = [];
  s.order.forEach((seat, i) => {
    const p = s.p[seat]!;
    const n = given[i]!;
    const k = Math.min(drawCount(s) - n, p.deck.length);
    p.drawn.push(...p.deck.splice(0, k), ...s.anomalyDeck.splice(0, n));
    p.split = { character: k, anomaly: n };
    parts.push(m('hack.event.lastTurn.part', { who: seatOf(seat), k, m: n }));
  });
  ctx.event(m('hack.event.lastTurn', { parts: listToken(parts) }));
  queue(s, [{ k: 'reveal' }]);
}

function lastDrawOptions(s: HackState, data: DataOf<HackState, 'lastDraw'>, asker: number): Opt[] {
  const { given, left } = data;
  const n = given.reduce((a, b) => a + b, 0);
  return roomFor(s, given).map((i) => {
    const seat = s.order[i]!;
    const short = shortOf(s, given, i);
    return {
      // The count handed out so far is in the key: a button left from an earlier card is stale.
      key: `last:${n}:${seat}`,
      kind: 'lastdraw',
      // Short enough for a button with a long name (80 characters).
      label:
        seat === asker
          ? m('hack.choice.lastDraw.me', { left })
          : m('hack.choice.lastDraw.other', { who: seatOf(seat), left }),
      detail: m('hack.choice.lastDraw.detail', {
        who: seatOf(seat),
        deck: s.p[seat]!.deck.length,
        given: given[i]!,
        short,
        t: drawCount(s),
      }),
      style: seat === asker ? 'primary' : 'secondary',
      value: i,
    };
  });
}

function resolveLastDraw(
  s: HackState,
  ctx: FlowContext,
  p: PendingFor<HackState, 'lastDraw'>,
  seat: number,
  c: Choice,
): void {
  const given = [...p.data.given];
  const i = c.value as number;
  given[i]! += 1;
  // Answered for the group: nobody else is awaited on this card.
  p.seats = [];
  const to = s.order[i]!;
  ctx.event(
    to === seat
      ? m('hack.event.lastDraw.take', { who: seatOf(seat) })
      : m('hack.event.lastDraw.give', { who: seatOf(seat), to: seatOf(to) }),
  );
  lastTurn(s, ctx, given);
}

/** Everyone has drawn: each owner looks at their cards at once. */
function reveal(s: HackState, ctx: FlowContext): void {
  for (const seat of s.order) {
    const p = s.p[seat]!;
    if (p.drawn.length === 0) continue;
    const got = p.drawn;
    p.hand.push(...got);
    p.drawn = [];
    ctx.privately(seat, m('hack.event.drew', { cards: got.map(cardName).join(', ') }));
  }
  ctx.event(m('hack.event.allDrawn'));
  queue(s, [{ k: 'startPlay' }]);
}

function startPlay(s: HackState, ctx: FlowContext): void {
  if (s.over) return;
  s.phase = 'play';
  for (const seat of s.order) {
    const p = s.p[seat]!;
    const zeros = p.hand.filter(isSoloZero);
    if (zeros.length === 0) continue;
    p.hand = p.hand.filter((id) => !isSoloZero(id));
    s.enemyDiscard.push(...zeros);
    ctx.event(m('hack.event.soloZero', { who: seatOf(seat), cards: zeros.map(cardName).join(', ') }));
  }
  ctx.event(m('hack.event.play', { w: s.wave }));
  queue(s, [{ k: 'nextTurn', data: {} }]);
}

/**
 * Whether `seat` takes a Play turn now: cards in hand, or (DrPower) an empty hand with a program
 * that could run while another player still holds cards (the phase ends once every hand is empty).
 */
function takesTurn(s: HackState, seat: number): boolean {
  if (s.p[seat]!.hand.length > 0) return true;
  return readyPrograms(s, seat).length > 0 && s.order.some((o) => o !== seat && s.p[o]!.hand.length > 0);
}

/** The next player in character order after `after` (none: the first) who takes a turn; none: Finish. */
const nextTurn: StepRun<'nextTurn'> = (s, step, ctx) => {
  if (s.over) return;
  const after = step.data.after;
  const from = after === undefined ? 0 : s.order.indexOf(after) + 1;
  for (let j = 0; j < s.order.length; j++) {
    const seat = s.order[(from + j) % s.order.length]!;
    if (takesTurn(s, seat)) {
      s.turn = { seat, played: 0 };
      ctx.event(
        s.p[seat]!.hand.length > 0
          ? m('hack.event.turn', { who: seatOf(seat) })
          : m('hack.event.turnProgram', { who: seatOf(seat) }),
      );
      return;
    }
  }
  s.turn = null;
  queue(s, [{ k: 'endWave' }]);
};

function endWave(s: HackState, ctx: FlowContext): void {
  if (s.over) return finish(s, ctx);
  checkEnd(s, ctx);
  if (s.over) return finish(s, ctx);
  if (s.anomalyDeck.length > 0) {
    queue(s, [{ k: 'startWave' }]);
    return;
  }
  s.over = true;
  s.result = { won: true, reason: m('hack.won') };
  finish(s, ctx);
}

/** The game is over: no turn, nothing left to run. A loss was announced by `checkEnd` already. */
function finish(s: HackState, ctx: FlowContext): void {
  s.phase = 'over';
  s.turn = null;
  s.queue = [];
  if (s.result?.won) ctx.event(m('hack.event.victory', { reason: s.result.reason }));
}

/**
 * After every card or program: the loss conditions; a turn with 2 cards played or an empty hand
 * ends, unless DrPower can still run this turn's program (then the turn waits for it or End turn).
 */
function check(s: HackState, ctx: FlowContext): void {
  if (s.over) return finish(s, ctx);
  checkEnd(s, ctx);
  if (s.over) return finish(s, ctx);
  const t = s.turn;
  if (s.phase !== 'play' || !t) return;
  if (t.played < 2 && s.p[t.seat]!.hand.length > 0) return;
  if (!t.program && readyPrograms(s, t.seat).length > 0) return;
  queue(s, [{ k: 'nextTurn', data: { after: t.seat } }]);
}

function shareOption(card: string): Opt {
  const c = CHARACTER_CARDS[card] ?? ANOMALIES[card];
  const what = m(CHARACTER_CARDS[card] ? 'hack.aCharacterCard' : 'hack.anAnomalyCard');
  // The detail quotes what the channel will read; the "no numbers" preface goes first when it fits, so a
  // long card's icons are never cut off mid-list (the detail is at most 100 characters, in every language).
  const posted = c
    ? m('hack.share.posted', { what, top: describeIcons(c.top, false), bottom: describeIcons(c.bottom, false) })
    : m('hack.share.noIcons', { what });
  const detail = m('hack.share.detail', { posted });
  // Each language takes the longest of the three that fits in 100 characters.
  const fit = (locale: 'en' | 'fr'): string =>
    [detail, posted].find((t) => localize(t, locale).length <= 100) ?? m('hack.share.short');
  return {
    key: `share:${card}`,
    kind: 'share',
    label: m('hack.choice.share', { card: cardName(card) }),
    detail: m('hack.share.fit', { en: fit('en'), fr: fit('fr') }),
    style: 'secondary',
    value: card,
  };
}

function turnOptions(s: HackState, seat: number): Opt[] {
  const t = s.turn;
  if (!t || t.seat !== seat || s.phase !== 'play') return [];
  const hand = s.p[seat]!.hand;
  const out: Opt[] = [];
  const virus = hand.filter(isSoloVirus);
  if (t.played < 2) {
    if (virus.length > 0) {
      for (const v of virus) {
        out.push({
          key: `virus:${v}`,
          kind: 'play',
          label: m('hack.choice.virus', { card: cardName(v) }),
          detail: m('hack.choice.virus.detail'),
          style: 'danger',
          value: v,
        });
      }
    } else {
      for (const card of hand) out.push(...cardOptions(s, seat, card));
    }
  }
  for (const card of hand) out.push(shareOption(card));
  if (t.played >= 1 || hand.length === 0) {
    // DrPower's turn held open for a program after the cards: ending it spends nothing.
    const done = t.played >= 2 || hand.length === 0;
    const detail = done
      ? m('hack.choice.end.program', { load: s.p[seat]!.load })
      : m('hack.choice.end.left', { n: hand.length });
    out.push({ key: 'end', kind: 'end', label: m('hack.choice.end'), detail, style: 'secondary' });
  }
  return out;
}

/** A Solo Virus: Enemy Discard, then the top Anomaly card resolves at once (its player picks the option). */
function playVirus(s: HackState, ctx: FlowContext, seat: number, v: string): void {
  const p = s.p[seat]!;
  p.hand.splice(p.hand.indexOf(v), 1);
  s.enemyDiscard.push(v);
  ctx.event(m('hack.event.virus', { who: seatOf(seat), card: cardName(v) }));
  while (s.anomalyDeck.length > 0 && isSoloVirus(s.anomalyDeck[0]!)) {
    const w = s.anomalyDeck.shift()!;
    s.enemyDiscard.push(w);
    ctx.event(m('hack.event.virusToo', { card: cardName(w) }));
  }
  const top = s.anomalyDeck.shift();
  if (top === undefined) {
    ctx.event(m('hack.event.virusEmpty'));
    queue(s, [{ k: 'check' }]);
    return;
  }
  p.hand.push(top);
  ctx.event(m('hack.event.virusTop', { card: cardName(top) }));
  ask(s, 'option', [seat], { card: top });
}

/** `play:<card>:<top|bottom>` → the card and the option. */
export function parsePlay(key: string): { card: string; option: 'top' | 'bottom' } {
  const cut = key.lastIndexOf(':');
  return { card: key.slice(key.indexOf(':') + 1, cut), option: key.slice(cut + 1) === 'top' ? 'top' : 'bottom' };
}

function play(s: HackState, ctx: FlowContext, seat: number, key: string): void {
  const { card, option } = parsePlay(key);
  // playCard announces the card with its icons once it is placed (an Anomaly waiting for its data block is still
  // in its player's hand, so it is not named before).
  playCard(s, ctx, seat, card, option);
  queue(s, [{ k: 'check' }]);
}

function resolveTurn(s: HackState, ctx: FlowContext, seat: number, c: Choice): void {
  const t = s.turn!;
  const head = c.key.split(':')[0];
  switch (head) {
    case 'play':
      t.played += 1;
      play(s, ctx, seat, c.key);
      return;
    case 'virus':
      t.played += 1;
      playVirus(s, ctx, seat, c.value as string);
      return;
    case 'share': {
      const card = c.value as string;
      const x = CHARACTER_CARDS[card] ?? ANOMALIES[card];
      const what = m(CHARACTER_CARDS[card] ? 'hack.aCharacterCard' : 'hack.anAnomalyCard');
      ctx.event(
        m('hack.event.share', {
          who: seatOf(seat),
          what,
          top: x ? describeIcons(x.top, false) : '?',
          bottom: x ? describeIcons(x.bottom, false) : '?',
        }),
      );
      return;
    }
    case 'end':
      ctx.event(m('hack.event.end', { who: seatOf(seat) }));
      queue(s, [{ k: 'nextTurn', data: { after: seat } }]);
      return;
  }
  throw new Error(`no turn choice ${c.key}`);
}

export function registerWave(flow: HackFlow): void {
  registerSetupDecks(flow);
  flow.defineStep('startWave', (s, _step, ctx) => startWave(s, ctx));
  flow.defineStep('reveal', (s, _step, ctx) => reveal(s, ctx));
  flow.defineStep('startPlay', (s, _step, ctx) => startPlay(s, ctx));
  flow.defineStep('nextTurn', nextTurn);
  flow.defineStep('endWave', (s, _step, ctx) => endWave(s, ctx));
  flow.defineStep('check', (s, _step, ctx) => check(s, ctx));
  flow.defineDecision('draw', {
    options: (s, _p, seat) => drawOptions(s, seat),
    resolve: (s, p, seat, c, _n, ctx) => resolveDraw(s, ctx, p.data.i, seat, c.value as number),
  });
  flow.defineDecision('lastDraw', {
    options: (s, p, seat) => lastDrawOptions(s, p.data, seat),
    resolve: (s, p, seat, c, _n, ctx) => resolveLastDraw(s, ctx, p, seat, c),
  });
  // A Solo Virus's Anomaly: top or bottom, as if played from the hand (the card was put there).
  flow.defineDecision('option', {
    options: (s, p, seat) => cardOptions(s, seat, p.data.card).map((o): Opt => ({ ...o, kind: 'option' })),
    resolve(s, _p, seat, c, _n, ctx) {
      const { card, option } = parsePlay(c.key);
      playCard(s, ctx, seat, card, option);
      queue(s, [{ k: 'check' }]);
    },
  });
  flow.defineTurn({
    seats: (s) => (s.turn && s.phase === 'play' ? [s.turn.seat] : []),
    options: turnOptions,
    resolve: (s, seat, c, _n, ctx) => resolveTurn(s, ctx, seat, c),
  });
  // DrPower's programs: free actions during the DrPower player's Play turn (not a card played).
  flow.defineFreeActions({
    options: (s, seat) => (s.phase === 'play' && s.turn?.seat === seat ? programOptions(s, seat) : []),
    resolve(s, seat, c, _n, ctx) {
      s.turn!.program = true;
      runProgram(s, ctx, seat, c.key.slice(c.key.indexOf(':') + 1));
      queue(s, [{ k: 'check' }]);
    },
  });
}

/**
 * The standings now: the group's position, all of it public. Stopped before the Anomaly deck is
 * played out, the scenario is not complete, so the table has not won (a finished game keeps its result).
 */
export function hackStandings(s: HackState): Standings {
  const cubes = s.alert.filter((r) => r !== null).length;
  const position = m('hack.standings.position', {
    w: s.wave,
    n: s.anomalyDeck.length,
    p: s.purple,
    g: s.grey,
    c: cubes,
  });
  const firewalls = m('hack.standings.firewalls', {
    list: s.p.map((p, seat) => `${seatOf(seat)} ${p.firewall}`).join(', '),
  });
  const verdict = s.result ? s.result.reason : m('hack.standings.notDone');

  return {
    scores: s.p.map(() => null),
    winners: [],
    team: s.result?.won ? 'won' : 'lost',
    summary: [position, firewalls, verdict],
  };
}
