import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context.ts';
import { withAmount } from '../../src/engine/amount.ts';
import { LOCALES, localize } from '../../src/engine/messages.ts';
import { applyAction } from '../../src/engine/play.ts';
import { nextInt, nextU32, seedRng } from '../../src/engine/rng.ts';
import type { GameDefinition } from '../../src/engine/types.ts';
import { mayActSeats } from '../../src/engine/waiting.ts';
import { GAMES } from '../../src/games/index.ts';
import { type GameEntry, Registry } from '../../src/registry.ts';
import { type Chooser, STALE, Tables } from '../../src/service/tables.ts';
import { finalText, takeBack, type UndoNote, undoNotice } from '../../src/service/undo.ts';
import { effectiveActions } from '../../src/store/effective.ts';
import type { TableStore } from '../../src/store/types.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { secretWords } from '../support/secretWords.ts';
import { en, enAll } from '../support/words.ts';
import { ann, bo, byKey, CH, cy, fileStorePerTest } from './tableKit.ts';

/** Data Heist where a pass rolls the generator (a die nobody sees): such a pass is final. */
const rolling: GameDefinition<HeistState> = {
  ...heist,
  apply: (s, seat, a, l) => {
    const r = heist.apply(s, seat, a, l);
    if (r.ok && a.type === 'pass') nextU32(r.state.rng);
    return r;
  },
};
const rollingEntry: GameEntry = { ...heistEntry, game: rolling };
const vrEntry = GAMES.find((e) => e.game.id === 'vr')!;

let store: TableStore;
let tables: Tables;
let ctx: BotContext;

function open(entries: GameEntry[]) {
  tables = new Tables(store, new Registry(entries));
  // takeBack needs only the store, the tables and the clock.
  ctx = { store, tables, now: () => new Date('2026-11-30T12:00:00.000Z') } as unknown as BotContext;
}

fileStorePerTest('nt-undo-', (s) => {
  store = s;
  open([heistEntry]);
});

async function startedTable(gameId = 'heist', seats = [ann, bo, cy], options: string | null = 'rounds=2') {
  expect((await tables.create(CH, 'g', gameId, seats[0]!, options)).ok).toBe(true);
  for (const s of seats.slice(1)) expect((await tables.join(CH, s)).ok).toBe(true);
  expect((await tables.start(CH, seats[0]!.userId, 'undo-seed')).ok).toBe(true);
}

async function loaded() {
  const t = await tables.load(CH);
  if (!t.ok) throw new Error(t.error);
  return t.value;
}

/** Ann passes, then asks to take it back: what takeBack answers. */
async function annPassesThenUndoes() {
  await tables.act(CH, ann.userId, byKey('pass'));
  return takeBack(ctx, CH, ann.userId);
}

/** The refusal of Ann's pass as final, for this reason. */
const passIsFinal = (why: string) =>
  `Your last step (Ann passes.) cannot be taken back: ${why}, so it is final, as at a real table.`;

