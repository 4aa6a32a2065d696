import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/play.ts';
import { nextU32 } from '../../src/engine/rng.ts';
import type { ApplyResult, GameDefinition, Viewer } from '../../src/engine/types.ts';
import { rngStates, stepFinality } from '../../src/engine/undo.ts';
import { effectiveActions, effectiveEntries } from '../../src/store/effective.ts';
import type { HistoryEntry } from '../../src/store/record.ts';
import { type HeistAction, type HeistState, heist } from '../fixture/heist.ts';
import { en } from '../support/words.ts';

const fresh = () => heist.setup(3, heist.optionsSchema.parse({}), 'undo-seed');

/** Applies `action` for `seat` with `game` and says whether the step is final, and why. */
function finality(game: GameDefinition<HeistState>, s: HeistState, seat: number, action: HeistAction) {
  const r = applyAction(game, s, seat, action);
  if (!r.ok) throw new Error(r.error);
  const final = stepFinality(game, 3, s, r.state, seat, r.events);
  return { reason: final?.reason ?? null, why: final ? en(final.why) : null, after: r.state };
}

type Accepted = Extract<ApplyResult<HeistState>, { ok: true }>;

/** Data Heist whose accepted moves' results go through `map` (events dropped, added or replaced; a roll). */
const afterApply = (
  map: (r: Accepted, s: HeistState, seat: number, a: HeistAction) => Accepted,
): GameDefinition<HeistState> => ({
  ...heist,
  apply: (s, seat, a, l) => {
    const r = heist.apply(s, seat, a, l);
    return r.ok ? map(r, s, seat, a) : r;
  },
});

/** Data Heist whose views, once a turn is played, also hold `extra(s, viewer)`. */
const showing = (extra: (s: HeistState, v: Viewer) => object): GameDefinition<HeistState> => ({
  ...heist,
  view: (s, v) => ({ ...heist.view(s, v), ...(s.turn > 0 ? extra(s, v) : {}) }),
});
/** Seat 0's chips in the public view. */
const SHOWN_TO_ALL = showing((s, v) => (v === 'spectator' ? { shown: s.hands[0]!.map((c) => c.serial) } : {}));
/** Seat 2's first chip in seat 1's view. */
const PEEK = showing((s, v) => (v === 1 ? { peek: s.hands[2]![0]!.serial } : {}));
/** The deck's next chip in every view. */
const TOP_SHOWN = showing((s) => ({ top: s.deck[0]!.serial }));

