import { describe, expect, it } from 'vitest';
import type { DoubleMessage } from '../../src/double/types.ts';
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import { ANOMALIES, CHARACTER_CARDS, type Icon } from '../../src/games/hacktivity/data/index.ts';
import { ICON_NAMES } from '../../src/games/hacktivity/help.ts';
import type { HackState } from '../../src/games/hacktivity/state.ts';
import { registeredGame } from '../support/games.ts';
import { expectBoardsOnly, gameKit } from './gameKit.ts';
import { button, customIds, lastText, latestPublic, openGame, openTurn, sub, type World } from './harness.ts';
import { choicesOn } from './vrTable.ts';

let w: World;
const { expectCleanEnd, game, start, state } = gameKit<HackState>(registeredGame('hack'));
const card = (id: string) => CHARACTER_CARDS[id] ?? ANOMALIES[id];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A card's icon with its number, as any message could word it ("Destroy 3", "Destroy, distributed 6"). */
const numbered = (icons: readonly Icon[]): RegExp[] =>
  icons
    .filter((i) => 'n' in i)
    .map(
      (i) => new RegExp(`${escapeRegExp(ICON_NAMES[i.k].split(' + ')[0]!)}\\W{0,3}${(i as { n: number }).n}\\b`, 'i'),
    );

describe('Hacktivity through the Discord double', () => {
  it('two hackers play a whole game; no public message or image reveals a card from a hand', async () => {
    w = await start({ seed: 'hack-e2e-1' });
    const users = [w.ann, w.bo];
    await openGame(w, users, { game: 'hack' });

    const rng = seedRng('hack-e2e-driver');
    /** Cards that have been on the table (a BLAAST!! card put back is public from then on). */
    const shown = new Set<string>();
    const publicText = () =>
      w.double
        .messages(w.channel)
        .map((m) => m.content)
        .join('\n');
    const noHandInPublic = (s: HackState) => {
      for (const id of [
        ...s.p.flatMap((p) => [...p.top, ...p.bottom]),
        ...s.enemyDiscard,
        ...s.blocks.flatMap((b) => (b.card ? [b.card] : [])),
      ])
        shown.add(id);
      const text = publicText();
      for (const [seat, p] of s.p.entries()) {
        for (const id of [...p.hand, ...p.drawn]) {
          expect(text, `seat ${seat}'s card id ${id} in public`).not.toContain(id);
          const c = card(id);
          if (!c || shown.has(id)) continue;
          expect(text, `seat ${seat}'s unplayed card ${c.name} named in public`).not.toMatch(
            new RegExp(`(^|[^\\w])${escapeRegExp(c.name)}([^\\w]|$)`),
          );
        }
      }
      // Public images are boards drawn from the spectator view, which holds no hand card.
      const spectator = JSON.stringify(game.view(s, 'spectator'));
      for (const p of s.p)
        for (const id of [...p.hand, ...p.drawn]) if (!shown.has(id)) expect(spectator).not.toContain(`"${id}"`);
      expectBoardsOnly(w.double.messages(w.channel));
    };

    let steps = 0;
    let shares = 0;
    let typed = 0;
    for (;;) {
      const s = await state();
      if (game.outcome(s).over) break;
      noHandInPublic(s);
      expect(steps++).toBeLessThan(6000);
      const seat = game.awaiting(s)[0]!;
      const user = users[seat]!;
      const legal = game.legalActions(s, seat);
      expect(legal.length).toBeGreaterThan(0);

      // Now and then share a card's icons: the channel hears the icons, never their numbers.
      const share = legal.find((a) => a.kind === 'share' && /^share:/.test(a.key));
      if (share && shares < 4 && steps % 5 === 0) {
        const before = new Set(publicText().split('\n'));
        const id = share.key.split(':').find((x) => card(x));
        const ix = await w.run(w.double.slash(user, w.channel, 'hack', sub('share', { what: share.key })));
        expect(lastText(ix)).toContain('✅');
        const fresh = publicText()
          .split('\n')
          .filter((l) => !before.has(l))
          .join('\n');
        if (id)
          for (const re of numbered([...card(id)!.top, ...card(id)!.bottom]))
            expect(fresh, `shared ${id}`).not.toMatch(re);
        shares++;
        continue;
      }
      // Now and then a card typed as /hack play with its autocomplete.
      if (legal.some((a) => a.kind === 'play') && typed < 3 && steps % 7 === 0) {
        const offered = await w.double.autocomplete(user, w.channel, 'hack', sub('play', { card: '' }, 'card'));
        expect(offered.length).toBe(Math.min(25, legal.filter((a) => a.kind === 'play').length));
        const ix = await w.run(
          w.double.slash(user, w.channel, 'hack', sub('play', { card: String(offered[0]!.value) })),
        );
        expect(lastText(ix)).toContain('✅');
        typed++;
        continue;
      }
      const open = await openTurn(w, user);
      const prompt: DoubleMessage = open.original()!;
      const options = choicesOn(prompt);
      if (options.length === 0) {
        // Only choices that take a typed number: the first one's button opens a modal.
        const amt = legal.find((a) => a.amount)!;
        expect(
          customIds(prompt).some((c) => c.startsWith('amt:')),
          prompt.content,
        ).toBe(true);
        const opener = await w.run(w.double.click(user, prompt, button(prompt, 'amt:')));
        const ix = await w.run(w.double.submitModal(user, opener, { amount: String(amt.amount!.min) }));
        expect(lastText(ix)).toContain('✅');
        continue;
      }
      const [id, value] = options[nextInt(rng, options.length)]!;
      const ix = await w.run(
        value === undefined ? w.double.click(user, prompt, id) : w.double.select(user, prompt, id, [value]),
      );
      expect(lastText(ix)).toContain('✅');
    }
    const end = await state();
    noHandInPublic(end);
    expect(end.result).not.toBeNull();
    const final = latestPublic(w);
    expect(final.content).toContain('Game over');
    await expectCleanEnd(final, users);
  }, 600_000);
});
