import { type Software, softwareSchema } from './types.ts';

/**
 * The 50 Software cards (designed: the rulebook prints the count, the three types (Attacks name
 * their target, Counters interrupt Attacks and stack, some counter Counters; Utilities are never
 * countered), Desktop cards and the Random Number on each). Random Numbers cycle through the 16
 * City Areas so each Area is picked about equally often.
 */
type K = Omit<Software, 'id' | 'random' | 'designed' | 'note' | 'desktop'> & { desktop?: boolean; copies: number };
const KINDS: K[] = [
  {
    name: 'Brain Burn',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'kill-character',
    text: 'Attack a Character not in a Prison nor guarded: it dies (an Augment absorbs it).',
    copies: 3,
  },
  {
    name: 'Smear Campaign',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'scandal-character',
    text: 'Attack a Character: put 1 Scandal token on it.',
    copies: 3,
  },
  {
    name: 'Data Leak',
    type: 'attack',
    timing: 'any',
    target: 'area',
    effect: 'data-corporate',
    text: 'Attack a Corporate Area: put 1 Data token on it.',
    copies: 3,
  },
  {
    name: 'Wipe',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'strip-token',
    text: 'Attack a Character: return 1 token of your choice on it to the pool.',
    copies: 3,
  },
  {
    name: 'Ransomware',
    type: 'attack',
    timing: 'any',
    target: 'player',
    effect: 'steal-card',
    text: 'Attack a player: take 1 random Software card from their hand.',
    copies: 3,
  },
  {
    name: 'Frame Job',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'violence-character',
    text: 'Attack a Character: put 1 Violence token on it (it becomes a Criminal).',
    copies: 2,
  },
  {
    name: 'Logic Bomb',
    type: 'attack',
    timing: 'any',
    target: 'desktop',
    effect: 'discard-desktop',
    text: "Attack another player's Desktop card: discard it.",
    copies: 2,
  },
  {
    name: 'Firewall',
    type: 'counter',
    timing: 'response',
    target: 'attack',
    effect: 'cancel-attack',
    text: 'Counter an Attack: it has no effect.',
    copies: 6,
  },
  {
    name: 'Backtrace',
    type: 'counter',
    timing: 'response',
    target: 'counter',
    effect: 'cancel-counter',
    text: 'Counter a Counter: it has no effect.',
    copies: 3,
  },
  {
    name: 'Mirror',
    type: 'counter',
    timing: 'response',
    target: 'attack',
    effect: 'redirect-attack',
    text: 'Counter an Attack on you, your Desktop or Corporate Area: cancel it and draw 1 card.',
    copies: 2,
  },
  {
    name: 'Overclock',
    type: 'utility',
    timing: 'any',
    effect: 'extra-move',
    text: 'A Character of your choice moves along 1 street (not in or out of a Prison).',
    copies: 4,
  },
  {
    name: 'Bribe',
    type: 'utility',
    timing: 'any',
    effect: 'release-prisoner',
    text: 'Move a Character in a Prison down 1 section; from the lowest, put it in any non-Prison Area.',
    copies: 3,
  },
  {
    name: 'Patch',
    type: 'utility',
    timing: 'any',
    effect: 'clear-activation',
    text: "Remove the Activation Token from one Area's Action Box.",
    copies: 3,
  },
  {
    name: 'Scout',
    type: 'utility',
    timing: 'own-turn',
    effect: 'peek-stack',
    text: 'Play in your turn only: look at the top 3 Character cards and put them back in any order.',
    copies: 3,
  },
  {
    name: 'Cloud Storage',
    type: 'utility',
    timing: 'any',
    desktop: true,
    leaves: 'discard-by-attack',
    effect: 'hand-limit-plus',
    text: 'Desktop: your hand limit is 6. It leaves only when an Attack (Logic Bomb) discards it.',
    copies: 2,
  },
  {
    name: 'Bodyguard Protocol',
    type: 'utility',
    timing: 'any',
    desktop: true,
    leaves: 'discard-when-used-or-attack',
    effect: 'shield-character',
    text: 'Desktop: name a Character; the next time it would die, discard this card instead.',
    copies: 2,
  },
  {
    name: 'Proxy Server',
    type: 'utility',
    timing: 'any',
    desktop: true,
    leaves: 'discard-after-round',
    effect: 'free-phishing',
    text: 'Desktop: your Phishing costs no Software card. Discard this at the next End of Round.',
    copies: 3,
  },
];
let n = 0;
const LIST: Software[] = KINDS.flatMap(({ copies, ...k }) =>
  Array.from({ length: copies }, (_, i) =>
    softwareSchema.parse({
      ...k,
      id: `${k.name.toLowerCase().replace(/[^a-z]+/g, '-')}-${i + 1}`,
      random: (n++ % 16) + 1,
      designed: true,
      note: 'designed',
    }),
  ),
);
export const SOFTWARE_LIST: readonly Software[] = LIST;
export const SOFTWARE_DECK_SIZE = 50;
