import type { FlowContext } from '../../engine/events.ts';
import { atTurnStart, extraCardActions } from './assetHooks.ts';
import { enterCapital, enterOptions, exitCapital, exitOptions, fleeTargets, inCapital } from './capital.ts';
import { type Playable, playableCards, playCard } from './cards.ts';
import { contactOption, registerContact, retrieveOptions, takeContact, takeRetrieval } from './contact.ts';
import { ACTION_CARDS, PHASE_SPACES, POLITICIANS, ROUNDS, SCORING_ROUNDS, SHADOW_SPACES } from './data/index.ts';
import { ask, type Choice, type IspyFlow, type Opt, queue, type StepRun } from './flow.ts';
import { capitalName, isVacant, neighbours, region, regionName, START_REGIONS } from './graph.ts';
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

export const cardName = (id: string): string => ACTION_CARDS[id]?.name ?? id;
const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? '' : 's'}`;

/** Whose turn is next this round: clockwise from the spy who started it. */
export const turnSeat = (s: IspyState): number => (s.roundStart + s.turnsPlayed) % s.players;

const startRound: StepRun<'startRound'> = (s, step, ctx) => {
  const next = step.data.round;
  if (next !== undefined) s.round = next;
  s.roundStart = s.initiative;
  s.turnsPlayed = 0;
  ctx.event(
    `Round ${s.round} of ${ROUNDS} begins: {seat:${s.initiative}} holds the Initiative and moves the Round Marker.`,
  );
  if (s.round === 1 && next === undefined) ask(s, 'shadow', [s.roundStart], { i: 0 });
  queue(s, [{ k: 'startTurn' }]);
};

function startTurn(s: IspyState, ctx: FlowContext): void {
  const seat = turnSeat(s);
  const at = s.spies[seat]!.region;
  const stage = at === null ? 'deploy' : region(at).kind === 'capital' ? 'flee' : 'main';
  s.turn = newTurn(seat, stage);
  ctx.event(`{seat:${seat}}'s turn (round ${s.round}).`);
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
  if (t.tickets > 0) ctx.event(`{seat:${t.seat}} loses ${plural(t.tickets, 'unspent Ticket')}.`);
  ctx.event(
    `{seat:${t.seat}} ends the turn${moved.length ? `: ${moved.join(' and ')} go to the Records` : ''}${back.length ? `; ${back.map(cardName).join(', ')} back to hand` : ''}.`,
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
  const cache = s.caches.includes(r) ? ' Supply Cache: +1 Supply.' : '';
  return {
    key: `move:${r}`,
    kind: 'move',
    label: `Move to ${regionName(r)} (1 Ticket)`,
    detail: `${plural(left - 1, 'Ticket')} left after.${cache}`,
    value: r,
  };
}

function cardChoices(playable: readonly Playable[], kind: 'play' | 'extra'): Opt[] {
  return playable.map((p) => ({
    key: `${kind}:${p.card}`,
    kind,
    label: `${kind === 'extra' ? 'Extra: play' : 'Play'} ${cardName(p.card)}`,
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
      label: 'Private Line: take a Tag, gain 2 Tickets',
      detail: 'Once this turn: you receive 1 Tag and 2 more Tickets to spend this turn.',
      style: 'danger',
    });
  const cardsDone = t.played >= 2 || playable.length === 0;
  if (cardsDone && t.third !== null) {
    const parts = [
      t.tickets > 0 ? `${plural(t.tickets, 'unspent Ticket')} lost` : '',
      t.played < 2 ? 'no card is playable: your hand is shown to the table' : '',
    ].filter(Boolean);
    out.push({
      key: 'end',
      kind: 'end',
      label: 'End turn',
      detail: `Played cards go to your Records.${parts.length ? ` ${parts.join('; ')}.` : ''}`,
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
      label: `Deploy at ${regionName(r)}`,
      detail: 'A vacant Start Region: your figure enters the board here.',
      value: r,
    }));
  }
  if (t.stage === 'flee') {
    const c = inCapital(s, seat)!;
    return fleeTargets(s, c).map((o) => ({
      key: `flee:${o}`,
      kind: 'flee',
      label: `Flee ${capitalName(c)} to ${regionName(o)}`,
      detail: isVacant(s, o)
        ? 'Free move to a connected Outlet.'
        : 'Every Outlet is occupied: its spy receives a Tag and you relocate them.',
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
  ctx.event(`{seat:${seat}} plays ${cardName(card)}${extra ? ' (an extra Card Action)' : ''}.`);
  playCard(s, ctx, self(seat), card, seat);
}

function resolveTurn(s: IspyState, ctx: FlowContext, seat: number, c: Choice): void {
  const t = s.turn!;
  const [head] = c.key.split(':');
  switch (head) {
    case 'deploy':
      ctx.event(`{seat:${seat}} deploys at ${regionName(c.value as string)}.`);
      enter(s, ctx, seat, c.value as string, seat);
      t.stage = 'main';
      atTurnStart(s, ctx, seat);
      return;
    case 'flee':
      ctx.event(`{seat:${seat}} flees ${capitalName(inCapital(s, seat)!)} to ${regionName(c.value as string)}.`);
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
      ctx.event(`{seat:${seat}} moves to ${regionName(c.value as string)} (${plural(t.tickets, 'Ticket')} left).`);
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
          `{seat:${seat}} could play only ${plural(t.played, 'card')} and shows their hand: ${hand.length ? hand.join(', ') : 'empty'}; none is playable here.`,
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
        label: `Mark shadow Politician ${i - SHADOW_SPACES[0]! + 1}`,
        detail: 'One of your Control Tokens: you may inspect this Politician; it is never revealed.',
        value: i,
      }));
    },
    resolve(s, p, seat, c, _n, ctx) {
      const i = c.value as number;
      const tile = s.spaces[i]!.tile!;
      s.spaces[i]!.tokens.push(seat);
      s.spies[seat]!.tokens -= 1;
      ctx.event(`{seat:${seat}} marks "In the shadows" Politician ${i - SHADOW_SPACES[0]! + 1}.`);
      // The tile's text ends with its own full stop: "Name: text." rather than "Name (text.)."
      ctx.event(
        `Your shadow Politician: ${POLITICIANS[tile] ? `${POLITICIANS[tile]!.name}: ${POLITICIANS[tile]!.text}` : `${tile}.`}`,
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
        ...moves.map((r) => ({ ...moveChoice(s, r, left), label: `Move {seat:${actor}} to ${regionName(r)}` })),
        {
          key: 'tickets:stop',
          kind: 'tickets',
          label: `Stop (${plural(left, 'Ticket')} lost)`,
          detail: 'Tickets gained under Coerce cannot be kept for later.',
          style: 'secondary' as const,
        },
      ];
    },
    resolve(s, p, seat, c, _n, ctx) {
      const actor = p.data.seat;
      if (c.key === 'tickets:stop') {
        ctx.event(`{seat:${actor}} loses ${plural(p.data.left, 'unspent Ticket')}.`);
        return;
      }
      const left = p.data.left - 1;
      ctx.event(`{seat:${seat}} moves {seat:${actor}} to ${regionName(c.value as string)}.`);
      enter(s, ctx, actor, c.value as string, seat);
      p.data.left = left;
      return left > 0 ? 'keep' : undefined;
    },
  });
}
