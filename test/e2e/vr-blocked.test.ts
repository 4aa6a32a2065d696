import { afterEach, describe, expect, it } from 'vitest';
import type { VrState } from '../../src/games/vr/state.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { lastText, startWorld, sub, type World } from './harness.ts';
import { startVr, vrEntry, vrState } from './vrTable.ts';

let w: World;
afterEach(async () => w?.close());

describe('Virtual Revolution: a typed choice the game shows as blocked', () => {
  it('/vr influence what:add beside another player\'s tokens answers with the reason; a value that fits nothing is still "not one of your choices"', async () => {
    w = await startWorld({ games: [withBlankImages(vrEntry)], seed: 'vr-blocked-1' });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    const seat = (await vrState(w)).state.turn!.seat;
    const other = (seat + 1) % users.length;
    const user = users[seat]!;
    const b = 5;
    // Another player's Influence token in Borough 5, straight in the store (as their own turn would leave it).
    await w.store.update(w.channel, (r) => {
      const s = structuredClone(r!.state) as VrState;
      s.boroughs[b - 1] = { ...s.boroughs[b - 1]!, owner: other, count: 1 };
      s.p[other]!.reserve -= 1;
      return { write: { ...r!, state: s }, result: null };
    });
    const placed = await w.run(w.double.slash(user, w.channel, 'vr', sub('place', { borough: String(b) })));
    expect(lastText(placed)).toContain(`✅ Director to ${b} ·`);
    const before = await vrState(w);
    expect(before.state.turn).toMatchObject({ seat, stage: 'influence', borough: b });
    expect(before.state.boroughs[b - 1]).toMatchObject({ owner: other, count: 1 });

    // "add" fits no legal choice (only "Remove 1 opposing token here" and "No Influence manoeuvre"), but the blocked one.
    const add = await w.run(w.double.slash(user, w.channel, 'vr', sub('influence', { what: 'add' })));
    const text = lastText(add);
    expect(text).toContain(
      `You cannot do that right now: Add 1 Influence here: another player's tokens are in Borough ${b}.`,
    );
    expect(text).not.toContain('is not one of your choices');
    expect(add.original()!.ephemeralFor).toBe(user);
    expect((await vrState(w)).version).toBe(before.version);

    // A value that fits nothing, legal or blocked: the list of choices, as before.
    const xyz = await w.run(w.double.slash(user, w.channel, 'vr', sub('influence', { what: 'xyz' })));
    expect(lastText(xyz)).toContain('"xyz" is not one of your choices now');
    expect(lastText(xyz)).toContain('Remove 1 opposing token here');
    expect(lastText(xyz)).not.toContain('You cannot do that right now');
    expect((await vrState(w)).version).toBe(before.version);

    // The legal choice still goes through by a typed part of its label.
    const remove = await w.run(w.double.slash(user, w.channel, 'vr', sub('influence', { what: 'remove' })));
    expect(lastText(remove)).toContain('✅');
    const after = await vrState(w);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.state.boroughs[b - 1]).toMatchObject({ owner: null, count: 0 });
  });
});
