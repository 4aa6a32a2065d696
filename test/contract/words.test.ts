/**
 * Words for every image (issue 21 §4), for every registered game: over states of random games,
 * the board's alt text fits Discord's 1,024 characters, says whose move (or how the game ended),
 * and neither it, the game's summary nor the whole board as text holds a secret; each seat's
 * hand has alt text that fits; `/game status text:true` fits in messages of 2,000.
 */
import { describe, expect, it } from 'vitest';
import { boardAlt, handAlt, statusText } from '../../src/discord/boardWords.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { publicWaiting } from '../../src/engine/waiting.ts';
import { GAMES } from '../../src/games/index.ts';
import type { GameEntry } from '../../src/registry.ts';
import type { Table } from '../../src/service/tables.ts';
import { tableRecordSchema } from '../../src/store/record.ts';
import { checkPublicTexts, declaredSecrets } from './secrets.ts';

const SEEDS = Number(process.env.WORDS_GAMES ?? 3);
/** States looked at per game: about this many, spread over the game. */
const SAMPLES = 25;
const NAMES = ['Ann', 'Bo', 'Cyd', 'Dee', 'Eli', 'Fay'];

function tableOf(entry: GameEntry, seats: number, state: unknown, events: readonly GameEvent[]): Table {
  const at = '2026-01-01T00:00:00.000Z';
  const record = tableRecordSchema.parse({
    schema: 2,
    channelId: 'c',
    guildId: 'g',
    gameId: entry.game.id,
    status: 'playing',
    hostId: 'u0',
    options: {},
    seed: 's',
    seats: NAMES.slice(0, seats).map((name, i) => ({ userId: `u${i}`, name })),
    stateVersion: entry.game.schemaVersion,
    state: null,
    stamps: Array(seats).fill(0),
    actions: 0,
    version: 1,
    events: events.map((e) => ({ ...e, at })),
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
  });
  return { record, entry, state };
}

describe.each(GAMES.map((e) => [`${e.game.name} (${e.game.id})`, e] as const))(
  'words for every image: %s',
  (_name, entry) => {
    const def = entry.game;

    it('puts its views into words itself', () => {
      expect(typeof def.describe).toBe('function');
    });

    for (const seats of [def.minSeats, def.maxSeats]) {
      it(`${seats} seats: alt text and the board as text fit, say whose move and keep every secret`, () => {
        for (let i = 0; i < SEEDS; i++) {
          const seed = `words-${def.id}-${seats}-${i}`;
          const steps = playRandomGame(def, seats, {}, seed).steps;
          const every = Math.max(1, Math.floor(steps / SAMPLES));
          let n = 0;
          const look = (state: unknown, events: readonly GameEvent[]) => {
            const where = `${def.id}, ${seats} seats, seed ${seed}, step ${n}`;
            const secrets = declaredSecrets(def, state, seats, where);
            const words = def.describe!(def.view(state, 'spectator'), 'spectator');
            expect(words.summary.trim(), where).not.toBe('');
            const t = tableOf(entry, seats, state, events);
            const alt = boardAlt(t);
            expect(alt.length, where).toBeLessThanOrEqual(1024);
            const shown = publicWaiting(def, state);
            if (def.outcome(state).over) expect(alt, where).toContain('Game over');
            else for (const s of shown.seats) expect(alt, where).toContain(NAMES[s]);
            if (!def.outcome(state).over && shown.text) expect(alt, where).toContain(shown.text);
            const status = statusText(t, [], 'en');
            for (const m of status) expect(m.length, where).toBeLessThanOrEqual(2000);
            // The public words as public texts: the contract's own secrecy check.
            const texts = [words.summary, ...words.full, alt, ...status].map((text) => ({
              text,
              to: 'public' as const,
            }));
            checkPublicTexts(texts, { over: false }, secrets, where);
            for (let seat = 0; seat < seats; seat++)
              expect(handAlt(t, seat, 'en').length, where).toBeLessThanOrEqual(1024);
          };
          const first = def.setup(seats, def.optionsSchema.parse({}), seed);
          look(first, []);
          playRandomGame(def, seats, {}, seed, {
            onStep: ({ after, events }) => {
              n++;
              if (n % every === 0 || def.outcome(after).over) look(after, events);
            },
          });
        }
      }, 300_000);
    }
  },
);
