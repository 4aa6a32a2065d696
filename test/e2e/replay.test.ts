/**
 * /game replay and /game export through the Discord double: the public board of any step with
 * Back / Forward paging the same ephemeral message, clear refusals, never a private view; the
 * export as a JSON file to the caller alone, once the game is over, that replays to the same scores.
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderContext } from '../../src/discord/present.ts';
import type { DoubleMessage } from '../../src/double/types.ts';
import { parseGameRecord, replayRecord } from '../../src/engine/gameRecord.ts';
import { replay } from '../../src/engine/replay.ts';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import type { Chooser } from '../../src/service/tables.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { gameKit } from './gameKit.ts';
import { customIds, expectNoViolations, lastText, latestPublic, startedGame, sub, type World } from './harness.ts';

let w: World;
const heistKit = gameKit<HeistState>(heistEntry);
beforeEach(async () => {
  w = await heistKit.start();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const userOf = (seat: number) => [w.ann, w.bo, w.cy][seat]!;

/** Plays `count` random legal moves (all of them to the end when omitted) straight through the table operations. */
async function play(count = Infinity): Promise<void> {
  const rng = seedRng('e2e-replay');
  for (let n = 0; n < count; n++) {
    const t = await heistKit.table();
    if (t.record.status !== 'playing') return;
    const seat = heist.awaiting(t.state)[0]!;
    const pick: Chooser = (c) => ({ ok: true, value: c.legal[nextInt(rng, c.legal.length)]! });
    const moved = await w.bot.tables.act(w.channel, userOf(seat), pick);
    if (!moved.ok) throw new Error(moved.error);
  }
}

/** The public board of the game after `step`, drawn directly from the spectator view (the only thing a replay may show). */
async function publicBoardAfter(step: number): Promise<string> {
  const t = await heistKit.table();
  const history = await w.store.readHistory(w.channel);
  const r = replay(heist, { seats: 3, options: t.record.options, seed: t.record.seed }, history, { upTo: step });
  if (!r.ok) throw new Error(r.error);
  const table = { ...t, state: r.state };
  return sha(await heistEntry.renderer.board(heist.view(r.state, 'spectator'), renderContext(table)));
}

const buttons = (m: DoubleMessage): { id: string; label: string; disabled: boolean }[] =>
  m.components.flatMap((row: { components: { custom_id: string; label: string; disabled?: boolean }[] }) =>
    row.components.map((c) => ({ id: c.custom_id, label: c.label, disabled: !!c.disabled })),
  );

describe('/game replay', () => {
  it('shows the public board after a step, pages with Back and Forward in the same ephemeral message, and refuses steps out of range', async () => {
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', options: 'rounds=3' })));
    const early = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('replay')));
    expect(lastText(early)).toBe('This game has not started yet: there is nothing to replay.');
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    await w.run(w.double.slash(w.cy, w.channel, 'game', sub('join')));
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    await play(4);

    // The latest step by default, for anyone in the channel (bo), privately.
    const ix = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('replay')));
    const shown = ix.original()!;
    expect(shown.ephemeralFor).toBe(w.bo);
    expect(shown.content).toContain('**Data Heist** replay: after step 4 of 4 so far');
    expect(shown.content).toMatch(/▶ `Step 4` · /);
    expect(shown.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(sha(shown.attachments[0]!.data)).toBe(await publicBoardAfter(4));
    expect(buttons(shown)).toEqual([
      { id: `replay:${w.channel}:3`, label: '◀ Back to step 3', disabled: false },
      { id: `replay:${w.channel}:5`, label: 'Forward ▶', disabled: true },
    ]);
    // The latest step's board is the one /game status shows.
    const status = await w.run(w.double.slash(w.cy, w.channel, 'game', sub('status')));
    expect(sha(status.original()!.attachments[0]!.data)).toBe(sha(shown.attachments[0]!.data));

    // Back, back, back, back: the same message, step by step to the start.
    for (let step = 3; step >= 0; step--) {
      const back = await w.run(w.double.click(w.bo, shown.id, buttons(w.double.message(shown.id)!)[0]!.id));
      expect(back.followups()).toEqual([]);
      const m = w.double.message(shown.id)!;
      expect(m.content).toContain(
        step === 0 ? 'replay: the start, before any move of 4 so far' : `replay: after step ${step} of 4`,
      );
      expect(m.attachments).toHaveLength(1);
      expect(sha(m.attachments[0]!.data)).toBe(await publicBoardAfter(step));
    }
    expect(buttons(w.double.message(shown.id)!).map((b) => b.disabled)).toEqual([true, false]);
    const forward = await w.run(w.double.click(w.bo, shown.id, buttons(w.double.message(shown.id)!)[1]!.id));
    expect(forward.followups()).toEqual([]);
    expect(w.double.message(shown.id)!.content).toContain('after step 1 of 4');

    // A forged button naming another channel's game shows nothing of it.
    const other = w.double.addChannel({ name: 'elsewhere' }).id;
    const forged = await w.run(w.double.click(w.bo, shown.id, `replay:${other}:1`, { forged: true }));
    expect(lastText(forged)).toBe('This button belongs to a game in another channel; use /game replay there.');
    expect(forged.followups().flatMap((m) => m.attachments)).toEqual([]);

    // A chosen step; steps out of range are refused and say which exist.
    const two = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('replay', { step: 2 })));
    expect(two.original()!.content).toContain('after step 2 of 4 so far');
    const far = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('replay', { step: 99 })));
    expect(lastText(far)).toBe('This game has 4 steps so far: choose a step from 0 (the start) to 4.');
    expect(far.original()!.attachments).toEqual([]);

    // Nothing public was posted by replaying, and no replay shows a chip serial (the runners' secrets).
    for (const m of [...w.double.ephemerals(w.bo), ...w.double.ephemerals(w.ann)]) expect(m.content).not.toMatch(/SN-/);
    expect(w.double.messages(w.channel).filter((m) => m.content.includes('replay'))).toEqual([]);
    expectNoViolations(w);
  });

  it('works for a finished game, which ends on its result', async () => {
    await startedGame(w, 1);
    await play();
    const t = await heistKit.table();
    expect(t.record.status).toBe('finished');
    const ix = await w.run(w.double.slash(w.cy, w.channel, 'game', sub('replay')));
    const m = ix.original()!;
    expect(m.content).toMatch(/replay: after step (\d+) of \1\n/);
    expect(m.content).toContain('🏁 Game over: ');
    expect(m.content).not.toContain(' so far');
    expect(customIds(m)).toHaveLength(2);
    expectNoViolations(w);
  });
});

