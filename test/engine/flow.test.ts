import { describe, expect, it } from 'vitest';
import { remember } from '../../src/engine/events.ts';
import { ask, createFlow, type Flow, type FlowState, queue } from '../../src/engine/flow.ts';
import { applyAction } from '../../src/engine/play.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { type RngState, seedRng } from '../../src/engine/rng.ts';
import type { GameEvent, Seat } from '../../src/engine/types.ts';
import { canAct } from '../../src/engine/waiting.ts';
import { type BarterState, barter, barterFlow } from '../fixture/barter.ts';
import { type CouncilState, council, MOLE, SECRET_ASKER } from '../fixture/council.ts';
import { choicesFor } from '../support/choices.ts';
import { enAll } from '../support/words.ts';

/** A tiny state for flow mechanics: two decision kinds and two steps. */
interface Tiny extends FlowState {
  log: string[];
  stack: { kind: 'pick' | 'confirm'; seats: Seat[]; data: Record<string, unknown> }[];
  queue: { k: 'hello' | 'bye'; seat?: Seat }[];
}
const NAMES = { decisions: ['pick', 'confirm'] as const, steps: ['hello', 'bye'] as const };

function tinyFlow() {
  const flow = createFlow<Tiny>(NAMES);
  flow.defineDecision('pick', {
    options: (_s, _p, seat) => [{ key: `p${seat}`, kind: 'pick', label: 'Pick' }],
    resolve: (s, _p, seat) => {
      s.log.push(`picked ${seat}`);
    },
    done: (s) => {
      s.log.push('all picked');
    },
  });
  flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
  flow.defineStep('hello', (s, _step, ctx) => {
    s.log.push('hello');
    ctx.event('hi');
  });
  flow.defineStep('bye', (s) => {
    s.log.push('bye');
  });
  flow.defineTurn({
    seats: () => [0],
    options: () => [{ key: 'go', kind: 'go', label: 'Go' }],
    resolve: (s) => {
      s.log.push('went');
    },
  });
  return flow.seal();
}

const fresh = (): Tiny => ({ log: [], stack: [], queue: [] });

/** A fresh state with `kind` asked of `seats` and the `then` steps queued, settled by `flow`. */
function settledAsk(flow: Flow<Tiny>, kind: 'pick' | 'confirm', seats: Seat[], then: Tiny['queue'] = []): Tiny {
  const s = fresh();
  ask(s, kind, seats);
  queue(s, then);
  flow.record(s, (ctx) => flow.settle(s, ctx));
  return s;
}

