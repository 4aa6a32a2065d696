import { afterEach, describe, expect, it } from 'vitest';
import { corruptionShort } from '../../src/games/vr/corruptionCards.ts';
import { CORRUPTION } from '../../src/games/vr/data/index.ts';
import { en } from '../support/words.ts';
import { latestPublic, startWorld, type World } from './harness.ts';
import { startVr, vrEntry, vrState } from './vrTable.ts';

let w: World;
afterEach(async () => w?.close());

describe('Virtual Revolution in words', () => {
  it('the public message says what the awaited player is asked; the board image carries it as alt text', async () => {
    w = await startWorld({ games: [vrEntry], seed: 'vr-text-1' });
    await startVr(w, [w.ann, w.bo, w.cy]);
    const m = latestPublic(w);
    expect(m.content).toMatch(/⏳ Waiting for <@\d+> \(⏰ <t:\d+:R>\): place a Director/);
    expect(m.attachments[0]?.description).toContain('place a Director');
  });

  it('/hand lists the caller’s own Corruption cards and Objectives in text, and no one else’s', async () => {
    w = await startWorld({ games: [vrEntry], seed: 'vr-text-2' });
    const users = [w.ann, w.bo, w.cy];
    await startVr(w, users);
    // Give two players distinct cards, straight in the store (a Corruption draw would do the same).
    await w.store.update(w.channel, (r) => {
      const s = structuredClone(r!.state) as { p: { corruption: string[] }[]; corruptionDeck: string[] };
      s.p[0]!.corruption = s.corruptionDeck.splice(0, 2);
      s.p[1]!.corruption = s.corruptionDeck.splice(0, 3);
      return { write: { ...r!, state: s }, result: null };
    });
    const { state } = await vrState(w);
    const ix = await w.run(w.double.slash(w.ann, w.channel, 'hand'));
    const text = ix.original()!.content;
    for (const id of state.p[0]!.corruption) expect(text).toContain(en(corruptionShort(CORRUPTION[id]!)));
    expect(text).toContain(`Corruption cards (${state.p[0]!.corruption.length})`);
    expect(text).toContain('Objectives:');
    const theirs = state.p[1]!.corruption.map((id) => en(corruptionShort(CORRUPTION[id]!))).filter(
      (x) => !state.p[0]!.corruption.some((id) => en(corruptionShort(CORRUPTION[id]!)) === x),
    );
    for (const x of theirs) expect(text).not.toContain(x);
    expect(ix.original()!.ephemeralFor).toBe(w.ann);
  });
});
