/**
 * /rank, /leaderboard and /history through the Discord double (issue 24): ratings seeded by
 * applying rated games through the Ratings API on the world's store, then asked as users.
 */
import { describe, expect, it, vi } from 'vitest';
import { CHART_SIZE } from '../../renderers/kit/chart.ts';
import { pngSize } from '../../renderers/kit/index.ts';
import { LEADERBOARD_SIZE } from '../../renderers/kit/leaderboard.ts';
import { DEFAULT_MEMBER_PERMISSIONS } from '../../src/double/index.ts';
import type { CommandOption, DoubleMessage, Interaction } from '../../src/double/types.ts';
import { GAMES } from '../../src/games/index.ts';
import type { Logger } from '../../src/log.ts';
import { Ratings } from '../../src/ratings/ratings.ts';
import type { Images } from '../../src/render/pool.ts';
import { OTHER_GUILD, wonBy } from '../ratings/fixtures.ts';
import { capturedLog } from '../support/capturedLog.ts';
import { expectNoViolations, startWorld, sub, type World, worldPerTest } from './harness.ts';

const MANAGE_GUILD = 1n << 5n;
/** In the season of the seeded games (they end 2026-11-15). */
const NOW = () => new Date('2026-11-20T12:00:00.000Z');
const worlds = worldPerTest();

/** Top-level options: strings and booleans as typed, `player` as a user option. */
function options(values: Record<string, string | boolean>): CommandOption[] {
  return Object.entries(values).map(([name, value]) => ({
    name,
    type: typeof value === 'boolean' ? 5 : name === 'player' ? 6 : 3,
    value,
  }));
}

/** The message the caller sees last. */
function lastMessage(ix: Interaction): DoubleMessage {
  const m = ix.followups().at(-1) ?? ix.original();
  if (!m) throw new Error('no answer');
  return m;
}

/** The answer the caller sees last, and whether only they see it. */
function answer(ix: Interaction): { text: string; ephemeral: boolean } {
  const m = lastMessage(ix);
  return { text: m.content, ephemeral: m.ephemeralFor !== undefined };
}

/** The last answer's attachments: file name, alt text and the PNG's size. */
function images(ix: Interaction): { name: string; alt: string; size: { width: number; height: number } | null }[] {
  return lastMessage(ix).attachments.map((a) => ({
    name: a.filename,
    alt: a.description ?? '',
    size: pngSize(a.data),
  }));
}

/**
 * ann, bo and cy play three Axon games here (ann wins two, bo one); far1 and far2 three in
 * another server (far1 wins all). An admin with Manage Server is added.
 */
async function seeded(render?: Images, log?: Logger): Promise<World & { admin: string; ask: Ask; look: Look }> {
  const w = worlds.keep(
    await startWorld({ games: [...GAMES], now: NOW, ...(render ? { render } : {}), ...(log ? { log } : {}) }),
  );
  const ratings = new Ratings(w.store);
  const here = { guildId: w.double.guildId };
  // One a day, so /history's newest first is the last of them.
  for (const [day, winner] of [0, 1, 0].entries())
    await ratings.apply(
      wonBy('axon', [w.ann, w.bo, w.cy], winner, { ...here, endedAt: `2026-11-1${day}T12:00:00.000Z` }),
    );
  for (let n = 0; n < 3; n++) await ratings.apply(wonBy('axon', ['far1', 'far2'], 0, { guildId: OTHER_GUILD }));
  const admin = w.double.addUser({ username: 'admin', permissions: DEFAULT_MEMBER_PERMISSIONS | MANAGE_GUILD }).id;
  const ask: Ask = async (user, command, values = {}) =>
    answer(await w.run(w.double.slash(user, w.channel, command, options(values))));
  const look: Look = async (user, command, values = {}) => {
    const ix = await w.run(w.double.slash(user, w.channel, command, options(values)));
    return { ...answer(ix), images: images(ix) };
  };
  return Object.assign(w, { admin, ask, look });
}
/** As Ask, with the answer's images. */
type Look = (
  user: string,
  command: string,
  values?: Record<string, string | boolean>,
) => Promise<{ text: string; ephemeral: boolean; images: ReturnType<typeof images> }>;
type Ask = (
  user: string,
  command: string,
  values?: Record<string, string | boolean>,
) => Promise<{ text: string; ephemeral: boolean }>;