describe('flow registration', () => {
  it('refuses an undeclared name, a second handler, a missing one and registration after sealing', () => {
    const flow = createFlow<Tiny>(NAMES);
    // @ts-expect-error a misspelt decision kind is a type error
    expect(() => flow.defineDecision('pik', { options: () => [], resolve: () => undefined })).toThrow(/not declared/);
    flow.defineStep('hello', () => undefined);
    expect(() => flow.defineStep('hello', () => undefined)).toThrow(/twice/);
    expect(() => flow.seal()).toThrow(/decision pick, decision confirm, step bye, the turn/);
    const sealed = tinyFlow();
    expect(() => sealed.defineStep('bye', () => undefined)).toThrow(/sealed/);
  });

  it('types decision kinds and step names from the state', () => {
    const s = fresh();
    // @ts-expect-error a misspelt step is a type error
    queue(s, [{ k: 'helo' }]);
    // @ts-expect-error a misspelt decision is a type error
    ask(s, 'pck', [0]);
    s.stack = [];
    s.queue = [];
    queue(s, [{ k: 'hello' }]);
    ask(s, 'pick', [0]);
    expect(s.stack).toEqual([{ kind: 'pick', seats: [0], data: {} }]);
  });

  it('runs the queue while nothing is pending, asks several seats at once, and keeps two flows apart', () => {
    const a = tinyFlow();
    const b = tinyFlow();
    const s = fresh();
    queue(s, [{ k: 'hello' }, { k: 'bye' }]);
    ask(s, 'pick', [0, 1]);
    a.record(s, (ctx) => a.settle(s, ctx));
    expect(s.log).toEqual([]);
    expect(a.awaiting(s)).toEqual([0, 1]);
    const r1 = a.apply(s, 1, { k: 'p1' });
    expect(r1.ok && r1.events).toEqual([]);
    expect(b.awaiting(s)).toEqual([0]);
    const r0 = b.apply(s, 0, { k: 'p0' });
    expect(s.log).toEqual(['picked 1', 'picked 0', 'all picked', 'hello', 'bye']);
    expect(r0.ok && r0.events).toEqual([{ text: 'hi', to: 'public' }]);
    expect(a.awaiting(s)).toEqual([0]);
    expect(a.legalActions(s, 0).map((x) => x.key)).toEqual(['go']);
  });

  it('drops a decision that offers nobody anything', () => {
    const s = settledAsk(tinyFlow(), 'confirm', [0, 1], [{ k: 'bye' }]);
    expect(s.stack).toEqual([]);
    expect(s.log).toEqual(['bye']);
  });

  it("asks a decision's optional `has` whether a seat still has choices, building none", () => {
    const flow = createFlow<Tiny>(NAMES);
    let built = 0;
    flow.defineDecision('pick', {
      options: (_s, _p, seat) => {
        built++;
        return seat === 1 ? [] : [{ key: `p${seat}`, kind: 'pick', label: 'Pick' }];
      },
      has: (_s, _p, seat) => seat !== 1,
      resolve: () => undefined,
    });
    flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
    flow.defineStep('hello', () => undefined);
    flow.defineStep('bye', () => undefined);
    flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
    flow.seal();
    const s = settledAsk(flow, 'pick', [0, 1, 2]);
    expect(flow.awaiting(s)).toEqual([0, 2]);
    expect(built).toBe(0);
  });

  it('refuses a choice not offered, and a number on a choice that takes none', () => {
    const flow = tinyFlow();
    const s = fresh();
    expect(enAll(flow.apply(s, 0, { k: 'nope' }))).toEqual({ ok: false, error: 'That choice is not available now.' });
    expect(flow.apply(s, 1, { k: 'go' }).ok).toBe(false);
    expect(flow.apply(s, 0, { k: 'go', amount: 3 }).ok).toBe(false);
    expect(s.log).toEqual([]);
  });

  it("applies the first choice of a key in the offered order, working out a free action's choices only when the turn's do not hold it", () => {
    const flow = createFlow<Tiny>(NAMES);
    flow.defineDecision('pick', { options: () => [], resolve: () => undefined });
    flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
    flow.defineStep('hello', () => undefined);
    flow.defineStep('bye', () => undefined);
    let asked = 0;
    flow.defineFreeActions({
      options: () => {
        asked++;
        return [
          { key: 'go', kind: 'free', label: 'Go (free)' },
          { key: 'rest', kind: 'free', label: 'Rest' },
        ];
      },
      resolve: (s, _seat, choice) => {
        s.log.push(`free ${choice.key}`);
      },
    });
    flow.defineTurn({
      seats: () => [0],
      options: () => [{ key: 'go', kind: 'go', label: 'Go' }],
      resolve: (s) => {
        s.log.push('turn go');
      },
    });
    flow.seal();
    const s = fresh();
    expect(flow.legalActions(s, 0).map((a) => `${a.kind}:${a.key}`)).toEqual(['go:go', 'free:go', 'free:rest']);
    asked = 0;
    expect(flow.apply(s, 0, { k: 'go' }).ok).toBe(true);
    expect(asked).toBe(0);
    expect(flow.apply(s, 0, { k: 'rest' }).ok).toBe(true);
    expect(asked).toBe(1);
    expect(s.log).toEqual(['turn go', 'free rest']);
  });

  it('applies the choice a listed legal action names without working the choices out again; a list from another flow is not trusted', () => {
    const make = () => {
      let asked = 0;
      const flow = createFlow<Tiny>(NAMES);
      flow.defineDecision('pick', {
        options: () => {
          asked++;
          return [{ key: 'p', kind: 'pick', label: 'Pick', value: { n: 1 } }];
        },
        resolve: (s, _p, _seat, c) => {
          s.log.push(`picked ${JSON.stringify(c.value)}`);
        },
      });
      flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
      flow.defineStep('hello', () => undefined);
      flow.defineStep('bye', () => undefined);
      flow.defineTurn({ seats: () => [0], options: () => [], resolve: () => undefined });
      return { flow: flow.seal(), asked: () => asked };
    };
    const a = make();
    const b = make();
    const s = fresh();
    ask(s, 'pick', [0]);
    const listed = a.flow.legalActions(s, 0)[0]!;
    // Out of sight of JSON and equality checks.
    expect(listed).toEqual({ key: 'p', kind: 'pick', label: 'Pick', action: { k: 'p' } });
    const before = a.asked();
    const one = JSON.parse(JSON.stringify(s)) as Tiny;
    expect(a.flow.apply(one, 0, { k: 'p' }, undefined, listed).ok).toBe(true);
    // Settling asks whether anyone is left to answer; the choice itself was not looked up again.
    expect(one.log).toEqual(['picked {"n":1}']);
    const lookups = a.asked() - before;
    const two = JSON.parse(JSON.stringify(s)) as Tiny;
    expect(a.flow.apply(two, 0, { k: 'p' }).ok).toBe(true);
    expect(a.asked() - before - lookups).toBe(lookups + 1);
    const three = JSON.parse(JSON.stringify(s)) as Tiny;
    const bBefore = b.asked();
    expect(b.flow.apply(three, 0, { k: 'p' }, undefined, listed).ok).toBe(true);
    expect(b.asked() - bBefore).toBe(lookups + 1);
    expect(three.log).toEqual(one.log);
  });
});

