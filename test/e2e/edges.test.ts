import { describe, expect, it } from 'vitest';
import { keyTag } from '../../src/discord/customId.ts';
import type { DoubleMessage } from '../../src/double/types.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { describeRedis } from '../setup/redisTarget.ts';
import { gameKit } from './gameKit.ts';
import {
  abortGame,
  button,
  customIds,
  expectNoViolations,
  lastText,
  latestPublic,
  openTurn,
  startedGame,
  sub,
  type World,
} from './harness.ts';

let w: World;
const { prompt, start, table: snapshot } = gameKit<HeistState>(heistEntry);

/** Plays moves (passes, or shields/takes) until `pred` holds. */
async function playUntil(
  pred: (s: HeistState) => boolean,
  choose: (s: HeistState, seat: number) => string,
): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { state } = await snapshot();
    if (pred(state)) return;
    const seat = heist.awaiting(state)[0]!;
    const user = [w.ann, w.bo, w.cy][seat]!;
    const key = choose(state, seat);
    const ix = key.startsWith('play:')
      ? await w.run(w.double.slash(user, w.channel, 'heist', sub('play', { chip: key })))
      : key === 'shield' || key === 'take'
        ? await w.run(w.double.slash(user, w.channel, 'heist', sub('defend', { how: key })))
        : await w.run(w.double.slash(user, w.channel, 'heist', sub(key)));
    expect(lastText(ix)).toContain('✅');
  }
  throw new Error('condition never reached');
}

const attackChip = (s: HeistState, seat: number) => s.hands[seat]!.find((c) => c.value >= 7);

describe('refusals change nothing', () => {
  it('a stale button says so and changes nothing', async () => {
    w = await start();
    await startedGame(w);
    const old = await prompt(w.ann);
    await w.run(w.double.slash(w.ann, w.channel, 'heist', sub('pass')));
    const before = await snapshot();
    const ix = await w.run(w.double.click(w.ann, old, customIds(old)[0]!));
    expect(lastText(ix)).toContain('no longer current');
    expect((await snapshot()).record.version).toBe(before.record.version);
    expectNoViolations(w);
  });

  it('an out-of-turn command is refused privately, naming whom the table waits for', async () => {
    w = await start();
    await startedGame(w);
    const before = await snapshot();
    const ix = await w.run(w.double.slash(w.bo, w.channel, 'heist', sub('pass')));
    expect(lastText(ix)).toContain('waiting for ann');
    expect(ix.responses.every((r) => (r.data.flags ?? 0) & 64 || r.kind !== 'callback')).toBe(true);
    expect((await snapshot()).record.version).toBe(before.record.version);
    const stranger = await openTurn(w, w.mod);
    expect(lastText(stranger)).toContain('not seated');
  });

  it('forged custom ids are refused: another seat, an index out of range, garbage', async () => {
    w = await start();
    await startedGame(w);
    const { record } = await snapshot();
    const msg = latestPublic(w);
    const before = record.version;
    const stamp = record.stamps[0]!;
    const tag0 = keyTag(heist.legalActions(record.state as HeistState, 0)[0]!.key);
    const forged = [
      [w.bo, `act:${w.channel}:0:${stamp}:${tag0}:0`, 'belong to another player'],
      [w.ann, `act:${w.channel}:0:${stamp}:${tag0}:99`, 'no longer current'],
      [w.ann, `act:${w.channel}:0:${stamp + 5}:${tag0}:0`, 'no longer current'],
      // The first choice's index with another choice's tag: not the choice it claims to be.
      [w.ann, `act:${w.channel}:0:${stamp}:${keyTag('not-a-choice')}:0`, 'no longer current'],
      [w.ann, `act:${w.channel}:0:${stamp}:0`, 'not one I recognise'],
      [w.ann, 'act:not-a-channel:0:1:k:0', 'not one I recognise'],
      [w.ann, `abort:${w.channel}:${before}`, 'Only the host'],
    ] as const;
    for (const [user, id, says] of forged) {
      const who = user === w.ann && id.startsWith('abort') ? w.bo : user;
      const ix = await w.run(w.double.click(who, msg, id, { forged: true }));
      expect(lastText(ix)).toContain(says);
    }
    const sel = await w.run(w.double.select(w.ann, msg, `pick:${w.channel}:0:${stamp}:0`, ['abc'], { forged: true }));
    expect(lastText(sel)).toContain('not valid');
    // An index without its tag, or with another choice's, is not taken.
    const bare = await w.run(w.double.select(w.ann, msg, `pick:${w.channel}:0:${stamp}:0`, ['0'], { forged: true }));
    expect(lastText(bare)).toContain('not valid');
    const wrong = await w.run(
      w.double.select(w.ann, msg, `pick:${w.channel}:0:${stamp}:0`, [`0.${keyTag('not-a-choice')}`], { forged: true }),
    );
    expect(lastText(wrong)).toContain('no longer current');
    expect((await snapshot()).record.version).toBe(before);
  });

  it('bad options and unknown games are explained', async () => {
    w = await start();
    const a = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'chess' })));
    expect(lastText(a)).toContain('no game called');
    const b = await w.run(
      w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', options: 'rounds=77' })),
    );
    expect(lastText(b)).toContain('rounds');
    const c = await w.run(w.double.slash(w.ann, w.channel, 'heist', sub('pass')));
    expect(lastText(c)).toContain('no game in this channel');
    expect(w.double.messages(w.channel)).toHaveLength(0);
  });
});