describe('/leaderboard', () => {
  it('this server by default, in public; scope:all every server; hiding leaves only the all-servers board', async () => {
    const w = await seeded();
    const here = await w.ask(w.bo, 'leaderboard', { game: 'axon' });
    expect(here.ephemeral).toBe(false);
    expect(here.text).toContain('**Axon Protocol** leaderboard · this server · 2026-Q4 · at least 3 games');
    expect(here.text).toMatch(/^1\. \*\*P-/m);
    for (const u of [w.ann, w.bo, w.cy]) expect(here.text).toContain(`P-${u}`);
    expect(here.text).not.toContain('P-far1');
    const all = await w.ask(w.bo, 'leaderboard', { game: 'axon', scope: 'all' });
    for (const u of [w.ann, w.bo, w.cy, 'far1', 'far2']) expect(all.text).toContain(`P-${u}`);

    const hid = await w.ask(w.ann, 'rank', { hide: true });
    expect(hid).toEqual({ ephemeral: true, text: expect.stringContaining('left out of the all-servers leaderboards') });
    expect((await w.ask(w.bo, 'leaderboard', { game: 'axon', scope: 'all' })).text).not.toContain(`P-${w.ann}`);
    expect((await w.ask(w.bo, 'leaderboard', { game: 'axon' })).text).toContain(`P-${w.ann}`);
    await w.ask(w.ann, 'rank', { hide: false });
    expect((await w.ask(w.bo, 'leaderboard', { game: 'axon', scope: 'all' })).text).toContain(`P-${w.ann}`);
    expectNoViolations(w);
  });

  it('a past season with no games, and a game nobody played, say so', async () => {
    const w = await seeded();
    expect((await w.ask(w.bo, 'leaderboard', { game: 'axon', season: '2026-q3' })).text).toContain(
      'Nobody has played 3 rated games here in 2026-Q3 yet.',
    );
    const spy = (await w.ask(w.bo, 'leaderboard', { game: 'spy' })).text;
    expect(spy).toContain(`**${nameOf('spy')}** leaderboard`);
    expect(spy).toContain('Nobody has played 3 rated games here in 2026-Q4 yet.');
    expectNoViolations(w);
  });

  it("the server's board off (Manage Server only): says so here, the all-servers board still lists its players", async () => {
    const w = await seeded();
    expect(await w.ask(w.mod, 'leaderboard', { server: 'off' })).toEqual({
      ephemeral: true,
      text: expect.stringContaining('Only a member with Manage Server'),
    });
    expect((await w.ask(w.admin, 'leaderboard', { server: 'off' })).ephemeral).toBe(true);
    const off = await w.ask(w.bo, 'leaderboard', { game: 'axon' });
    expect(off).toEqual({ ephemeral: true, text: expect.stringContaining("This server's leaderboard is off") });
    expect((await w.ask(w.bo, 'leaderboard', { game: 'axon', scope: 'all' })).text).toContain(`P-${w.bo}`);
    expect((await w.ask(w.bo, 'rank', { game: 'axon' })).text).toContain("this server's leaderboard is off");
    await w.ask(w.admin, 'leaderboard', { server: 'on' });
    expect((await w.ask(w.bo, 'leaderboard', { game: 'axon' })).text).toContain(`P-${w.bo}`);
    expectNoViolations(w);
  });
});