describe('move context', () => {
  it("hands every handler the move's context: its events, in order, public or to seats", () => {
    const flow = createFlow<Tiny>(NAMES);
    flow.defineDecision('pick', {
      options: (_s, _p, seat) => [{ key: `p${seat}`, kind: 'pick', label: 'Pick' }],
      resolve: (_s, _p, seat, _c, _n, ctx) => ctx.privately(seat, `you picked ${seat}`),
      done: (_s, _p, ctx) => ctx.event('all picked'),
    });
    flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
    flow.defineStep('hello', (_s, _step, ctx) => ctx.event('hello'));
    flow.defineStep('bye', (_s, _step, ctx) => ctx.event('bye', [1]));
    flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
    flow.seal();
    const s = fresh();
    ask(s, 'pick', [0]);
    queue(s, [{ k: 'hello' }, { k: 'bye' }]);
    const r = flow.apply(s, 0, { k: 'p0' });
    expect(r.ok && r.events).toEqual([
      { text: 'you picked 0', to: [0] },
      { text: 'all picked', to: 'public' },
      { text: 'hello', to: 'public' },
      { text: 'bye', to: [1] },
    ]);
    expect(JSON.stringify(s)).toBe('{"log":[],"stack":[],"queue":[]}');
  });

  it("draws from the state's own generator, and lets the game see each event first", () => {
    interface Rolled extends Tiny {
      rng: RngState;
      rolls: number[];
      recent: string[];
    }
    const flow = createFlow<Rolled>({
      ...NAMES,
      rng: (s) => s.rng,
      onEvent: (s, e) => remember(s.recent, e, 2),
    });
    flow.defineDecision('pick', { options: () => [], resolve: () => undefined });
    flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
    flow.defineStep('hello', (s, _step, ctx) => {
      s.rolls.push(ctx.rng.int(6), ...ctx.rng.shuffle([1, 2, 3]));
      ctx.event(`rolled ${s.rolls[0]}`);
      ctx.event('secret', [0]);
      ctx.event('again');
      ctx.event('and again');
    });
    flow.defineStep('bye', () => undefined);
    flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
    flow.seal();
    const roll = (): Rolled => {
      const s: Rolled = { ...fresh(), rng: seedRng('dice'), rolls: [], recent: [] };
      queue(s, [{ k: 'hello' }]);
      const [, events] = flow.record(s, (ctx) => flow.settle(s, ctx));
      expect(events.map((e) => e.text)).toEqual([`rolled ${s.rolls[0]}`, 'secret', 'again', 'and again']);
      return s;
    };
    const a = roll();
    expect(a.rolls).toEqual(roll().rolls);
    expect(a.rng).not.toEqual(seedRng('dice'));
    expect(a.recent).toEqual(['again', 'and again']);
  });

  it('refuses to draw for a flow that names no generator', () => {
    const flow = tinyFlow();
    expect(() => flow.record(fresh(), (ctx) => ctx.rng.int(2))).toThrow(/no seeded generator/);
  });
});

// --- The patterns, shown on the Council test game (test/fixture/council.ts). ---