describeRedis('concurrency and restarts', () => {
  it('two concurrent clicks on one choice: exactly one move is applied', async () => {
    w = await start({ redis: true });
    await startedGame(w);
    const p = await prompt(w.ann);
    const id = customIds(p).find((c) => c.endsWith(`:${customIds(p).length - 1}`))!; // "Pass"
    const [x, y] = [w.double.click(w.ann, p, id), w.double.click(w.ann, p, id)];
    await Promise.all([x.whenAcknowledged(), y.whenAcknowledged()]);
    await w.bot.settled();
    const texts = [lastText(x), lastText(y)];
    expect(texts.filter((t) => t.includes('✅'))).toHaveLength(1);
    expect(
      texts.filter((t) => t.includes('no longer current') || t.includes('not waiting') || t.includes('not your move')),
    ).toHaveLength(1);
    expect((await snapshot()).record.actions).toBe(1);
  });

  it('buttons keep working after a restart, and the game is intact', async () => {
    w = await start({ redis: true });
    await startedGame(w);
    const p = await prompt(w.ann);
    const before = await snapshot();
    await w.restart();
    expect((await snapshot()).record).toEqual(before.record);
    const ix = await w.run(w.double.click(w.ann, p, customIds(p).at(-1)!));
    expect(lastText(ix)).toContain('✅');
    expect((await snapshot()).record.actions).toBe(1);
  });
});