describe('/game export', () => {
  it('is refused while the game goes on (the record holds secret choices), then sends the caller a JSON record that replays to the same scores', async () => {
    await startedGame(w, 3);
    await play(3);
    const early = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('export')));
    expect(lastText(early)).toContain('can be exported once the game is over');
    expect(early.original()!.attachments).toEqual([]);

    await play();
    const publicBefore = w.double.messages(w.channel).length;
    const ix = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('export')));
    const m = ix.original()!;
    expect(m.ephemeralFor).toBe(w.bo);
    expect(m.content).toContain('npm run table -- --load heist-');
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments[0]!.filename).toMatch(/^heist-\d{4}-\d{2}-\d{2}\.json$/);
    expect(w.double.messages(w.channel)).toHaveLength(publicBefore);

    const text = m.attachments[0]!.data.toString('utf8');
    for (const id of [w.ann, w.bo, w.cy]) expect(text).not.toContain(id);
    const record = parseGameRecord(text);
    if (!record.ok) throw new Error(record.error);
    expect(record.value).toMatchObject({
      game: 'heist',
      gameVersion: heist.schemaVersion,
      options: { rounds: 3 },
      seed: 'e2e',
      seats: [{ name: 'ann' }, { name: 'bo' }, { name: 'cy' }],
    });
    const t = await heistKit.table();
    expect(record.value.actions).toHaveLength(t.record.actions);
    const replayed = replayRecord(heist, record.value);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(heist.outcome(replayed.state).scores).toEqual(heist.outcome(t.state).scores);
    expect(replayed.state).toEqual(t.state);
    expectNoViolations(w);
  });

  it('has nothing to export before the start, and works for a game ended early', async () => {
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    expect(lastText(await w.run(w.double.slash(w.ann, w.channel, 'game', sub('export'))))).toBe(
      'This game never started: there is no record to export.',
    );
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    const moves = 2;
    const rng = seedRng('ended');
    for (let n = 0; n < moves; n++) {
      const t = await heistKit.table();
      const seat = heist.awaiting(t.state)[0]!;
      const moved = await w.bot.tables.act(w.channel, [w.ann, w.bo][seat]!, (c) => ({
        ok: true,
        value: c.legal[nextInt(rng, c.legal.length)]!,
      }));
      expect(moved.ok).toBe(true);
    }
    const version = (await heistKit.table()).record.version;
    expect((await w.bot.tables.abort(w.channel, w.ann, false, version)).ok).toBe(true);
    const ix = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('export')));
    const record = parseGameRecord(ix.original()!.attachments[0]!.data.toString('utf8'));
    expect(record.ok && record.value.actions).toHaveLength(moves);
    expect(latestPublic(w).content).not.toContain('game record');
    // Its replay ends where it was ended.
    const last = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('replay')));
    expect(last.original()!.content).toContain(`after step ${moves} of ${moves}\n`);
    expect(last.original()!.content).toContain('🛑 The game was ended here, before its end.');
    const before = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('replay', { step: 1 })));
    expect(before.original()!.content).toContain('⏳ Then waiting for');
    expectNoViolations(w);
  });
});