function play(s: CouncilState, seat: Seat, action: unknown): { state: CouncilState; events: readonly GameEvent[] } {
  const r = applyAction(council, s, seat, action);
  if (!r.ok) throw new Error(`seat ${seat} cannot ${JSON.stringify(action)}: ${r.error}`);
  return { state: r.state, events: r.events };
}
const k = (key: string, amount?: number) => (amount === undefined ? { k: key } : { k: key, amount });
const publicText = (events: readonly GameEvent[]) => events.filter((e) => e.to === 'public').map((e) => e.text);
const privateTo = (events: readonly GameEvent[], seat: Seat) =>
  events.filter((e) => e.to !== 'public' && e.to.includes(seat)).map((e) => e.text);
const json = (x: unknown) => JSON.stringify(x);
const start = (seats = 3, seed = 'council-1') => council.setup(seats, council.optionsSchema.parse({}), seed);

/** Every seat votes; returns the state after (the offer phase). */
function voteAll(s: CouncilState, votes: readonly ('fund' | 'cut')[]): CouncilState {
  votes.forEach((v, seat) => {
    s = play(s, seat, k(`vote:${v}`)).state;
  });
  return s;
}

describe('simultaneous secret orders: commit, then reveal together', () => {
  it("awaits every seat at once; a sealed vote stays its owner's until the last is in", () => {
    let s = start();
    expect(council.awaiting(s)).toEqual([0, 1, 2]);
    const r = play(s, 1, k('vote:cut'));
    s = r.state;
    expect(publicText(r.events)).toEqual(['{seat:1} seals a vote.']);
    expect(privateTo(r.events, 1)).toEqual(['You seal your vote: cut.']);
    expect(council.awaiting(s)).toEqual([0, 2]);
    expect(council.legalActions(s, 1)).toEqual([]);
    expect(applyAction(council, s, 1, k('vote:fund')).ok).toBe(false);
    // Only seat 1 sees its vote; everyone sees that seat 1 has voted.
    expect(council.view(s, 1).pending).toMatchObject({
      kind: 'vote',
      seats: [0, 2],
      answered: [1],
      mine: { by: 1, sealed: 'cut' },
    });
    for (const viewer of ['spectator', 0, 2] as const) {
      const v = council.view(s, viewer);
      expect(v.pending).toEqual({ kind: 'vote', seats: [0, 2], answered: [1] });
      expect(json(v)).not.toContain('"sealed"');
      expect(v.lastVotes).toEqual([null, null, null]);
    }
    s = play(s, 0, k('vote:fund')).state;
    const last = play(s, 2, k('vote:cut'));
    expect(publicText(last.events)).toContain('The votes: {seat:0} fund, {seat:1} cut, {seat:2} cut.');
    expect(last.state.lastVotes).toEqual(['fund', 'cut', 'cut']);
    expect(last.state.scores).toEqual([0, 1, 1]);
    expect(council.view(last.state, 'spectator').pending?.kind).toBe('offer');
  });
});

describe('a private multi-part composition', () => {
  it('keeps the chair on one decision while the draft is visible only to the chair, then makes it public', () => {
    let s = voteAll(start(), ['fund', 'fund', 'cut']);
    const asset = s.assets[0]![0]!;
    expect(council.awaiting(s)).toEqual([0]);
    const credits = council.legalActions(s, 0).find((a) => a.key === 'credits')!;
    expect(credits.amount).toEqual({ min: 0, max: 5, prompt: 'Credits to offer' });
    // Out of bounds or not a whole number: refused before the game sees it.
    for (const n of [6, -1, 2.5]) expect(applyAction(council, s, 0, k('credits', n)).ok).toBe(false);
    expect(enAll(applyAction(council, s, 0, k('credits')))).toEqual({
      ok: false,
      error: 'That move is not allowed at this point.',
    });
    const steps = [k('to:2'), k('credits', 3), k(`add:${asset}`)];
    const spectatorBefore = json(council.view(s, 'spectator'));
    for (const step of steps) {
      const r = play(s, 0, step);
      s = r.state;
      expect(publicText(r.events)).toEqual([]);
      expect(privateTo(r.events, 0).at(-1)).toMatch(/^Your draft: /);
      expect(council.awaiting(s)).toEqual([0]);
    }
    expect(council.view(s, 0).pending?.mine).toEqual({ to: 2, credits: 3, assets: [asset] });
    // Nobody else can tell a draft is being made: the spectator view has not changed at all.
    expect(json(council.view(s, 'spectator'))).toBe(spectatorBefore);
    for (const viewer of [1, 2] as const) {
      expect(json(council.view(s, viewer))).not.toContain(asset);
      expect(council.view(s, viewer).pending).not.toHaveProperty('mine');
    }
    const r = play(s, 0, k('confirm'));
    expect(publicText(r.events)).toEqual([`{seat:0} offers 3 credits and ${asset} to {seat:2}.`]);
    expect(r.state.offer).toEqual({ from: 0, to: 2, credits: 3, assets: [asset] });
  });
});

