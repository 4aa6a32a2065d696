import type { Icon } from './data/index.ts';
import type { HackState } from './state.ts';

/** FOUNDATION STUB (wave work): the icons helper's icons.ts replaces this file at the merge. */

/** Words for icons; without numbers for the communication rule ("Destroy, Alert up"). */
export function describeIcons(icons: readonly Icon[], withNumbers: boolean): string {
  return icons.map((i) => (withNumbers && 'n' in i ? `${i.k} ${i.n}` : i.k)).join(', ') || 'no icon';
}

/** The loss conditions: a Firewall at 0, no orange cube left, purple reaching grey (sets s.over / s.result). */
export function checkEnd(s: HackState): void {
  if (s.over) return;
  const lose = (reason: string) => {
    s.over = true;
    s.result = { won: false, reason };
  };
  if (s.p.some((p) => p.characters.length > 0 && p.firewall <= 0)) lose('A Firewall fell to 0.');
  else if (s.alert.every((c) => c === null)) lose('No orange cube is left on the Alert interface.');
  else if (s.purple >= s.grey) lose('The purple cube reached the grey cube.');
}
