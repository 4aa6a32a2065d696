/**
 * A decision's buttons work once, through the Discord double, in every registered game: people
 * play the opening of a game from their /hand prompts, and every control pressed is pressed a
 * second time (a double click, or an old prompt still on screen). The second press is refused as
 * no longer current and changes nothing, whatever the next choices look like.
 */

import { describe, expect, it } from 'vitest';
import type { DoubleMessage } from '../../src/double/types.ts';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { mayActSeats } from '../../src/engine/waiting.ts';
import { GAMES } from '../../src/games/index.ts';
import { STALE } from '../../src/service/tables.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { en } from '../support/words.ts';
import { lastText, loadTable, openGame, startWorld, type World } from './harness.ts';

/** Steps of each game played with a second press each. */
const STEPS = Number(process.env.SECOND_PRESS_STEPS ?? 30);

/** Every control of a prompt but typed-number buttons: [custom id, select value or undefined]. */
function controls(m: DoubleMessage): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (const row of m.components as {
    components: { type: number; custom_id?: string; options?: { value: string }[] }[];
  }[]) {
    for (const c of row.components) {
      if (c.custom_id?.startsWith('act:')) out.push([c.custom_id, undefined]);
      if (c.custom_id?.startsWith('pick:')) for (const o of c.options ?? []) out.push([c.custom_id, o.value]);
    }
  }
  return out;
}

/** The groups of a two-step pick on a prompt: [custom id, value]. */
function groupsOn(m: DoubleMessage): [string, string][] {
  const out: [string, string][] = [];
  for (const row of m.components as { components: { custom_id?: string; options?: { value: string }[] }[] }[]) {
    for (const c of row.components)
      if (c.custom_id?.startsWith('grp:')) for (const o of c.options ?? []) out.push([c.custom_id, o.value]);
  }
  return out;
}

const press = (w: World, user: string, m: DoubleMessage, [id, value]: [string, string | undefined], forged = false) =>
  w.run(
    value === undefined ? w.double.click(user, m, id, { forged }) : w.double.select(user, m, id, [value], { forged }),
  );

describe.each(GAMES.map((e) => [e.game.name, e] as const))('second presses: %s', (_name, entry) => {
  it(`${STEPS} steps, each control pressed twice: the second press is stale and changes nothing`, async () => {
    const w = await startWorld({ games: GAMES.map(withBlankImages), seed: `second-press-${entry.game.id}` });
    try {
      const users = [
        w.ann,
        w.bo,
        w.cy,
        w.double.addUser({ username: 'dee' }).id,
        w.double.addUser({ username: 'eve' }).id,
        w.double.addUser({ username: 'fay' }).id,
      ];
      const seats = entry.game.minSeats;
      await openGame(w, users.slice(0, seats), { game: entry.game.id });
      const rng = seedRng(`second-press-${entry.game.id}`);
      let seconds = 0;
      for (let step = 0; step < STEPS; step++) {
        const t = await loadTable(w);
        if (t.record.status !== 'playing') break;
        const acting = [...new Set([...t.entry.game.awaiting(t.state), ...mayActSeats(t.entry.game, t.state)])];
        const seat = acting[nextInt(rng, acting.length)]!;
        let prompt = (await w.run(w.double.slash(users[seat]!, w.channel, 'hand'))).original()!;
        // A two-step pick: the group is opened first (that changes nothing), then its controls are the prompt.
        const groups = groupsOn(prompt);
        if (controls(prompt).length === 0 && groups.length) {
          const [id, value] = groups[nextInt(rng, groups.length)]!;
          prompt = (await w.run(w.double.select(users[seat]!, prompt, id, [value]))).original()!;
        }
        const offered = controls(prompt);
        if (offered.length === 0) break; // only typed numbers left: played by their command elsewhere
        const chosen = offered[nextInt(rng, offered.length)]!;
        expect(lastText(await press(w, users[seat]!, prompt, chosen))).toContain('✅');
        const version = (await loadTable(w)).record.version;
        const over = (await loadTable(w)).record.status !== 'playing';
        // Pressed again on the prompt as it was (the client had not yet shown the new one).
        const again = lastText(await press(w, users[seat]!, prompt, chosen, true));
        expect(again, `${entry.game.id} step ${step}`).toBe(
          over ? 'This game is over. /game status shows the final board.' : en(STALE),
        );
        expect((await loadTable(w)).record.version).toBe(version);
        seconds++;
      }
      expect(seconds).toBeGreaterThan(0);
    } finally {
      await w.close();
    }
  }, 300_000);
});