/** Replays the standing actions of the history from the seed: the game as it stands. */
async function replayed(game: GameDefinition): Promise<unknown> {
  const { record } = await loaded();
  let s = game.setup(record.seats.length, game.optionsSchema.parse(record.options), record.seed);
  for (const e of effectiveActions(await store.readHistory(CH))) {
    const r = applyAction(game, s, e.seat, e.action);
    if (!r.ok) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

describe('undo at the table', () => {
  it("restores the exact state before the step in a new version; the step's and older buttons stay stale", async () => {
    await startedTable();
    const t0 = await loaded();
    const passed = await tables.act(CH, ann.userId, byKey('pass'));
    expect(passed.ok).toBe(true);
    const t1 = await loaded();
    expect(t1.record.undo).toMatchObject({ seat: 0, version: passed.ok ? passed.value.record.version : -1, entry: 0 });
    expect(t1.record.undo?.final).toBeUndefined();

    const res = await takeBack(ctx, CH, ann.userId, t1.record.undo!.version);
    expect(res.ok).toBe(true);
    const t2 = await loaded();
    expect(t2.state).toEqual(t0.state);
    expect(t2.record.version).toBeGreaterThan(t1.record.version);
    expect(t2.record.undo).toBeUndefined();
    // Ann's prompt from before the step, and Bo's from after it, are both stale.
    expect(enAll(await tables.act(CH, ann.userId, byKey('pass'), { seat: 0, stamp: t0.record.stamps[0]! }))).toEqual({
      ok: false,
      error: en(STALE),
    });
    expect(enAll(await tables.act(CH, bo.userId, byKey('pass'), { seat: 1, stamp: t1.record.stamps[1]! }))).toEqual({
      ok: false,
      error: en(STALE),
    });
    for (const s of [0, 1]) expect(t2.record.stamps[s]).toBe(t2.record.version);
    // Cy's choices never changed: her buttons stay as they were.
    expect(t2.record.stamps[2]).toBe(t0.record.stamps[2]);
    // Ann plays on from the restored state with her new prompt.
    expect((await tables.act(CH, ann.userId, byKey('draw'), { seat: 0, stamp: t2.record.stamps[0]! })).ok).toBe(true);

    // The history only grows: the step, the undo marker, the next step; replay skips the undone one.
    const history = await store.readHistory(CH);
    expect(history.map((h) => h.undoes)).toEqual([undefined, 0, undefined]);
    expect(enAll(history[1])).toMatchObject({
      seat: 0,
      action: null,
      events: [{ text: '↩️ {seat:0} took back their last step ({seat:0} passes.).', to: 'public' }],
    });
    expect(await replayed(heist)).toEqual((await loaded()).state);
  });

  it("keeps the turn's recent events without the undone step, with the public notice", async () => {
    await startedTable();
    const before = (await loaded()).record.events;
    await tables.act(CH, ann.userId, byKey('pass'));
    await takeBack(ctx, CH, ann.userId);
    const { record } = await loaded();
    expect(record.events.slice(0, -1)).toEqual(before);
    expect(enAll(record.events.at(-1))).toMatchObject({
      text: '↩️ {seat:0} took back their last step ({seat:0} passes.).',
      to: 'public',
    });
    // The undo owes the channel its notice (delivered like a move's messages).
    expect(record.outbox?.at(-1)?.channel.events.map((e) => e.text)).toEqual([record.events.at(-1)!.text]);
  });

  it("refuses with the reason: nothing to undo, a draw (it revealed), another player acted, someone else's step", async () => {
    await startedTable();
    expect(enAll(await takeBack(ctx, CH, ann.userId))).toMatchObject({
      ok: false,
      error: expect.stringContaining('nothing to take back'),
    });
    await tables.act(CH, ann.userId, byKey('draw'));
    expect(enAll(await takeBack(ctx, CH, ann.userId))).toMatchObject({
      ok: false,
      error:
        'Your last step (Ann draws a chip.) cannot be taken back: it told you something privately (such as a card drawn or looked at), so it is final, as at a real table.',
    });
    await tables.act(CH, bo.userId, byKey('pass'));
    expect(enAll(await takeBack(ctx, CH, ann.userId))).toMatchObject({
      ok: false,
      error:
        "The table's last step was Bo's, not yours: a step can be taken back only by its player, and only until someone else acts.",
    });
    const bosStep = (await loaded()).record.undo!.version;
    await tables.act(CH, cy.userId, byKey('pass'));
    // Bo's Undo button from before Cy's move.
    expect(enAll(await takeBack(ctx, CH, bo.userId, bosStep))).toMatchObject({
      ok: false,
      error: 'Cy has acted since, so your step is final now.',
    });
    expect(enAll(await takeBack(ctx, CH, '999999999999999999'))).toMatchObject({
      ok: false,
      error: 'You are not seated at this table.',
    });
    // Taken back once, there is nothing more to take back.
    const cysStep = (await loaded()).record.undo!.version;
    expect((await takeBack(ctx, CH, cy.userId, cysStep)).ok).toBe(true);
    expect(enAll(await takeBack(ctx, CH, cy.userId))).toMatchObject({
      ok: false,
      error: expect.stringContaining('nothing to take back'),
    });
    // The Undo button of the step just taken back is no longer current (not "nothing to take back").
    expect(enAll(await takeBack(ctx, CH, cy.userId, cysStep))).toMatchObject({
      ok: false,
      error: expect.stringContaining('This Undo button is no longer current'),
    });
  });

  it('refuses a step that drew at random', async () => {
    open([rollingEntry]);
    await startedTable();
    await tables.act(CH, ann.userId, byKey('pass'));
    expect((await loaded()).record.undo?.final).toBe('drew');
    expect(enAll(await takeBack(ctx, CH, ann.userId))).toMatchObject({
      ok: false,
      error: passIsFinal('it used a random outcome (a shuffle, a die or a random pick)'),
    });
  });

  it('refuses a step that showed a chip (played face up) and one that ended the game', async () => {
    await startedTable('heist', [ann, bo], 'rounds=1');
    const chip = heist
      .legalActions((await loaded()).state as HeistState, 0)
      .find((a) => a.kind === 'play' && !a.detail?.includes('attack'));
    if (chip) {
      await tables.act(CH, ann.userId, byKey(chip.key));
      expect(enAll(await takeBack(ctx, CH, ann.userId))).toMatchObject({
        ok: false,
        error: expect.stringContaining('it played a hidden card face up'),
      });
    } else await tables.act(CH, ann.userId, byKey('pass'));
    await tables.act(CH, bo.userId, byKey('pass'));
    expect((await loaded()).record.status).toBe('finished');
    expect(enAll(await takeBack(ctx, CH, bo.userId))).toMatchObject({
      ok: false,
      error: 'This game is over: its steps are final.',
    });
  });

  it('Virtual Revolution: every step that may be taken back is restored exactly; replay from the seed matches; no notice holds a secret', async () => {
    open([vrEntry]);
    const users = [ann, bo, cy];
    await startedTable('vr', users, null);
    const rng = seedRng('undo-vr');
    let undone = 0;
    let final = 0;
    const reasons = new Set<string>();
    for (let step = 0; step < 100; step++) {
      const t = await loaded();
      if (t.record.status !== 'playing') break;
      const g = vrEntry.game;
      const acting = [...g.awaiting(t.state), ...mayActSeats(g, t.state)];
      const seat = acting[nextInt(rng, acting.length)]!;
      const k = nextInt(rng, 1_000_000);
      const choose: Chooser = (c) => {
        const a = c.legal[k % c.legal.length]!;
        return { ok: true, value: a.amount ? { ...a, action: withAmount(a, a.amount.min) } : a };
      };
      const out = await tables.act(CH, users[seat]!.userId, choose);
      if (!out.ok) throw new Error(out.error);
      const note = (await loaded()).record.undo!;
      if (note.final) {
        final++;
        const refused = await takeBack(ctx, CH, users[seat]!.userId);
        expect(enAll(refused)).toMatchObject({
          ok: false,
          error: expect.stringMatching(/^Your last step.* cannot be taken back: it /),
        });
        // What the step did, never the hidden thing: no seat's secret before or after it.
        const secrets = [0, 1, 2].flatMap((s) => [
          ...secretWords(g, t.state, s),
          ...secretWords(g, out.value.state, s),
        ]);
        for (const x of secrets)
          for (const l of LOCALES) expect(localize(refused.ok ? '' : refused.error, l)).not.toContain(x);
        if (note.why) reasons.add(note.why);
        continue;
      }
      // Take it back, check the state, then play it again (so the game goes on).
      const res = await takeBack(ctx, CH, users[seat]!.userId);
      if (!res.ok) throw new Error(res.error);
      undone++;
      const back = await loaded();
      expect(back.state).toEqual(t.state);
      const secrets = [0, 1, 2].flatMap((s) => [...secretWords(g, t.state, s), ...secretWords(g, out.value.state, s)]);
      const notice = back.record.events.at(-1)!.text;
      for (const x of secrets) for (const l of LOCALES) expect(localize(notice, l)).not.toContain(x);
      expect((await tables.act(CH, users[seat]!.userId, choose)).ok).toBe(true);
    }
    expect(undone).toBeGreaterThan(30);
    expect(final).toBeGreaterThan(0);
    // Several kinds of final step, each said as what it was.
    expect(reasons.size).toBeGreaterThan(1);
    expect(await replayed(vrEntry.game)).toEqual((await loaded()).state);
  }, 60_000);
});

describe('the refusal of a final step names what it did, to its player, without the secret', () => {
  /** Data Heist whose pass sends `news` too: a chip shown to Bo (Ann is told whom), or a whisper to Cy. */
  const passingWith = (news: (s: HeistState) => { text: string; to: number[] | 'public' }[]): GameEntry => ({
    ...heistEntry,
    game: {
      ...heist,
      apply: (s, seat, a, l) => {
        const r = heist.apply(s, seat, a, l);
        return r.ok && a.type === 'pass' ? { ...r, events: [...r.events, ...news(s)] } : r;
      },
    },
  });
  const chipOf = (s: HeistState) => s.hands[0]![0]!.serial;

  it('private news: to Bo, named since Ann was told; to someone she was not told of, unnamed', async () => {
    open([
      passingWith((s) => [
        { text: 'You show {seat:1} a chip.', to: [0] },
        { text: `{seat:0} shows you ${chipOf(s)}.`, to: [1] },
      ]),
    ]);
    await startedTable();
    const chip = chipOf((await loaded()).state as HeistState);
    const shown = await annPassesThenUndoes();
    expect(enAll(shown)).toEqual({ ok: false, error: passIsFinal('it sent private news to you and Bo') });
    expect(JSON.stringify(shown)).not.toContain(chip);
  });

  it('a whisper to a seat the actor did not hear of names nobody', async () => {
    open([passingWith((s) => [{ text: `Psst, Cy: ${chipOf(s)}.`, to: [2] }])]);
    await startedTable();
    const res = await annPassesThenUndoes();
    expect(enAll(res)).toEqual({ ok: false, error: passIsFinal('it sent private news to another player') });
    expect(JSON.stringify(res)).not.toMatch(/Cy|SN-/);
  });

  it("a game's own reason (finalStep's sentence); a note stored before reasons were kept", async () => {
    open([{ ...heistEntry, game: { ...heist, finalStep: () => 'it opened the vault' } }]);
    await startedTable();
    expect(enAll(await annPassesThenUndoes())).toEqual({
      ok: false,
      error: 'Your last step (Ann passes.) cannot be taken back: it opened the vault.',
    });
    const { record } = await loaded();
    const { why: _why, ...old } = record.undo!;
    expect(en(finalText(record, { ...old, final: 'revealed' }))).toBe(
      'Your last step (Ann passes.) cannot be taken back: it revealed something hidden, so it is final, as at a real table.',
    );
    // A secret asker's step: nothing public to quote.
    expect(en(finalText(record, { ...old, said: [], final: 'drew' }))).toBe(
      'Your last step cannot be taken back: it used a random outcome (a shuffle, a die or a random pick), so it is final, as at a real table.',
    );
  });
});

describe('the public notice', () => {
  const note: UndoNote = { seat: 1, version: 9, entry: 4, at: 't', said: ['{seat:1} passes.'] };
  it("says who took back what, from the step's public events, never its label", () => {
    expect(en(undoNotice(note))).toBe('↩️ {seat:1} took back their last step ({seat:1} passes.).');
    expect(en(undoNotice({ ...note, said: [] }))).toBe('↩️ {seat:1} took back their last step.');
  });
  it("names nobody for a secret asker's step", () => {
    expect(en(undoNotice({ ...note, said: [], secret: true }))).toBe('↩️ A secret step was taken back.');
  });
});