describe('may act versus must act', () => {
  function offered(): CouncilState {
    let s = voteAll(start(), ['cut', 'fund', 'fund']);
    for (const step of [k('to:2'), k('credits', 2), k('confirm')]) s = play(s, 0, step).state;
    return s;
  }

  it('awaits the recipient only, while a seat holding a veto may act without being awaited', () => {
    const s = offered();
    expect(council.awaiting(s)).toEqual([2]);
    expect(council.mayAct!(s)).toEqual([1]);
    expect(council.publicAwaiting!(s)).toEqual({ seats: [2] });
    expect(council.legalActions(s, 1).map((a) => a.key)).toEqual(['veto']);
    expect(council.legalActions(s, 2).map((a) => a.key)).toEqual(['accept', 'refuse']);
    expect(council.legalActions(s, 0)).toEqual([]);
    expect(enAll(applyAction(council, s, 0, k('veto')))).toEqual({
      ok: false,
      error: 'The table is not waiting for you right now.',
    });
  });

  it('lets the may-act seat close the window', () => {
    const r = play(offered(), 1, k('veto'));
    expect(publicText(r.events)).toEqual(['{seat:1} vetoes the offer.', `The council waits for ${SECRET_ASKER}.`]);
    expect(r.state.offer).toBeNull();
    expect(r.state.credits[0]).toBe(5);
    expect(r.state.vetoes).toEqual([1, 0, 1]);
    expect(council.view(r.state, 'spectator').pending?.kind).toBe('audit');
  });

  it('closes the window when the awaited seat answers', () => {
    const r = play(offered(), 2, k('accept'));
    expect(r.state.credits).toEqual([3, 5, 7]);
    expect(council.mayAct!(r.state)).toEqual([]);
    expect(council.legalActions(r.state, 1).map((a) => a.key)).not.toContain('veto');
  });
});

describe('a decision whose asker is secret', () => {
  function atAudit(seed: string): CouncilState {
    let s = voteAll(start(3, seed), ['fund', 'fund', 'fund']);
    s = play(s, 0, k('none')).state;
    expect(council.view(s, 'spectator').pending?.kind).toBe('audit');
    return s;
  }

  it('shows the public only a cover, and the asker their own decision', () => {
    const s = atAudit('council-1');
    const mole = s.mole;
    expect(council.awaiting(s)).toEqual([mole]);
    expect(council.publicAwaiting!(s)).toEqual({ seats: [], text: SECRET_ASKER });
    for (const viewer of ['spectator', ...[0, 1, 2].filter((x) => x !== mole)] as const) {
      const v = council.view(s, viewer as Seat | 'spectator');
      expect(v.pending).toEqual({ kind: 'audit', seats: [], answered: [], text: SECRET_ASKER });
      expect(json(v)).not.toContain(MOLE);
    }
    expect(council.view(s, mole).pending).toEqual({ kind: 'audit', seats: [mole], answered: [] });
    expect(council.view(s, mole).me?.role).toBe(MOLE);
  });

  it('never names the asker in a public event, whatever they choose', () => {
    for (const choice of ['leak', 'quiet']) {
      const s = atAudit('council-2');
      const r = play(s, s.mole, k(choice));
      for (const text of publicText(r.events)) expect(text).not.toContain(`{seat:${s.mole}}`);
      expect(r.state.scores).toEqual(s.scores);
      expect(privateTo(r.events, s.mole).length).toBe(1);
    }
  });
});

