import { dataWord } from './messages.ts';
import { type Software, softwareSchema } from './types.ts';

/**
 * The 50 Software cards (designed: the rulebook prints the count, the three types (Attacks name
 * their target, Counters interrupt Attacks and stack, some counter Counters; Utilities are never
 * countered), Desktop cards and the Random Number on each). Random Numbers cycle through the 16
 * City Areas so each Area is picked about equally often.
 */
type K = Omit<Software, 'id' | 'random' | 'designed' | 'note' | 'desktop' | 'text'> & {
  desktop?: boolean;
  copies: number;
};
const KINDS: K[] = [
  {
    name: 'Brain Burn',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'kill-character',
    copies: 3,
  },
  {
    name: 'Smear Campaign',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'scandal-character',
    copies: 3,
  },
  {
    name: 'Data Leak',
    type: 'attack',
    timing: 'any',
    target: 'area',
    effect: 'data-corporate',
    copies: 3,
  },
  {
    name: 'Wipe',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'strip-token',
    copies: 3,
  },
  {
    name: 'Ransomware',
    type: 'attack',
    timing: 'any',
    target: 'player',
    effect: 'steal-card',
    copies: 3,
  },
  {
    name: 'Frame Job',
    type: 'attack',
    timing: 'any',
    target: 'character',
    effect: 'violence-character',
    copies: 2,
  },
  {
    name: 'Logic Bomb',
    type: 'attack',
    timing: 'any',
    target: 'desktop',
    effect: 'discard-desktop',
    copies: 2,
  },
  {
    name: 'Firewall',
    type: 'counter',
    timing: 'response',
    target: 'attack',
    effect: 'cancel-attack',
    copies: 6,
  },
  {
    name: 'Backtrace',
    type: 'counter',
    timing: 'response',
    target: 'counter',
    effect: 'cancel-counter',
    copies: 3,
  },
  {
    name: 'Mirror',
    type: 'counter',
    timing: 'response',
    target: 'attack',
    effect: 'redirect-attack',
    copies: 2,
  },
  {
    name: 'Overclock',
    type: 'utility',
    timing: 'any',
    effect: 'extra-move',
    copies: 4,
  },
  {
    name: 'Bribe',
    type: 'utility',
    timing: 'any',
    effect: 'release-prisoner',
    copies: 3,
  },
  {
    name: 'Patch',
    type: 'utility',
    timing: 'any',
    effect: 'clear-activation',
    copies: 3,
  },
  {
    name: 'Scout',
    type: 'utility',
    timing: 'own-turn',
    effect: 'peek-stack',
    copies: 3,
  },
  {
    name: 'Cloud Storage',
    type: 'utility',
    timing: 'any',
    desktop: true,
    leaves: 'discard-by-attack',
    effect: 'hand-limit-plus',
    copies: 2,
  },
  {
    name: 'Bodyguard Protocol',
    type: 'utility',
    timing: 'any',
    desktop: true,
    leaves: 'discard-when-used-or-attack',
    effect: 'shield-character',
    copies: 2,
  },
  {
    name: 'Proxy Server',
    type: 'utility',
    timing: 'any',
    desktop: true,
    leaves: 'discard-after-round',
    effect: 'free-phishing',
    copies: 3,
  },
];
let n = 0;
const LIST: Software[] = KINDS.flatMap(({ copies, ...k }) => {
  const kind = k.name.toLowerCase().replace(/[^a-z]+/g, '-');
  return Array.from({ length: copies }, (_, i) =>
    softwareSchema.parse({
      ...k,
      name: dataWord('card', kind),
      text: dataWord('card', `${kind}.text`),
      id: `${kind}-${i + 1}`,
      random: (n++ % 16) + 1,
      designed: true,
      note: 'designed',
    }),
  );
});
export const SOFTWARE_LIST: readonly Software[] = LIST;
export const SOFTWARE_DECK_SIZE = 50;