describe('/rank and /history', () => {
  it("/rank: rating, games, wins, place on this server's board and trend, in public; every game played without game:", async () => {
    const w = await seeded();
    const ann = await w.ask(w.bo, 'rank', { game: 'axon', player: w.ann });
    expect(ann.ephemeral).toBe(false);
    expect(ann.text).toContain(`Ratings of <@${w.ann}>:`);
    expect(ann.text).toMatch(
      /\*\*Axon Protocol\*\*: rating \*\*-?\d+\.\d\*\* · 3 games, 2 wins · #1 of 3 on this server's 2026-Q4 board · trend [▁-█]{3} [+−]\d+\.\d over the last 3 games/,
    );
    const mine = await w.ask(w.cy, 'rank');
    expect(mine.text).toContain('**Axon Protocol**: rating');
    expect(mine.text).toContain('3 games, 0 wins · #3 of 3');
    expect((await w.ask(w.cy, 'rank', { game: 'spy' })).text).toBe(
      `<@${w.cy}> has no rated ${nameOf('spy')} game yet.`,
    );
    expectNoViolations(w);
  });

  it("/rank without game: reads each game's ratings once (the rating and the board from the same read)", async () => {
    const w = await seeded();
    const read = vi.spyOn(w.store, 'readDocument');
    const mine = await w.ask(w.cy, 'rank');
    expect(mine.text).toContain('3 games, 0 wins · #3 of 3');
    const ratingsReads = read.mock.calls.map(([name]) => name).filter((name) => name.startsWith('ratings:'));
    expect(ratingsReads.sort()).toEqual(GAMES.map((g) => `ratings:${g.game.id}`).sort());
    read.mockRestore();
    expectNoViolations(w);
  });

  it('/history: the last games with when, place of N, result, rating change and the channel, privately', async () => {
    const w = await seeded();
    const h = await w.ask(w.ann, 'history');
    expect(h.ephemeral).toBe(true);
    const lines = h.text.split('\n');
    expect(lines[0]).toBe(`Last rated games of <@${w.ann}>:`);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\*\*Axon Protocol\*\* <t:\d+:R> · 1st of 3 · won · [+−]\d+\.\d · <#\d+>$/);
    expect(lines[2]).toMatch(/ · 2nd of 3 · lost · /);
    expect((await w.ask(w.ann, 'history', { player: w.mod })).text).toBe(`<@${w.mod}> has no rated game yet.`);
    // /game help names the three commands.
    const help = answer(await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help'))));
    expect(help.text).toContain('`/leaderboard game:<game>` (public), `/history` (to you)');
    expectNoViolations(w);
  });
});

describe('the images beside the text answers', () => {
  it('/leaderboard attaches its card, /rank game: its trend, each with an alt text saying what it shows; /rank without game: none', async () => {
    const w = await seeded();
    const board = await w.look(w.bo, 'leaderboard', { game: 'axon' });
    expect(board.text).toContain('**Axon Protocol** leaderboard · this server');
    expect(board.images).toEqual([
      {
        name: 'leaderboard.png',
        alt: expect.stringMatching(
          /^Leaderboard card of Axon Protocol, this server · 2026-Q4 · at least 3 games: 1\. P-/,
        ),
        size: LEADERBOARD_SIZE,
      },
    ]);
    for (const u of [w.ann, w.bo, w.cy]) expect(board.images[0]?.alt).toContain(`P-${u}`);
    const rank = await w.look(w.bo, 'rank', { game: 'axon', player: w.ann });
    expect(rank.text).toContain('**Axon Protocol**: rating');
    expect(rank.images).toEqual([
      {
        name: 'trend.png',
        alt: expect.stringMatching(
          new RegExp(`^Line chart of P-${w.ann}'s Axon Protocol rating after each of their last 3 games: `),
        ),
        size: CHART_SIZE,
      },
    ]);
    expect((await w.look(w.bo, 'rank')).images).toEqual([]);
    expect((await w.look(w.bo, 'leaderboard', { game: 'axon', season: '2026-q3' })).images).toEqual([]);
    expectNoViolations(w);
  });

  it('an image that fails to draw is logged, and the answer is the text alone', async () => {
    const broken = (): Promise<Buffer> => Promise.reject(new Error('no canvas today'));
    const render: Images = { board: broken, hand: broken, chart: broken, leaderboard: broken };
    const { log, lines } = capturedLog();
    const w = await seeded(render, log);
    const board = await w.look(w.bo, 'leaderboard', { game: 'axon' });
    expect(board.text).toMatch(/^1\. \*\*P-/m);
    expect(board.images).toEqual([]);
    const rank = await w.look(w.bo, 'rank', { game: 'axon' });
    expect(rank.text).toContain('**Axon Protocol**: rating');
    expect(rank.images).toEqual([]);
    expect(lines.filter((l) => l.msg === 'ratings image not drawn')).toHaveLength(2);
    expectNoViolations(w);
  });
});

function nameOf(id: string): string {
  const e = GAMES.find((g) => g.game.id === id);
  if (!e) throw new Error(`no game ${id}`);
  return e.game.name;
}

describe('bad options get a clear private answer and change nothing', () => {
  it.each([
    // Every registered game is offered, in the registry's order.
    [
      'an unknown game',
      'leaderboard',
      { game: 'chess' },
      `No rated game "chess". Choose one of: ${GAMES.map((g) => `\`${g.game.id}\``).join(', ')}.`,
    ],
    ['no game', 'leaderboard', {}, 'Which game? /leaderboard game:<game>'],
    ['a scope that is not offered', 'leaderboard', { game: 'axon', scope: 'galaxy' }, 'scope: is `server`'],
    ['a season that is not one', 'leaderboard', { game: 'axon', season: 'spring' }, '"spring" is not a season'],
    ['a season to come', 'leaderboard', { game: 'axon', season: '2027-Q1' }, '2027-Q1 has not begun yet'],
    ['server: with a game', 'leaderboard', { server: 'off', game: 'axon' }, 'server: works on its own'],
    ['an unknown game for /rank', 'rank', { game: 'chess' }, 'No rated game "chess"'],
    ['hiding someone else', 'rank', { hide: true, player: 'BO' }, 'hide: is your own choice only'],
  ] as const)('%s', async (_name, command, values, says) => {
    const w = await seeded();
    const v: Record<string, string | boolean> = { ...values };
    if (v.player === 'BO') v.player = w.bo;
    // The admin, so server: is refused for the combination, not for the permission.
    const got = await w.ask(w.admin, command, v);
    expect(got).toEqual({ ephemeral: true, text: expect.stringContaining(says) });
    expect(await new Ratings(w.store).isHidden(w.bo)).toBe(false);
    expect(await new Ratings(w.store).guildLeaderboardOn(w.double.guildId)).toBe(true);
    expectNoViolations(w);
  });
});