describe('private information', () => {
  it('closed DMs: the player is named in a notice that points to /hand, and /hand delivers', async () => {
    w = await start({ cyDmClosed: true });
    await startedGame(w, 3);
    // Play until someone attacks: everyone else then decides at once, prompted by DM.
    await playUntil(
      (s) => s.defending.length > 0,
      (s, seat) => {
        const atk = attackChip(s, seat);
        if (atk) return `play:${atk.serial}`;
        return s.deck.length > 0 && s.hands[seat]!.length < 5 ? 'draw' : 'pass';
      },
    );
    const { state } = await snapshot();
    const defenders = state.defending.map((s) => [w.ann, w.bo, w.cy][s]!);
    const notice = latestPublic(w).content;
    expect(defenders).toContain(w.cy);
    expect(notice).toContain('could not DM **cy**');
    expect(w.double.dms(w.cy)).toHaveLength(0);
    for (const d of defenders.filter((u) => u !== w.cy)) {
      const dm = w.double.dms(d).at(-1)!;
      expect(dm.content).toContain('Your choices');
      // A DM button acts for the game channel.
      const ix = await w.run(w.double.click(d, dm, customIds(dm).at(-1)!));
      expect(lastText(ix)).toContain('✅');
    }
    const hand = await w.run(w.double.click(w.cy, latestPublic(w), button(latestPublic(w), 'hand:')));
    const view = hand.original()!;
    expect(view.ephemeralFor).toBe(w.cy);
    expect(view.attachments.map((a) => a.filename)).toEqual(['hand.png']);
    // cy's own choices come with the private view, since no DM could carry them.
    expect(view.content).toContain('Your choices');
    expect(customIds(view).some((c) => c.startsWith(`act:${w.channel}:2:`))).toBe(true);
    // Refresh updates the same ephemeral message in place.
    const refreshed = await w.run(w.double.click(w.cy, view, button(view, 'hand:')));
    expect(refreshed.responses[0]!.type).toBe(6);
    for (const m of w.double.messages(w.channel)) expect(m.content).not.toMatch(/SN-/);
    expectNoViolations(w);
  });

  it('/hand shows only the caller’s hand; /game log shows public events only', async () => {
    w = await start();
    await startedGame(w);
    await w.run(w.double.slash(w.ann, w.channel, 'heist', sub('draw')));
    const { state } = await snapshot();
    const ix = await w.run(w.double.slash(w.ann, w.channel, 'hand'));
    const view = ix.original()!;
    expect(view.ephemeralFor).toBe(w.ann);
    expect(view.content).toContain('You drew');
    const log = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('log')));
    expect(lastText(log)).toContain('ann** draws a chip');
    expect(lastText(log)).not.toContain('You drew');
    for (const c of state.hands[0]!) expect(lastText(log)).not.toContain(c.serial);
    const stranger = await w.run(w.double.slash(w.mod, w.channel, 'hand'));
    expect(lastText(stranger)).toContain('not seated');
  });

  it('/game log reads the whole history, older than the events the record keeps', async () => {
    w = await start();
    await startedGame(w, 5);
    const users = [w.ann, w.bo, w.cy];
    const eventsSoFar = async () => (await w.store.readHistory(w.channel)).flatMap((h) => h.events).length;
    for (let i = 0; i < 80; i++) {
      const { state, record } = await snapshot();
      if (record.status !== 'playing' || (await eventsSoFar()) >= 24) break;
      const seat = heist.awaiting(state)[0]!;
      const res = await w.bot.tables.act(w.channel, users[seat]!, (c) => {
        const pick =
          c.legal.find((a) => a.key.startsWith('play:')) ?? c.legal.find((a) => a.key === 'draw') ?? c.legal[0];
        return pick ? { ok: true, value: pick } : { ok: false, error: 'no choice' };
      });
      expect(res.ok).toBe(true);
    }
    const { record } = await snapshot();
    const history = await w.store.readHistory(w.channel);
    const allPublic = history.flatMap((h) => h.events).filter((e) => e.to === 'public');
    expect(history.flatMap((h) => h.events).length).toBeGreaterThanOrEqual(24);
    // The record keeps only its newest events; the first public event is in the history alone.
    expect(record.events).not.toContainEqual(allPublic[0]);
    const log = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('log', { count: 50 })));
    const first = allPublic[0]!.text.replace(
      /\{seat:(\d)\}/g,
      (_m, n: string) => `**${['ann', 'bo', 'cy'][Number(n)]}**`,
    );
    expect(lastText(log)).toContain(first);
    expect(lastText(log).split('\n').length).toBeGreaterThan(allPublic.length - 1);
  });

  it('a player who switched DMs off gets no DM and a public pointer to /hand', async () => {
    w = await start();
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('dms', { enabled: false })));
    await startedGame(w, 3);
    await playUntil(
      (s) => s.defending.includes(1),
      (s, seat) => {
        const atk = seat !== 1 ? attackChip(s, seat) : undefined;
        if (atk) return `play:${atk.serial}`;
        return s.deck.length > 0 && s.hands[seat]!.length < 5 ? 'draw' : 'pass';
      },
    );
    expect(w.double.dms(w.bo)).toHaveLength(0);
    expect(latestPublic(w).content).toContain('**bo**: private news for you');
  });
});

