import type { FlowContext } from '../../engine/events.ts';
import { commit, committed } from '../../engine/flow.ts';
import type { Seat } from '../../engine/types.ts';
import { CORPORATION_LIST, CORPORATIONS, type Corporation, RESOURCES, type Resource, SETUP } from './data/index.ts';
import { dataWord } from './data/messages.ts';
import { type AxonFlow, ask, type Opt, queue, top } from './flow.ts';
import { mc } from './messages.ts';
import { keepOption } from './phishing.ts';
import { charName, drawSoftware, enterCity } from './resources.ts';
import type { AxonState } from './state.ts';
import { startRound } from './turn.ts';

/**
 * Setup after steps 1-4 (setup.ts): the Corporations chosen clockwise from the first player
 * (Two Player Mode: none sharing a Resource with the one already chosen, then from the first
 * player a third scoring Resource each), then setup step 6 ('deal'): 3-6 players, Characters from
 * the stack onto their Starting Locations until the Display holds SETUP[n].characters; Two Player
 * Mode, each player from the first draws 5 Character cards (seen by them alone) and keeps 2, one
 * at a time, the other 3 shuffled back. Everyone draws SETUP[n].hand Software cards; round 1
 * begins with the first player.
 */

const DRAFT_DRAW = 5;
const DRAFT_KEEP = 2;

const shares = (a: Corporation, b: Corporation) => a.scores.some((r) => b.scores.includes(r));

function corporationChoices(s: AxonState): Opt[] {
  const taken = s.p.flatMap((p) => (p.corp ? [CORPORATIONS[p.corp]!] : []));
  return CORPORATION_LIST.filter(
    (c) => !taken.some((t) => t.id === c.id) && (s.players !== 2 || taken.every((t) => !shares(c, t))),
  ).map((c) => ({
    key: `corp:${c.id}`,
    kind: 'corporation',
    label: mc('axon.corp.su.choice', {
      corp: c.name,
      a: dataWord('low', c.scores[0]),
      b: dataWord('low', c.scores[1]),
    }),
    detail: mc('axon.corp.su.ability', { text: c.ability.text }),
    value: c.id,
  }));
}

/** Two Player Mode: the Resources neither player scores yet. */
function freeResources(s: AxonState): Resource[] {
  const used = new Set<Resource>(
    s.p.flatMap((p) => [...(p.corp ? CORPORATIONS[p.corp]!.scores : []), ...(p.extra ? [p.extra] : [])]),
  );
  return RESOURCES.filter((r) => !used.has(r));
}

/** Asks the next seat without an extra Resource (from the first player); the last one left is simply taken. */
function nextExtra(s: AxonState, ctx: FlowContext): void {
  for (let i = 0; i < s.players; i++) {
    const seat = (s.first + i) % s.players;
    if (s.p[seat]!.extra) continue;
    const free = freeResources(s);
    if (free.length === 1) {
      s.p[seat]!.extra = free[0]!;
      ctx.event(mc('axon.corp.su.left', { who: `{seat:${seat}}`, res: dataWord('low', free[0]!) }));
      continue;
    }
    ask(s, 'extraResource', [seat]);
    return;
  }
  queue(s, [{ k: 'deal' }]);
}

/** Two Player Mode: `seat` draws 5 Character cards, seen by them alone, and keeps 2 ('draft'). */
function startDraft(s: AxonState, ctx: FlowContext, seat: Seat, rest: Seat[]): void {
  const cards = s.charStack.splice(0, DRAFT_DRAW);
  ask(s, 'draft', [seat], { rest });
  commit(top(s)!, seat, { cards, kept: [] });
  ctx.event(mc('axon.corp.su.draft', { who: `{seat:${seat}}`, n: cards.length, k: DRAFT_KEEP }));
  ctx.privately(seat, mc('axon.corp.su.draft.private', { cards: cards.map(charName).join(', '), k: DRAFT_KEEP }));
}

/** Everyone's starting Software, then round 1. */
function dealHands(s: AxonState, ctx: FlowContext): void {
  const n = SETUP[s.players as 2 | 3 | 4 | 5 | 6].hand;
  for (let i = 0; i < s.players; i++) drawSoftware(s, ctx, (s.first + i) % s.players, n);
  ctx.event(mc('axon.corp.su.deal', { n }));
  startRound(s, ctx);
}

export function registerSetupFlow(flow: AxonFlow): void {
  flow.defineDecision('corporation', {
    options: (s) => corporationChoices(s),
    resolve: (s, _p, seat, c, _n, ctx) => {
      const corp = CORPORATIONS[c.value as string]!;
      s.p[seat]!.corp = corp.id;
      ctx.event(
        mc('axon.corp.su.chose', {
          who: `{seat:${seat}}`,
          corp: corp.name,
          a: dataWord('low', corp.scores[0]),
          b: dataWord('low', corp.scores[1]),
        }),
      );
      const next = (seat + 1) % s.players;
      if (s.p[next]!.corp === null) ask(s, 'corporation', [next]);
      else if (s.players === 2) nextExtra(s, ctx);
      else queue(s, [{ k: 'deal' }]);
    },
  });

  flow.defineDecision('extraResource', {
    options: (s) =>
      freeResources(s).map((r) => ({
        key: `extra:${r}`,
        kind: 'extra',
        label: mc('axon.corp.su.extra', { res: dataWord('low', r) }),
        detail: mc('axon.corp.su.extra.detail', { res: dataWord('low', r) }),
        value: r,
      })),
    resolve: (s, _p, seat, c, _n, ctx) => {
      s.p[seat]!.extra = c.value as Resource;
      ctx.event(mc('axon.corp.su.ev.extra', { who: `{seat:${seat}}`, res: dataWord('low', String(c.value)) }));
      nextExtra(s, ctx);
    },
  });

  flow.defineDecision('draft', {
    options: (_s, p, seat) => {
      const d = committed<{ cards: string[]; kept: string[] }>(p, seat);
      return (d?.cards ?? []).filter((id) => !d!.kept.includes(id)).map((id) => keepOption('draft', id));
    },
    resolve: (s, p, seat, c, _n, ctx) => {
      const d = committed<{ cards: string[]; kept: string[] }>(p, seat)!;
      const kept = [...d.kept, c.value as string];
      commit(p, seat, { cards: d.cards, kept });
      enterCity(s, ctx, c.value as string);
      if (kept.length < Math.min(DRAFT_KEEP, d.cards.length)) return 'keep';
      const back = d.cards.filter((id) => !kept.includes(id));
      s.charStack = ctx.rng.shuffle([...s.charStack, ...back]);
      ctx.event(mc('axon.corp.su.back', { who: `{seat:${seat}}`, n: back.length }));
      const rest = p.data.rest;
      if (rest.length > 0) startDraft(s, ctx, rest[0]!, rest.slice(1));
      else dealHands(s, ctx);
      return undefined;
    },
  });

  flow.defineStep('deal', (s, _step, ctx) => {
    if (s.players === 2) {
      const order = [s.first, (s.first + 1) % 2];
      startDraft(s, ctx, order[0]!, order.slice(1));
      return;
    }
    const want = SETUP[s.players as 3 | 4 | 5 | 6].characters;
    while (s.chars.length < want && s.charStack.length > 0) enterCity(s, ctx, s.charStack.shift()!);
    dealHands(s, ctx);
  });
}
