import type { FlowContext } from '../../engine/events.ts';
import { listToken } from '../../engine/messages.ts';
import { atTurnStart, extraCardActions } from './assetHooks.ts';
import { enterCapital, enterOptions, exitCapital, exitOptions, fleeTargets, inCapital } from './capital.ts';
import { type Playable, playableCards, playCard } from './cards.ts';
import { contactOption, registerContact, retrieveOptions, takeContact, takeRetrieval } from './contact.ts';
import { PHASE_SPACES, POLITICIANS, ROUNDS, SCORING_ROUNDS, SHADOW_SPACES } from './data/index.ts';
import { cardName, politicianName, politicianText } from './data/messages.ts';
import { ask, type Choice, type IspyFlow, type Opt, queue, type StepRun } from './flow.ts';
import { capitalName, isVacant, neighbours, region, regionName, START_REGIONS } from './graph.ts';
import { m, seatOf } from './messages.ts';
import { enter, gainTickets, self, tag } from './movement.ts';
import { type IspyState, newTurn, type Step } from './state.ts';

/**
 * Rounds and turns. 14 rounds; the Initiative holder starts each round and the others follow
 * clockwise (seat order); In The Wind moves the Initiative Card at once, but the round under way
 * keeps its order (every spy still takes exactly one turn), and the next round starts with the
 * new holder. Round 1 opens with each spy marking a different "In the shadows" Politician, in turn
 * order; each spy deploys on a vacant Start Region at the start of their first turn.
 *
 * A turn: (1) started in a Capital Region: flee, free, to a connected Outlet (vacant if any; when
 * all are occupied, the occupant of the chosen one is Tagged and relocated); (2) the parts, each a
 * separate choice in any order: 2 Card Actions (then Assets' extra ones), Tickets spent route by
 * route, one Capital visit (enter, later exit), a Contact or a Retrieval Action, Private Line's
 * Tag option; (3) end: the Agenda goes to the Records, a Retrieved card back to hand, unspent
 * Tickets are lost. 'end' is offered once the 2 Card Actions are done (or no card in hand can be
 * played: the hand is then shown to the table) and the Contact or Retrieval Action is done.
 */

export { cardName };

/** Whose turn is next this round: clockwise from the spy who started it. */
export const turnSeat = (s: IspyState): number => (s.roundStart + s.turnsPlayed) % s.players;

const startRound: StepRun<'startRound'> = (s, step, ctx) => {
  const next = step.data.round;
  if (next !== undefined) s.round = next;
  s.roundStart = s.initiative;
  s.turnsPlayed = 0;
  ctx.event(m('spy.ev.round', { round: s.round, rounds: ROUNDS, who: seatOf(s.initiative) }));
  if (s.round === 1 && next === undefined) ask(s, 'shadow', [s.roundStart], { i: 0 });
  queue(s, [{ k: 'startTurn' }]);
};

function startTurn(s: IspyState, ctx: FlowContext): void {
  const seat = turnSeat(s);
  const at = s.spies[seat]!.region;
  const stage = at === null ? 'deploy' : region(at).kind === 'capital' ? 'flee' : 'main';
  s.turn = newTurn(seat, stage);
  ctx.event(m('spy.ev.turn', { who: seatOf(seat), round: s.round }));
  if (stage === 'main') atTurnStart(s, ctx, seat);
}

function endTurn(s: IspyState, ctx: FlowContext): void {
  const t = s.turn!;
  const spy = s.spies[t.seat]!;
  const back = spy.records.filter((r) => r.rotated).map((r) => r.card);
  spy.records = spy.records.filter((r) => !r.rotated);
  spy.hand.push(...back);
  spy.records.push(...spy.agenda.map((card) => ({ card, rotated: false })));
  const moved = spy.agenda.map(cardName);
  spy.agenda = [];
  if (t.tickets > 0) ctx.event(m('spy.ev.unspent', { who: seatOf(t.seat), n: t.tickets }));
  ctx.event(
    m('spy.ev.endTurn', {
      who: seatOf(t.seat),
      moved: moved.length ? m('spy.ev.endTurn.moved', { cards: listToken(moved) }) : '',
      back: back.length ? m('spy.ev.endTurn.back', { cards: listToken(back.map(cardName)) }) : '',
    }),
  );
  s.turn = null;
  s.turnsPlayed += 1;
  queue(s, [{ k: s.turnsPlayed < s.players ? 'startTurn' : 'endRound' }]);
}

/** After the last turn of a round: the Scoring Phase (rounds 3, 6, 9, 12, 14), Clean-up or the end sequence, then the next round. */
export function endRound(s: IspyState): void {
  const phase = SCORING_ROUNDS.indexOf(s.round);
  const steps: Step[] = [];
  if (phase >= 0) {
    steps.push({ k: 'scoreRecords' });
    for (const space of PHASE_SPACES[phase]!) steps.push({ k: 'revealPolitician', data: { space } });
    steps.push({ k: 'awardPower' });
    if (s.round < ROUNDS) steps.push({ k: 'cleanUp' });
  }
  if (s.round < ROUNDS) steps.push({ k: 'startRound', data: { round: s.round + 1 } });
  else {
    if (s.options.finalReport) steps.push({ k: 'finalReport' });
    steps.push({ k: 'applyAssets', data: {} }, { k: 'revealAlignments' });
  }
  queue(s, steps);
}