describe('rngStates', () => {
  it('finds every generator shaped like rng.ts, however deep, and nothing else', () => {
    const st = {
      rng: { s: [1, 2, 3, 4] },
      decks: [{ own: { s: [5, 6, 7, 8] } }],
      notRng: { s: [1, 2, 3] },
      other: { s: [1, 2, 3, 4], x: 1 },
    };
    expect(rngStates(st)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });
});

describe('stepFinality', () => {
  it('lets a step that shows and draws nothing be taken back (a pass, answering an attack)', () => {
    const s = fresh();
    expect(finality(heist, s, 0, { type: 'pass' }).reason).toBeNull();
    // An attack: seat 0 plays a 7+ chip (final: it showed its chip), the others' answers are not.
    const big = s.hands[0]!.find((c) => c.value >= 7) ?? s.hands[0]![0]!;
    const attacked: HeistState = {
      ...s,
      hands: s.hands.map((h, i) => (i === 0 ? [{ ...big, value: 9 }, ...h.filter((c) => c !== big)] : h)),
    };
    const played = finality(heist, attacked, 0, { type: 'play', serial: big.serial });
    expect(played.reason).toBe('revealed');
    expect(finality(heist, played.after, 1, { type: 'take' }).reason).toBeNull();
    expect(finality(heist, played.after, 2, { type: 'shield' }).reason).toBeNull();
  });

  it('makes a draw final: the drawer learns a chip (a private event)', () => {
    expect(finality(heist, fresh(), 0, { type: 'draw' }).reason).toBe('revealed');
  });

  it("makes a draw final without a private event too: a new secret in the actor's own view", () => {
    const quiet = afterApply((r) => ({ ...r, events: r.events.filter((e) => e.to === 'public') }));
    expect(finality(quiet, fresh(), 0, { type: 'draw' }).reason).toBe('revealed');
  });

  it('makes a step that used the generator final (drew)', () => {
    const rolling = afterApply((r, _s, _seat, a) => {
      if (a.type === 'pass') nextU32(r.state.rng);
      return r;
    });
    expect(finality(rolling, fresh(), 0, { type: 'pass' }).reason).toBe('drew');
  });

  it("makes a step final that shows a seat's secret to the public", () => {
    expect(finality(SHOWN_TO_ALL, fresh(), 0, { type: 'pass' }).reason).toBe('revealed');
  });

  it('makes a step final that shows another seat a secret, or a secret in a public event', () => {
    expect(finality(PEEK, fresh(), 0, { type: 'pass' }).reason).toBe('revealed');
    const said = afterApply((r, s) => ({
      ...r,
      events: [{ text: `Seat 2 holds ${s.hands[2]![0]!.serial}.`, to: 'public' }],
    }));
    expect(finality(said, fresh(), 0, { type: 'pass' }).reason).toBe('revealed');
  });

  it("makes a step final that shows a value no view showed before (the deck's next chip)", () => {
    expect(finality(TOP_SHOWN, fresh(), 0, { type: 'pass' }).reason).toBe('revealed');
  });

  it("honours the game's own finalStep, and a step that ends the game is final", () => {
    expect(finality({ ...heist, finalStep: (_b, _a, seat) => seat === 0 }, fresh(), 0, { type: 'pass' }).reason).toBe(
      'game',
    );
    const last: HeistState = { ...fresh(), turn: 5, current: 2 };
    expect(finality(heist, last, 2, { type: 'pass' }).reason).toBe('over');
  });
});

describe("what a final step did (Final.why, for its player's refusal)", () => {
  /** Data Heist whose pass also does `extra` to the result (more events, a roll). */
  const passing = (
    extra: (s: HeistState, seat: number, r: { events: { text: string; to: 'public' | number[] }[] }) => void,
  ): GameDefinition<HeistState> =>
    afterApply((r, _s, seat, a) => {
      if (a.type !== 'pass') return r;
      const out = { ...r, events: [...r.events] as { text: string; to: 'public' | number[] }[] };
      extra(out.state, seat, out);
      return out;
    });
  const why = (game: GameDefinition<HeistState>, action: HeistAction = { type: 'pass' }, s = fresh()) =>
    finality(game, s, 0, action).why;

  it('names the kind of thing and whom, never the hidden thing', () => {
    const s = fresh();
    const secret = s.hands[1]![0]!.serial;
    // A roll.
    expect(why(passing((st) => void nextU32(st.rng)))).toBe(
      'it used a random outcome (a shuffle, a die or a random pick)',
    );
    // News to the actor alone (a chip drawn).
    expect(why(heist, { type: 'draw' })).toBe('it told you something privately (such as a card drawn or looked at)');
    // News to another seat the actor's own events name: that seat is named.
    expect(
      why(
        passing((_st, _seat, r) => {
          r.events.push(
            { text: `You show {seat:1} a chip.`, to: [0] },
            { text: `{seat:0} shows you ${secret}.`, to: [1] },
          );
        }),
      ),
    ).toBe('it sent private news to you and {seat:1}');
    expect(
      why(
        passing((_st, _seat, r) => {
          r.events.push(
            { text: `{seat:0} nudges {seat:1} and {seat:2}.`, to: 'public' },
            { text: `A secret for you: ${secret}.`, to: [1, 2] },
          );
        }),
      ),
    ).toBe('it sent private news to {seat:1} and {seat:2}');
    // News to a seat the actor was not told of: nobody is named (that seat got news is itself news).
    expect(why(passing((_st, _seat, r) => void r.events.push({ text: `Psst: ${secret}.`, to: [2] })))).toBe(
      'it sent private news to another player',
    );
    // A secret in a public event, in another seat's view, in the public view; a chip played face up.
    expect(why(passing((_st, _seat, r) => void r.events.push({ text: `Seat 2 holds ${secret}.`, to: 'public' })))).toBe(
      'its public news names something that was hidden',
    );
    expect(why(PEEK)).toBe('it showed another player something hidden');
    expect(why(SHOWN_TO_ALL)).toBe('it showed everyone something that was hidden');
    expect(why(TOP_SHOWN)).toBe('it turned up something nobody could see before (such as the next card of a deck)');
    const small = s.hands[0]!.find((c) => c.value < 7);
    if (small) expect(why(heist, { type: 'play', serial: small.serial })).toBe('it played a hidden card face up');
    // The game's own reason, or its generic sentence; the end.
    expect(why({ ...heist, finalStep: () => 'it opened the vault' })).toBe('it opened the vault');
    expect(why({ ...heist, finalStep: () => true })).toBe('this game treats that step as final');
    expect(finality(heist, { ...s, turn: 5, current: 2 }, 2, { type: 'pass' }).why).toBe('it ended the game');
  });
});

describe('effectiveEntries', () => {
  const step = (seat: number, n: number): HistoryEntry => ({
    seat,
    action: { n },
    at: `t${n}`,
    events: [{ text: `step ${n}`, to: 'public', at: `t${n}` }],
  });
  const undo = (seat: number, undoes: number): HistoryEntry => ({
    seat,
    action: null,
    at: 'u',
    events: [{ text: '↩️ undone', to: 'public', at: 'u' }],
    undoes,
  });

  it('drops the steps taken back and keeps the undo notices; effectiveActions keeps only standing actions', () => {
    const h = [step(0, 0), step(1, 1), undo(1, 1), step(1, 2), step(2, 3), undo(2, 4)];
    expect(effectiveEntries(h).map((e) => e.events[0]!.text)).toEqual(['step 0', '↩️ undone', 'step 2', '↩️ undone']);
    expect(effectiveActions(h).map((e) => e.action)).toEqual([{ n: 0 }, { n: 2 }]);
    expect(effectiveActions([step(0, 0)])).toEqual([step(0, 0)]);
  });

  it('reads a range with its offset', () => {
    const h = [step(0, 0), step(1, 1), undo(1, 1), step(1, 2)];
    expect(effectiveEntries(h.slice(1), 1).map((e) => e.at)).toEqual(['u', 't2']);
  });
});