describe('Council played at random to the end', () => {
  it("keeps every secret out of other seats' views, the spectator view and public events, and survives JSON", () => {
    let vetoes = 0;
    let drafts = 0;
    for (let i = 0; i < 60; i++) {
      const seats = 2 + (i % 3);
      const { final } = playRandomGame(council, seats, {}, `council-random-${i}`, {
        onStep: ({ before, after, events, action }) => {
          if ((action as { k: string }).k === 'veto') vetoes++;
          if (after.stack.some((p) => p.kind === 'offer' && p.secret)) drafts++;
          for (const s of [before, after]) {
            for (let seat = 0; seat < seats; seat++) {
              const secrets = council.secrets!(s, seat);
              const others = [
                'spectator' as const,
                ...Array.from({ length: seats }, (_x, o) => o).filter((o) => o !== seat),
              ];
              for (const viewer of others) {
                const v = json(council.view(s, viewer));
                for (const secret of secrets)
                  expect(v, `seat ${seat}'s ${secret} seen by ${viewer}`).not.toContain(secret);
              }
              for (const secret of secrets) for (const text of publicText(events)) expect(text).not.toContain(secret);
            }
          }
          expect(council.stateSchema.parse(JSON.parse(json(after)))).toEqual(after);
        },
      });
      expect(council.outcome(final).over).toBe(true);
    }
    expect(vetoes).toBeGreaterThan(0);
    expect(drafts).toBeGreaterThan(0);
  });
});

// --- Choices open at any time (trading), shown on the Barter test game (test/fixture/barter.ts). ---

