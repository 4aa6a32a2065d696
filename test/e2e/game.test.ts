import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderContext } from '../../src/discord/present.ts';
import type { DoubleMessage } from '../../src/double/types.ts';
import { applyAction } from '../../src/engine/play.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { FIXTURE_COMMAND_NAMES } from '../support/commandNames.ts';
import { gameKit } from './gameKit.ts';
import {
  customIds,
  expectNoViolations,
  lastText,
  pressControl,
  startedGame,
  sub,
  turnPrompt,
  type World,
} from './harness.ts';

let w: World;
const { start, table } = gameKit<HeistState>(heistEntry);

async function tableState(): Promise<{ state: HeistState; version: number; stamps: number[] }> {
  const { state, record } = await table();
  return { state, version: record.version, stamps: record.stamps };
}

const userOf = (seat: number) => [w.ann, w.bo, w.cy][seat]!;

/** Opens the awaited player's prompt with the public "Your move" button. */
async function openPrompt(user: string): Promise<DoubleMessage> {
  const prompt = await turnPrompt(w, user);
  expect(prompt.ephemeralFor).toBe(user);
  return prompt;
}

/** Plays one move for the first awaited seat, alternating buttons, selects and slash commands. */
async function playOne(step: number): Promise<void> {
  const { state } = await tableState();
  const seat = heist.awaiting(state)[0]!;
  const user = userOf(seat);
  if (step % 3 === 2) {
    const legal = heist.legalActions(state, seat);
    const pick = legal[step % legal.length]!;
    const sc = heistEntry.commands.subcommands.find((s) => s.kind === pick.kind)!;
    if (sc.choice) {
      const choices = await w.double.autocomplete(
        user,
        w.channel,
        'heist',
        sub(sc.name, { [sc.choice.name]: '' }, sc.choice.name),
      );
      expect(choices.map((c) => c.value)).toContain(pick.key);
      const ix = await w.run(w.double.slash(user, w.channel, 'heist', sub(sc.name, { [sc.choice.name]: pick.key })));
      expect(lastText(ix)).toContain('✅');
    } else {
      const ix = await w.run(w.double.slash(user, w.channel, 'heist', sub(sc.name)));
      expect(lastText(ix)).toContain('✅');
    }
    return;
  }
  const prompt = await openPrompt(user);
  const ids = customIds(prompt);
  await pressControl(w, user, prompt, ids[step % ids.length]!);
}

/** Every state the game passed through, rebuilt from its seed and action log. */
async function replayStates(): Promise<HeistState[]> {
  const t = await table();
  const r = t.record;
  let s = heist.setup(r.seats.length, heist.optionsSchema.parse(r.options), r.seed);
  const states = [s];
  for (const entry of await w.store.readHistory(w.channel)) {
    const next = applyAction(heist, s, entry.seat, entry.action);
    if (!next.ok) throw new Error(next.error);
    s = next.state;
    states.push(s);
  }
  expect(s).toEqual(t.state);
  return states;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('a whole game through the Discord double', () => {
  beforeEach(async () => {
    w = await start();
  });

  it('registers commands within Discord’s limits', () => {
    const names = (w.double.registeredCommands(w.double.guildId) as { name: string }[]).map((c) => c.name).sort();
    expect(names).toEqual(FIXTURE_COMMAND_NAMES);
    expectNoViolations(w);
  });

  it('three players play Data Heist to its end; nothing private reaches a public message or image', async () => {
    await startedGame(w, 2);
    let step = 0;
    while ((await w.bot.tables.load(w.channel)).ok && !heist.outcome((await tableState()).state).over) {
      await playOne(step++);
      expect(step).toBeLessThan(60);
    }
    const publicMessages = w.double.messages(w.channel);
    if (process.env.E2E_DUMP)
      for (const m of [...publicMessages, ...w.double.ephemerals(w.bo), ...w.double.dms(w.cy)])
        console.log(
          '---',
          m.ephemeralFor ? 'EPH' : m.dmFor ? 'DM' : 'PUB',
          JSON.stringify(m.content),
          customIds(m).join(' '),
        );
    const final = publicMessages.at(-1)!;
    expect(final.content).toContain('Game over');
    expect(final.components.flatMap((r: { components: unknown[] }) => r.components)).toHaveLength(1); // only "My hand" is left

    // No public text names a chip serial (only private views and private news hold them).
    for (const m of publicMessages) expect(m.content).not.toMatch(/SN-/);
    // Every public image is exactly a rendering of a spectator view of some state of this game.
    const states = await replayStates();
    const t = await w.bot.tables.load(w.channel);
    if (!t.ok) throw new Error(t.error);
    const publicRenders = new Set<string>();
    for (const s of states) {
      const png = await heistEntry.renderer.board(heist.view(s, 'spectator'), renderContext({ ...t.value, state: s }));
      publicRenders.add(sha(png));
    }
    const images = publicMessages.flatMap((m) => m.attachments);
    expect(images.length).toBeGreaterThan(5);
    for (const a of images) {
      expect(a.filename).toBe('board.png');
      expect(publicRenders.has(sha(a.data))).toBe(true);
    }
    // Private news went to its owner only.
    for (const user of [w.ann, w.bo, w.cy]) {
      for (const m of [...w.double.dms(user), ...w.double.ephemerals(user)]) {
        const serials = m.content.match(/SN-\w+/g) ?? [];
        const seat = [w.ann, w.bo, w.cy].indexOf(user);
        const mine = states.flatMap((s) => s.hands[seat]!.map((c) => c.serial));
        for (const sn of serials) expect(mine).toContain(sn);
      }
    }
    expectNoViolations(w);
  });
});