/** The Normal Route moves `actor` can make now: vacant neighbours (none from a Capital Region). */
export function routeTargets(s: IspyState, actor: number): string[] {
  const at = s.spies[actor]!.region;
  if (!at || region(at).kind === 'capital') return [];
  return neighbours(at).filter((r) => isVacant(s, r));
}

function moveChoice(s: IspyState, r: string, left: number): Opt {
  const cache = s.caches.includes(r) ? m('spy.opt.move.cache') : '';
  return {
    key: `move:${r}`,
    kind: 'move',
    label: m('spy.opt.move', { region: regionName(r) }),
    detail: m('spy.opt.move.detail', { n: left - 1, cache }),
    value: r,
  };
}

function cardChoices(playable: readonly Playable[], kind: 'play' | 'extra'): Opt[] {
  return playable.map((p) => ({
    key: `${kind}:${p.card}`,
    kind,
    label: m(kind === 'extra' ? 'spy.opt.extra' : 'spy.opt.play', { card: cardName(p.card) }),
    detail: p.detail,
    style: 'primary' as const,
    value: p.card,
  }));
}

function mainOptions(s: IspyState, seat: number): Opt[] {
  const t = s.turn!;
  const out: Opt[] = [];
  // Asked once: whether any card can be played also decides whether the turn may end short of 2.
  const wantCards = t.played < 2 || t.extraUsed < extraCardActions(s, seat);
  const playable = wantCards ? playableCards(s, self(seat), s.spies[seat]!.hand) : [];
  out.push(...cardChoices(playable, t.played < 2 ? 'play' : 'extra'));
  if (t.tickets > 0) for (const r of routeTargets(s, seat)) out.push(moveChoice(s, r, t.tickets));
  out.push(...enterOptions(s, seat), ...exitOptions(s, seat));
  out.push(...contactOption(s, seat), ...retrieveOptions(s, seat, cardName));
  if (t.privateTag === 'open')
    out.push({
      key: 'privatetag',
      kind: 'privateTag',
      label: m('spy.opt.privateTag'),
      detail: m('spy.opt.privateTag.detail'),
      style: 'danger',
    });
  const cardsDone = t.played >= 2 || playable.length === 0;
  if (cardsDone && t.third !== null) {
    const [a, b] = [
      t.tickets > 0 ? m('spy.opt.end.lost', { n: t.tickets }) : '',
      t.played < 2 ? m('spy.opt.end.shown') : '',
    ].filter(Boolean);
    const more =
      a === undefined ? '' : b === undefined ? m('spy.opt.end.more1', { a }) : m('spy.opt.end.more2', { a, b });
    out.push({
      key: 'end',
      kind: 'end',
      label: m('spy.opt.end'),
      detail: m('spy.opt.end.detail', { more }),
      style: 'secondary',
    });
  }
  return out;
}

function turnOptions(s: IspyState, seat: number): Opt[] {
  const t = s.turn;
  if (!t || t.seat !== seat) return [];
  if (t.stage === 'deploy') {
    return START_REGIONS.filter((r) => isVacant(s, r)).map((r) => ({
      key: `deploy:${r}`,
      kind: 'deploy',
      label: m('spy.opt.deploy', { region: regionName(r) }),
      detail: m('spy.opt.deploy.detail'),
      value: r,
    }));
  }
  if (t.stage === 'flee') {
    const c = inCapital(s, seat)!;
    return fleeTargets(s, c).map((o) => ({
      key: `flee:${o}`,
      kind: 'flee',
      label: m('spy.opt.flee', { capital: capitalName(c), region: regionName(o) }),
      detail: m(isVacant(s, o) ? 'spy.opt.flee.vacant' : 'spy.opt.flee.occupied'),
      value: o,
    }));
  }
  return mainOptions(s, seat);
}

function play(s: IspyState, ctx: FlowContext, seat: number, card: string, extra: boolean): void {
  const t = s.turn!;
  const spy = s.spies[seat]!;
  spy.hand.splice(spy.hand.indexOf(card), 1);
  spy.agenda.push(card);
  if (extra) t.extraUsed += 1;
  else t.played += 1;
  ctx.event(m(extra ? 'spy.ev.playExtra' : 'spy.ev.play', { who: seatOf(seat), card: cardName(card) }));
  playCard(s, ctx, self(seat), card, seat);
}