describe('choices open at any time', () => {
  const { keys, choose, play: barterPlay } = choicesFor(barter);
  const begin = (seats = 3): BarterState => barter.setup(seats, barter.optionsSchema.parse({}), 'barter');

  it("follows every seat's other choices, for a seat neither awaited nor in a window too", () => {
    const s = begin();
    expect(barter.awaiting(s)).toEqual([0]);
    expect(barter.mayAct!(s)).toEqual([1, 2]);
    expect(keys(s, 0)).toEqual(['work', 'give:1', 'give:2']);
    expect(keys(s, 1)).toEqual(['cheer', 'give:0', 'give:2']);
    expect(barterFlow.choices(s, 1).map((c) => c.key)).toEqual(['cheer', 'give:0', 'give:2']);
    // Bo cheers: his window closes, his anytime choices stay.
    const cheered = choose(s, 1, 'cheer').state;
    expect(barter.mayAct!(cheered)).toEqual([2]);
    expect(keys(cheered, 1)).toEqual(['give:0', 'give:2']);
    expect(barterFlow.anytime(cheered, 1)).toBe(true);
    expect(canAct(barter, cheered, 1)).toBe(true);
  });

  it('marks them as open at any time in the legal list (so they restart no clock and stale no button), and nothing else', () => {
    const s = begin();
    expect(barter.legalActions(s, 0).map((a) => [a.key, a.anytime ?? false])).toEqual([
      ['work', false],
      ['give:1', true],
      ['give:2', true],
    ]);
  });

  it('applies them for a seat not awaited, by key or from the listed action, and settles nothing on their account', () => {
    const s = choose(begin(), 1, 'cheer').state;
    const listed = barter.legalActions(s, 1).find((a) => a.key === 'give:2')!;
    const r = barterFlow.apply(structuredClone(s), 1, { k: 'give:2' }, undefined, listed);
    expect(r.ok && r.events.map((e) => e.text)).toEqual(['{seat:1} offers {seat:2} a credit.']);
    const offered = choose(s, 1, 'give:2').state;
    expect(offered).toEqual(r.ok && r.state);
    expect(offered.proposal).toEqual({ from: 1, to: 2 });
    // Still Ann's turn: the anytime choice touched no decision.
    expect(barter.awaiting(offered)).toEqual([0]);
    expect(keys(offered, 2)).toEqual(['cheer', 'accept', 'decline']);
    const accepted = choose(offered, 2, 'accept').state;
    expect(accepted.credits).toEqual([1, 0, 2]);
    expect(accepted.proposal).toBeNull();
    expect(barterFlow.apply(accepted, 2, { k: 'accept' }).ok).toBe(false);
  });

  it("lists an urgent seat in mayAct after the window's seats, never an awaited one, each once", () => {
    let s = choose(choose(begin(4), 1, 'cheer').state, 3, 'give:1').state;
    // Bo cheered (out of the window) and is offered a credit: urgent, after the window's seats.
    expect(barter.mayAct!(s)).toEqual([2, 3, 1]);
    expect(barter.awaiting(s)).toEqual([0]);
    // Cy is offered a credit while still in the window: listed once.
    s = choose(s, 1, 'decline').state;
    expect(barter.mayAct!(s)).toEqual([2, 3]);
    s = choose(s, 3, 'give:2').state;
    expect(barter.mayAct!(s)).toEqual([2, 3]);
    // An awaited seat offered a credit is awaited, not listed as may.
    s = choose(choose(s, 2, 'decline').state, 2, 'give:0').state;
    expect(barter.awaiting(s)).toEqual([0]);
    expect(barter.mayAct!(s)).toEqual([2, 3]);
    expect(keys(s, 0)).toEqual(['work', 'accept', 'decline']);
  });

  it('does not keep a decision open: settle drops one whose own options are empty, whatever the anytime options', () => {
    const flow = createFlow<Tiny>(NAMES);
    flow.defineDecision('pick', { options: () => [], resolve: () => undefined });
    flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
    flow.defineStep('hello', (s) => {
      s.log.push('hello');
    });
    flow.defineStep('bye', () => undefined);
    flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
    flow.defineAnytime({
      seats: () => [0, 1],
      options: (_s, seat) => [{ key: `trade${seat}`, kind: 'trade', label: 'Trade' }],
      resolve: (s, seat) => {
        s.log.push(`traded ${seat}`);
      },
      urgent: (_s, seat) => seat === 1,
    });
    flow.seal();
    const s = settledAsk(flow, 'pick', [0, 1], [{ k: 'hello' }]);
    expect(s.stack).toEqual([]);
    expect(s.log).toEqual(['hello']);
    expect(flow.choices(s, 0).map((c) => c.key)).toEqual(['trade0']);
    expect(flow.mayAct(s)).toEqual([1]);
    expect(flow.apply(s, 0, { k: 'trade0' }).ok).toBe(true);
    expect(s.log).toEqual(['hello', 'traded 0']);
  });

  it('closes with the game: no choices, nobody urgent', () => {
    let s = begin(2);
    s = choose(s, 1, 'give:0').state;
    s = barterPlay(s, [
      [0, 'work'],
      [1, 'work'],
    ]).state;
    expect(s.over).toBe(true);
    expect(s.proposal).toEqual({ from: 1, to: 0 });
    expect(keys(s, 0)).toEqual([]);
    expect(barter.mayAct!(s)).toEqual([]);
    expect(barterFlow.anytime(s, 0)).toBe(false);
    expect(canAct(barter, s, 0)).toBe(false);
  });

  it('asks the optional `has` whether a seat has anytime options, building none', () => {
    const flow = createFlow<Tiny>(NAMES);
    flow.defineDecision('pick', {
      options: (_s, _p, seat) => [{ key: `p${seat}`, kind: 'pick', label: 'Pick' }],
      resolve: () => undefined,
    });
    flow.defineDecision('confirm', { options: () => [], resolve: () => undefined });
    flow.defineStep('hello', () => undefined);
    flow.defineStep('bye', () => undefined);
    flow.defineTurn({ seats: () => [], options: () => [], resolve: () => undefined });
    let built = 0;
    flow.defineAnytime({
      seats: () => [0, 1, 2],
      options: (_s, seat) => {
        built++;
        return seat === 2 ? [] : [{ key: `trade${seat}`, kind: 'trade', label: 'Trade' }];
      },
      resolve: () => undefined,
      urgent: (_s, seat) => seat !== 0,
      has: (_s, seat) => seat !== 2,
    });
    flow.seal();
    const s = fresh();
    ask(s, 'pick', [0]);
    expect(flow.mayAct(s)).toEqual([1]);
    expect([0, 1, 2].map((seat) => flow.anytime(s, seat))).toEqual([true, true, false]);
    expect(built).toBe(0);
    expect(flow.choices(s, 1).map((c) => c.key)).toEqual(['trade1']);
  });

  it('is defined at most once, before sealing, and is optional', () => {
    const none = tinyFlow();
    expect(none.anytime(fresh(), 0)).toBe(false);
    const flow = createFlow<Tiny>(NAMES);
    const a = { seats: () => [0], options: () => [], resolve: () => undefined, urgent: () => false };
    flow.defineAnytime(a);
    expect(() => flow.defineAnytime(a)).toThrow(/twice/);
    expect(() => tinyFlow().defineAnytime(a)).toThrow(/sealed/);
  });
});
