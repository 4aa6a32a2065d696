import { describe, expect, it } from 'vitest';
import { corruptionShort } from '../../../src/games/vr/corruptionCards.ts';
import { CORRUPTION } from '../../../src/games/vr/data/index.ts';
import { HELP } from '../../../src/games/vr/help.ts';
import { forPlayers, withArticle } from '../../../src/games/vr/wording.ts';
import { en } from '../../support/words.ts';
import { endGame, endRound, publicTexts } from './endHelpers.ts';
import { randomGames, vr } from './helpers.ts';

/**
 * What players read, said for a bot: "an Adventure", no instruction to handle physical components
 * (the bot moves them), Mme Tropovicz named only when someone has her.
 */

/** Printed phrases about handling components, and "a" before a vowel. */
const PHYSICAL =
  /Player Board|your board|on their board|flip it|slide it|slides? (it )?under|face down|sideways|Return (it|them) to|put it back|Place the corresponding|Place this Agent|above your/i;
const A_VOWEL = /\ba [AEIO][a-z]/;

function expectReadable(raw: string): void {
  const text = en(raw);
  expect(text, text).not.toMatch(PHYSICAL);
  expect(text, text).not.toMatch(A_VOWEL);
}

describe('wording', () => {
  it('"an" before a vowel: "Discard an Adventure or Science Fiction Verse"', () => {
    expect(withArticle('Adventure')).toBe('an Adventure');
    expect(withArticle('Fighter')).toBe('a Fighter');
    expect(en(corruptionShort(CORRUPTION['discard-verse-3']!))).toBe('Discard a Fantasy or Adventure Verse');
    expect(en(corruptionShort(CORRUPTION['discard-verse-4']!))).toBe('Discard an Adventure or Science Fiction Verse');
  });

  it('printed component handling is said as what happens', () => {
    expect(
      forPlayers(
        'Next Round, the Recruit an Agent action will cost you 8 Eurocredits (instead of 4). Place the corresponding Necro Marker on your Player Board. (It will be removed at the end of the Round).',
      ),
    ).toBe(
      'Next Round, the Recruit an Agent action will cost you 8 Eurocredits (instead of 4). (A Necro marker shows it until the end of that Round.)',
    );
    expect(forPlayers('Secretely look at the top Necro card.')).toBe('Secretly look at the top Necro card.');
    for (const h of HELP) expectReadable(h.text);
  });

  it('Corruption cards name their Districts, Actions and types instead of "the indicated" ones', () => {
    for (const c of Object.values(CORRUPTION)) expect(forPlayers(c.text), c.id).not.toMatch(/indicated/);
    expect(forPlayers(CORRUPTION['discard-verse-4']!.text)).toBe(
      'Discard one of your Verse cards, Online or not, of type Adventure or Science Fiction.',
    );
    expect(forPlayers(CORRUPTION['remove-server-1']!.text)).toMatch(
      /^Remove one of your Servers in \S.* or .*\. It returns to your supply\.$/,
    );
  });

  it('the final choices name Mme Tropovicz only when a player has her to declare', () => {
    const none = endRound(endGame('sabotage'));
    const line = publicTexts(none.events).find((t) => t.startsWith('Final choices'));
    expect(line).toBe('Final choices: each player chooses the Objective they score.');

    const s = endGame('sabotage');
    s.p[1]!.retired = ['mme-tropovicz'];
    const hers = publicTexts(endRound(s).events).find((t) => t.startsWith('Final choices'));
    expect(hers).toBe(
      'Final choices: each player chooses the Objective they score; {seat:1} first declares the type of Mme Tropovicz.',
    );
  });

  it('in random games, every label, detail, event and blocked reason reads right, and nothing is both offered and blocked', () => {
    let reasonsSeen = 0;
    randomGames(
      'vr-wording',
      6,
      (s, awaited) => {
        for (let seat = 0; seat < s.players; seat++) {
          const legal = vr.legalActions(s, seat);
          const blocked = vr.unavailable?.(s, seat) ?? [];
          if (!awaited.includes(seat)) expect(blocked).toEqual([]);
          for (const a of legal) {
            expectReadable(a.label);
            if (a.detail) expectReadable(a.detail);
          }
          const offered = new Set(legal.map((a) => `${a.kind}|${a.label}`));
          for (const u of blocked) {
            expect(en(u.label).length, en(u.label)).toBeLessThanOrEqual(80);
            expect(en(u.reason).length, en(u.label)).toBeGreaterThan(0);
            expect(en(u.reason), en(u.reason)).not.toMatch(/\.$/);
            expectReadable(`${u.label}: ${u.reason}`);
            expect(offered.has(`${u.kind}|${u.label}`), `${u.label} both offered and blocked`).toBe(false);
            reasonsSeen += 1;
          }
        }
      },
      (events) => {
        for (const e of events) expectReadable(e.text);
      },
    );
    expect(reasonsSeen).toBeGreaterThan(100);
  }, 120_000);
});