describe('table management', () => {
  it('abort needs the host or Manage Channels, and asks to confirm', async () => {
    w = await start();
    await startedGame(w);
    const refused = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('abort')));
    expect(lastText(refused)).toContain('Only the host');
    await abortGame(w, w.mod);
    expect(latestPublic(w).content).toContain('ended the game');
    const after = await w.run(w.double.slash(w.ann, w.channel, 'heist', sub('pass')));
    expect(lastText(after)).toContain('no game in this channel');
    const status = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('status')));
    expect(lastText(status)).toContain('ended early');
    const again = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('new', { game: 'heist' })));
    expect(again.original()!.content).toContain('seats open');
  });

  it('a damaged record gives a clear error and can be cleared by a moderator', async () => {
    w = await start();
    await startedGame(w);
    await w.store.update(w.channel, (r) => ({ write: { ...r!, state: { broken: true } }, result: null }));
    const ix = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('status')));
    expect(lastText(ix)).toContain('does not match its schema');
    const other = w.double.addChannel({ name: 'other' }).id;
    const elsewhere = await w.run(w.double.slash(w.ann, other, 'game', sub('new', { game: 'heist' })));
    expect(elsewhere.original()!.content).toContain('seats open');
  });

  it('a game can be opened in its own thread', async () => {
    w = await start();
    const ix = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', thread: true })));
    const thread = w.double.channels().find((c) => c.parentId === w.channel)!;
    expect(thread).toBeDefined();
    expect(lastText(ix)).toContain(`<#${thread.id}>`);
    const lobby = latestPublic(w, thread.id);
    await w.run(w.double.click(w.bo, lobby, button(lobby, 'join:')));
    await w.run(w.double.click(w.ann, latestPublic(w, thread.id), button(latestPublic(w, thread.id), 'start:')));
    expect(latestPublic(w, thread.id).attachments[0]?.filename).toBe('board.png');
    expect(w.double.messages(w.channel).filter((m) => m.attachments.length)).toHaveLength(0);
  });

  it('help and autocomplete', async () => {
    w = await start();
    const games = await w.double.autocomplete(w.ann, w.channel, 'game', sub('new', { game: 'hei' }, 'game'));
    expect(games).toEqual([{ name: 'Data Heist (2-4 players)', value: 'heist' }]);
    const help = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help')));
    expect(lastText(help)).toContain('Data Heist');
    const topic = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'heist:rules' })));
    expect(lastText(topic)).toContain('hand limit 5');
    // A topic without its game's prefix, when only one game has it (the vr topics list says "turn").
    const bare = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'rules' })));
    expect(lastText(bare)).toContain('hand limit 5');
    const none = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'nonsense' })));
    expect(lastText(none)).toContain('No help topic "nonsense"');
    await startedGame(w);
    const notMine = await w.double.autocomplete(w.bo, w.channel, 'heist', sub('play', { chip: '' }, 'chip'));
    // Not an empty list: one entry says why there is nothing to pick (sending it changes nothing).
    expect(notMine).toEqual([{ name: 'Not your move: waiting for ann.', value: '-' }]);
    const sent = await w.run(w.double.slash(w.bo, w.channel, 'heist', sub('play', { chip: '-' })));
    expect(lastText(sent)).toContain('It is not your move');
    const mine = await w.double.autocomplete(w.ann, w.channel, 'heist', sub('play', { chip: '' }, 'chip'));
    expect(mine).toHaveLength(3);
  });
});

describe('lobby messages', () => {
  const buttonsOf = (m: DoubleMessage) =>
    m.components.flatMap(
      (row: { components: { custom_id?: string; disabled?: boolean; label?: string }[] }) => row.components,
    );

  it('a full table shows Join disabled, and every old lobby message loses its buttons once the game starts', async () => {
    w = await start();
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    const first = latestPublic(w);
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    await w.run(w.double.slash(w.cy, w.channel, 'game', sub('join')));
    await w.run(w.double.slash(w.mod, w.channel, 'game', sub('status')));
    await w.run(w.double.slash(w.mod, w.channel, 'game', sub('join')));
    const full = latestPublic(w);
    expect(full.content).toContain('(4/4');
    const join = buttonsOf(full).find((c) => c.custom_id?.startsWith('join:'));
    expect(join).toMatchObject({ disabled: true });
    const lobbies = w.double.messages(w.channel).filter((m) => m.content.includes('Data Heist'));
    expect(lobbies.length).toBeGreaterThanOrEqual(5);
    // Older lobby messages follow the seats too: none still shows an open seat with a live Join.
    expect(w.double.messages(w.channel).find((m) => m.id === first.id)!.content).toContain('(4/4');
    expect(
      buttonsOf(w.double.messages(w.channel).find((m) => m.id === first.id)!).find((c) =>
        c.custom_id?.startsWith('join:'),
      ),
    ).toMatchObject({ disabled: true });
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('start')));
    for (const m of w.double.messages(w.channel).filter((x) => lobbies.some((l) => l.id === x.id))) {
      expect(buttonsOf(m).filter((c) => /^(join|leave|start):/.test(c.custom_id ?? ''))).toEqual([]);
    }
    // The first message (from /game new) says the game started.
    expect(w.double.messages(w.channel).find((m) => m.id === first.id)!.content).toContain('started with 4 players');
    expectNoViolations(w);
  });

  it('an aborted lobby closes its lobby messages too', async () => {
    w = await start();
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    const lobby = latestPublic(w);
    await abortGame(w, w.ann);
    expect(customIds(w.double.messages(w.channel).find((m) => m.id === lobby.id)!).filter((c) => c)).toEqual([]);
    expectNoViolations(w);
  });
});
