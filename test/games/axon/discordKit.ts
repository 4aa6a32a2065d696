/**
 * Scenario states for the Discord-side Axon tests (commands, help, blocked choices, the computer
 * player): a set-up table edited into the Turn Phase with chosen Corporations, hands and
 * Characters, built only from the foundation (setup, state) so they hold whatever the rules
 * modules do.
 */
import { seedRng } from '../../../src/engine/rng.ts';
import type { LegalAction } from '../../../src/engine/types.ts';
import { type AxonAction, axon } from '../../../src/games/axon/game.ts';
import { setupAxon } from '../../../src/games/axon/setup.ts';
import type { AxonState, CharState } from '../../../src/games/axon/state.ts';

export interface Table {
  players?: number;
  corps?: string[];
  hands?: string[][];
  chars?: (Partial<CharState> & { id: string; area: number })[];
  seat?: number;
}

/** A table in the Turn Phase: `seat`'s turn open (no action taken yet), the others may play Software. */
export function table(t: Table = {}, edit?: (s: AxonState) => void): AxonState {
  const players = t.players ?? 3;
  const s = setupAxon(players, { beginner: false, window: 60 }, 'discord-kit');
  const corps = t.corps ?? ['ares', 'media-net', 'helix', 'omnicorp', 'syndicate', 'datastream'];
  s.p.forEach((p, i) => {
    p.corp = corps[i] ?? null;
    p.hand = [...(t.hands?.[i] ?? [])];
  });
  const used = new Set(s.p.flatMap((p) => p.hand));
  s.deck = s.deck.filter((c) => !used.has(c));
  s.chars = (t.chars ?? []).map((c) => ({
    section: c.area === 1 ? 0 : null,
    tokens: { augments: 0, drugs: 0, products: 0, scandal: 0, violence: 0 },
    activated: false,
    guarding: false,
    ...c,
  }));
  const inCity = new Set(s.chars.map((c) => c.id));
  s.charStack = s.charStack.filter((c) => !inCity.has(c));
  const seat = t.seat ?? 0;
  // The First Player Token with the last seat (a test may give it to another).
  s.first = players - 1;
  s.phase = 'turns';
  s.round = 1;
  s.turn = { seat, acted: false, special: false, reverse: false, acting: null };
  s.stack = [
    {
      kind: 'turn',
      seats: [seat],
      data: {},
      may: Array.from({ length: players }, (_v, i) => i).filter((i) => i !== seat),
    },
  ];
  edit?.(s);
  return s;
}

export const act = (key: string, kind: string, label = key, detail?: string): LegalAction<AxonAction> => ({
  key,
  kind,
  label,
  action: { k: key },
  ...(detail ? { detail } : {}),
});

/** The greedy player's choice for `seat` among `legal`, from that seat's view. */
export function greedy(s: AxonState, seat: number, legal: LegalAction<AxonAction>[], seed = 'g'): string {
  return axon.computer.greedy({ seat, view: axon.view(s, seat), legal, rng: seedRng(seed) }).key;
}
