import { afterEach, describe, expect, it } from 'vitest';
import { canonical } from '../../src/engine/play.ts';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import { STALE } from '../../src/service/tables.ts';
import { en } from '../support/words.ts';
import {
  button,
  customIds,
  DISCORD_RATE_LIMIT,
  expectNoViolations,
  lastText,
  latestPublic,
  startWorld,
  sub,
  type World,
} from './harness.ts';
import {
  choicesOn,
  entriesOn,
  pressEntry,
  recordEdits,
  recordPosts,
  selectsOn,
  startVr,
  vrEntry,
  vrState,
} from './vrTable.ts';

let w: World;
afterEach(async () => w?.close());

/** Opens `user`'s prompt with the public "Your move" button. */
async function openPrompt(user: string) {
  const ix = await w.run(w.double.click(user, latestPublic(w), button(latestPublic(w), 'turn:')));
  const prompt = ix.original();
  if (!prompt) throw new Error(`no prompt: ${lastText(ix)}`);
  return prompt;
}

describe('Virtual Revolution as its players read it in Discord', () => {
  it('the Director prompt is a two-step pick, District then Borough, saying what is in each, and its text stays short', async () => {
    // Issue 21 §5: the Director's 23-item menu said nothing of what is in each Borough.
    w = await startWorld({ games: [vrEntry], seed: 'vr-play-1' });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    const { state } = await vrState(w);
    const user = users[state.turn!.seat]!;
    const prompt = await openPrompt(user);
    const [menu] = selectsOn(prompt);
    // One menu of the 7 Districts, in Borough order (Borough 1, Louvre, is in Champs-Élysées).
    expect(menu?.labels).toHaveLength(7);
    expect(menu?.labels[0]).toBe('Champs-Élysées');
    expect(prompt.content.length).toBeLessThan(400);
    expect(prompt.content).not.toContain('Director to');
    // Picking Champs-Élysées opens its Boroughs privately, each saying what is there.
    const grp = (
      prompt.components as {
        components: { custom_id: string; options?: { label: string; value: string; description?: string }[] }[];
      }[]
    )[0]!.components[0]!;
    expect(grp.custom_id).toMatch(/^grp:/);
    const ce = grp.options!.find((o) => o.label === 'Champs-Élysées')!;
    expect(ce.description).toContain('1 · Louvre');
    const ix = await w.run(w.double.select(user, prompt, grp.custom_id, [ce.value]));
    const second = ix.original()!;
    expect(second.ephemeralFor).toBe(user);
    const boroughs = (second.components as { components: { label?: string }[] }[])
      .flatMap((r) => r.components)
      .map((c) => c.label);
    expect(boroughs).toEqual([
      'Director to 1 · Louvre (Champs-Élysées)',
      'Director to 8 · Élysée (Champs-Élysées)',
      'Director to 16 · Passy (Champs-Élysées)',
    ]);
    expect(second.content).toMatch(/Director to 1 · Louvre \(Champs-Élysées\)\*\*: (Empty|.*(Influence|Server|Agent))/);
    // Its button places the Director, as any prompt's does.
    const [id] = choicesOn(second)[0]!;
    const placed = await w.run(w.double.click(user, second, id));
    expect(lastText(placed)).toContain('✅ Director to 1 · Louvre');
    expect((await vrState(w)).state.turn!.borough).toBe(1);
    expectNoViolations(w);
  });

  it('a typed choice is understood: a Borough number, or a unique part of a name, accents aside', async () => {
    w = await startWorld({ games: [vrEntry], seed: 'vr-play-2' });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    const first = users[(await vrState(w)).state.turn!.seat]!;
    const several = await w.run(w.double.slash(first, w.channel, 'vr', sub('place', { borough: 'marais' })));
    expect(lastText(several)).toContain('fits several choices');
    expect(lastText(several)).toContain('Temple');
    expect((await vrState(w)).state.turn!.borough).toBeNull();
    const named = await w.run(w.double.slash(first, w.channel, 'vr', sub('place', { borough: 'hotel-de-ville' })));
    expect(lastText(named)).toContain('✅ Director to 4 · Hôtel-de-Ville');
    expect((await vrState(w)).state.turn!.borough).toBe(4);
    // The rest of the turn by slash commands, then the next player types a bare number.
    await w.run(w.double.slash(first, w.channel, 'vr', sub('influence', { what: 'skip' })));
    await w.run(w.double.slash(first, w.channel, 'vr', sub('end')));
    const { state } = await vrState(w);
    expect(state.turn?.stage).toBe('director');
    const next = users[state.turn!.seat]!;
    expect(next).not.toBe(first);
    // A subcommand of no use now says why and which ones fit, instead of an empty list.
    const wrong = await w.double.autocomplete(next, w.channel, 'vr', sub('recruit', { agent: '' }, 'agent'));
    expect(wrong).toEqual([
      { name: 'Not now: Recruit an Agent: place your Director first. You can: /vr place', value: '-' },
    ]);
    const waiting = await w.double.autocomplete(first, w.channel, 'vr', sub('place', { borough: '' }, 'borough'));
    expect(waiting[0]?.name).toMatch(/^Not your move: waiting for (ann|bo|cy)\.$/);
    // Autocomplete ignores accents too.
    const ac = await w.double.autocomplete(next, w.channel, 'vr', sub('place', { borough: 'elysee' }, 'borough'));
    expect(ac.map((c) => c.value)).toEqual(['dir:1', 'dir:8', 'dir:16']);
    const numbered = await w.run(w.double.slash(next, w.channel, 'vr', sub('place', { borough: '5' })));
    expect(lastText(numbered)).toContain('✅ Director to 5 ·');
    expect((await vrState(w)).state.turn!.borough).toBe(5);
    expectNoViolations(w);
  });

  it("one public message per turn: a step of the same turn edits it (also another player's decision inside it, told by DM), the next turn posts (and pings only its players), a step that changes nothing public leaves the channel alone", async () => {
    w = await startWorld({ games: [vrEntry], seed: 'vr-play-3', double: DISCORD_RATE_LIMIT });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    const posts = recordPosts(w);
    const edits = recordEdits(w);
    const rng = seedRng('vr-play-3-driver');
    let edited = 0;
    let dmPrompts = 0;
    let newTurns = 0;
    let insideTurn = 0;
    // Play through the end of Round 1 (its Necro attack and turn order are decided by DM).
    for (let step = 0; (await vrState(w)).state.round === 1; step++) {
      expect(step).toBeLessThan(400);
      const before = await w.bot.tables.load(w.channel);
      if (!before.ok) throw new Error(before.error);
      const seat = vr.awaiting(before.value.state as never)[0]!;
      const user = users[seat]!;
      const publicEvents = before.value.record.events.filter((e) => e.to === 'public').length;
      const awaitedBefore = vr.awaiting(before.value.state as never);
      const postsBefore = posts.length;
      const editsBefore = edits.length;
      const dmsBefore = users.map((u) => w.double.dms(u).length);
      const prompt = await openPrompt(user);
      const options = entriesOn(prompt);
      const ix = await pressEntry(w, user, options[nextInt(rng, options.length)]!, (n) => nextInt(rng, n));
      expect(lastText(ix)).toContain('✅');
      const after = await w.bot.tables.load(w.channel);
      if (!after.ok) throw new Error(after.error);
      const newPublic = after.value.record.events.filter((e) => e.to === 'public').length !== publicEvents;
      const awaitedAfter = vr.awaiting(after.value.state as never);
      const sameSeats =
        awaitedAfter.length === awaitedBefore.length && awaitedAfter.every((s) => awaitedBefore.includes(s));
      const mine = posts.slice(postsBefore).filter((p) => p.channelId === w.channel);
      const myEdits = edits.slice(editsBefore).filter((m) => m.channelId === w.channel);
      const boardSame =
        canonical(vr.view(before.value.state as never, 'spectator')) ===
        canonical(vr.view(after.value.state as never, 'spectator'));
      const turnChanged = vr.turnKey!(before.value.state as never) !== vr.turnKey!(after.value.state as never);
      if (!newPublic && sameSeats && boardSame) {
        expect(mine).toHaveLength(0);
        expect(myEdits).toHaveLength(0);
      } else if (turnChanged) {
        // The next turn begins: a new message, which notifies those it waits for and never the mover.
        expect(mine).toHaveLength(1);
        expect(mine[0]!.pinged).not.toContain(user);
        for (const u of mine[0]!.pinged) expect(awaitedAfter.map((s) => users[s])).toContain(u);
        newTurns++;
      } else if (awaitedAfter.some((s) => !awaitedBefore.includes(s))) {
        // Someone else decides inside the same turn (issue 21): the turn's message is edited, and
        // they get their buttons by DM (an edit pings nobody; no extra public post).
        expect(mine).toHaveLength(0);
        expect(myEdits).toHaveLength(1);
        for (const s of awaitedAfter.filter((x) => !awaitedBefore.includes(x) && x !== seat)) {
          const dms = w.double.dms(users[s]!).slice(dmsBefore[s]);
          expect(dms.some((dm) => customIds(dm).some((c) => c.startsWith('act:') || c.startsWith('pick:')))).toBe(true);
        }
        insideTurn++;
      } else if (awaitedAfter.length === 1 && awaitedAfter[0] === seat && mine.length === 0) {
        // The same player's turn goes on: its message is edited to the new board, with the step's news.
        expect(myEdits).toHaveLength(1);
        expect(myEdits[0]!.id).toBe(latestPublic(w).id);
        expect(myEdits[0]!.attachments.map((a) => a.filename)).toEqual(['board.png']);
        edited++;
      } else {
        expect(mine.length + myEdits.length).toBe(1);
      }
      // A decision pushed by DM says what led to it before the choices.
      users.forEach((u, s) => {
        for (const dm of w.double.dms(u).slice(dmsBefore[s])) {
          if (!customIds(dm).some((c) => c.startsWith('act:') || c.startsWith('pick:'))) continue;
          dmPrompts++;
          const [head, choices] = dm.content.split('**Your choices:**');
          expect(head!.trim().split('\n').length, dm.content).toBeGreaterThan(1);
          expect(choices).toBeTruthy();
          // A decision of a new turn: its player is also mentioned in the channel's new message.
          if (turnChanged) expect(mine.some((p) => p.pinged.includes(u))).toBe(true);
        }
      });
    }
    expect(posts.some((p) => p.pinged.length > 0)).toBe(true);
    expect(dmPrompts).toBeGreaterThan(0);
    expect(edited).toBeGreaterThan(posts.length / 2);
    // Round 1's turns each posted once; the End of Round's decisions by several players edited its message.
    expect(newTurns).toBeGreaterThan(3);
    expect(insideTurn).toBeGreaterThan(0);
    expect(posts.filter((p) => p.channelId === w.channel).length).toBe(newTurns);
    expect(w.double.rateLimits).toEqual([]);
    expectNoViolations(w);
  }, 120_000);

  it("an old button and another player's button are refused and change nothing", async () => {
    w = await startWorld({ games: [vrEntry], seed: 'vr-play-4' });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    const seat = (await vrState(w)).state.turn!.seat;
    const me = users[seat]!;
    const other = users[(seat + 1) % 3]!;
    const prompt = await openPrompt(me);
    // The Director is placed in two steps: a District from the menu of groups, then a Borough.
    const grp = entriesOn(prompt)[0]!;
    expect(grp.group).toBe(true);
    // Another player cannot see that prompt; a modified client could still send its ids.
    const foreignGroup = await w.run(w.double.select(other, latestPublic(w), grp.id, [grp.value!], { forged: true }));
    expect(lastText(foreignGroup)).toContain('These choices belong to another player.');
    const second = (await w.run(w.double.select(me, prompt, grp.id, [grp.value!]))).original()!;
    const [id] = choicesOn(second)[0]!;
    const foreign = await w.run(w.double.click(other, latestPublic(w), id, { forged: true }));
    expect(lastText(foreign)).toContain('These choices belong to another player.');
    const played = await w.run(w.double.click(me, second, id));
    expect(lastText(played)).toContain('✅');
    const { version } = await vrState(w);
    // The prompt now shows the next choices; a client that kept the old controls sends their old ids.
    const stale = await w.run(w.double.click(me, second, id, { forged: true }));
    expect(lastText(stale)).toBe(en(STALE));
    const staleGroup = await w.run(w.double.select(me, prompt, grp.id, [grp.value!], { forged: true }));
    expect(lastText(staleGroup)).toBe(en(STALE));
    expect((await vrState(w)).version).toBe(version);
    // A player who is not awaited learns whom the table waits for.
    const hand = await w.run(w.double.slash(other, w.channel, 'hand'));
    expect(hand.original()?.content).toContain(
      `Nothing to decide right now. Waiting for ${['ann', 'bo', 'cy'][seat]}.`,
    );
    expectNoViolations(w);
  });
});
