/**
 * Words for every image through the Discord double (issue 21 §4): a posted board and a /hand
 * picture carry alt text, and `/game status text:true` answers privately with the board as text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { en } from '../support/words.ts';
import { latestPublic, loadTable, openGame, startWorld, sub, type World } from './harness.ts';

let w: World;
afterEach(async () => w?.close());

const ALT_MAX = 1024;

describe.each(['vr', 'axon', 'hack'].map((id) => [id, GAMES.find((g) => g.game.id === id)!] as const))(
  'words for every image: %s',
  (id, entry) => {
    it('the board and the hand carry alt text; /game status text:true gives the board as text, privately', async () => {
      w = await startWorld({ games: [entry], seed: `words-${id}` });
      await openGame(w, [w.ann, w.bo, w.cy], { game: id });
      const name = entry.game.name;

      const board = latestPublic(w).attachments[0]!;
      expect(board.filename).toBe('board.png');
      expect(board.description).toMatch(new RegExp(`^${name} board\\. (Waiting for|Game over)`));
      expect(board.description!.length).toBeLessThanOrEqual(ALT_MAX);

      const hand = (await w.run(w.double.slash(w.bo, w.channel, 'hand'))).original()!;
      expect(hand.attachments[0]!.description).toContain(`${name}: your private view, bo.`);
      expect(hand.attachments[0]!.description!.length).toBeLessThanOrEqual(ALT_MAX);

      const ix = await w.run(w.double.slash(w.cy, w.channel, 'game', sub('status', { text: true })));
      const messages = [ix.original()!, ...ix.followups()];
      for (const m of messages) {
        expect(m.ephemeralFor).toBe(w.cy);
        expect(m.attachments).toEqual([]);
        expect(m.content.length).toBeLessThanOrEqual(2000);
      }
      const text = messages.map((m) => m.content).join('\n');
      expect(text).toContain(`**${name}**: the board in words`);
      expect(text).toMatch(/⏳ Waiting for /);
      // The game's own words for the public view, seats by name.
      const t = await loadTable(w);
      const first = entry.game.describe!(entry.game.view(t.state, 'spectator'), 'spectator').full[0]!;
      expect(text).toContain(en(first).replace(/\{seat:(\d+)\}/g, (_m, n: string) => t.record.seats[Number(n)]!.name));
      // The channel got no new message: the text was for the caller alone.
      expect(latestPublic(w).attachments[0]!.description).toBe(board.description);
    });
  },
);