function resolveTurn(s: IspyState, ctx: FlowContext, seat: number, c: Choice): void {
  const t = s.turn!;
  const [head] = c.key.split(':');
  switch (head) {
    case 'deploy':
      ctx.event(m('spy.ev.deploy', { who: seatOf(seat), region: regionName(c.value as string) }));
      enter(s, ctx, seat, c.value as string, seat);
      t.stage = 'main';
      atTurnStart(s, ctx, seat);
      return;
    case 'flee':
      ctx.event(
        m('spy.ev.flee', {
          who: seatOf(seat),
          capital: capitalName(inCapital(s, seat)!),
          region: regionName(c.value as string),
        }),
      );
      enter(s, ctx, seat, c.value as string, seat);
      t.stage = 'main';
      atTurnStart(s, ctx, seat);
      return;
    case 'play':
    case 'extra':
      play(s, ctx, seat, c.value as string, head === 'extra');
      return;
    case 'move':
      t.tickets -= 1;
      ctx.event(m('spy.ev.move', { who: seatOf(seat), region: regionName(c.value as string), n: t.tickets }));
      enter(s, ctx, seat, c.value as string, seat);
      return;
    case 'enter':
      enterCapital(s, ctx, seat, c.value as string);
      return;
    case 'exit':
      exitCapital(s, ctx, seat, c.value as string);
      return;
    case 'contact':
      takeContact(s, ctx, seat);
      return;
    case 'retrieve':
      takeRetrieval(s, ctx, seat, c.key === 'retrieve:none' ? null : (c.value as string), cardName);
      return;
    case 'privatetag':
      t.privateTag = 'used';
      tag(s, ctx, seat, 1);
      gainTickets(s, ctx, self(seat), 2);
      return;
    case 'end':
      if (t.played < 2) {
        t.revealed = true;
        const hand = s.spies[seat]!.hand.map(cardName);
        ctx.event(
          m('spy.ev.showHand', {
            who: seatOf(seat),
            n: t.played,
            hand: hand.length ? hand.join(', ') : m('spy.empty'),
          }),
        );
      }
      queue(s, [{ k: 'endTurn' }]);
      return;
  }
}

export function registerTurn(flow: IspyFlow): void {
  flow.defineStep('startRound', startRound);
  flow.defineStep('startTurn', (s, _step, ctx) => startTurn(s, ctx));
  flow.defineStep('endTurn', (s, _step, ctx) => endTurn(s, ctx));
  flow.defineStep('endRound', endRound);
  flow.defineTurn({
    seats: (s) => (s.turn ? [s.turn.seat] : []),
    options: turnOptions,
    resolve: (s, seat, c, _n, ctx) => resolveTurn(s, ctx, seat, c),
  });
  registerContact(flow);

  // Game start: each spy in turn order marks a different "In the shadows" Politician (it counts against their 21 tokens).
  flow.defineDecision('shadow', {
    options(s): Opt[] {
      return SHADOW_SPACES.filter((i) => s.spaces[i]!.tile !== null && s.spaces[i]!.tokens.length === 0).map((i) => ({
        key: `shadow:${i}`,
        kind: 'shadow',
        label: m('spy.opt.shadow', { n: i - SHADOW_SPACES[0]! + 1 }),
        detail: m('spy.opt.shadow.detail'),
        value: i,
      }));
    },
    resolve(s, p, seat, c, _n, ctx) {
      const i = c.value as number;
      const tile = s.spaces[i]!.tile!;
      s.spaces[i]!.tokens.push(seat);
      s.spies[seat]!.tokens -= 1;
      ctx.event(m('spy.ev.shadow', { who: seatOf(seat), n: i - SHADOW_SPACES[0]! + 1 }));
      // The tile's text ends with its own full stop: "Name: text." rather than "Name (text.)."
      ctx.event(
        m('spy.ev.shadowYours', {
          name: politicianName(tile),
          text: POLITICIANS[tile] ? politicianText(tile) : '',
        }),
        [seat],
      );
      const n = p.data.i + 1;
      if (n < s.players) ask(s, 'shadow', [(s.roundStart + n) % s.players], { i: n });
    },
  });

  // Tickets an opponent must spend at once (Coerce): the coercer moves them route by route, or stops and loses the rest.
  flow.defineDecision('tickets', {
    options(s, p): Opt[] {
      const { seat: actor, left } = p.data;
      const moves = routeTargets(s, actor);
      if (moves.length === 0) return [];
      return [
        ...moves.map((r) => ({
          ...moveChoice(s, r, left),
          label: m('spy.opt.moveOther', { who: seatOf(actor), region: regionName(r) }),
        })),
        {
          key: 'tickets:stop',
          kind: 'tickets',
          label: m('spy.opt.stop', { n: left }),
          detail: m('spy.opt.stop.detail'),
          style: 'secondary' as const,
        },
      ];
    },
    resolve(s, p, seat, c, _n, ctx) {
      const actor = p.data.seat;
      if (c.key === 'tickets:stop') {
        ctx.event(m('spy.ev.unspent', { who: seatOf(actor), n: p.data.left }));
        return;
      }
      const left = p.data.left - 1;
      ctx.event(m('spy.ev.moveOther', { me: seatOf(seat), who: seatOf(actor), region: regionName(c.value as string) }));
      enter(s, ctx, actor, c.value as string, seat);
      p.data.left = left;
      return left > 0 ? 'keep' : undefined;
    },
  });
}
