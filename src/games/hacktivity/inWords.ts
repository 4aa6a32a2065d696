import type { BoardWords } from '../../engine/types.ts';
import { ANOMALIES, CHARACTER_CARDS, CHARACTER_NAMES, SOLO_ZERO } from './data/index.ts';
import type { HackView } from './view.ts';

/**
 * Hacktivity's board in words (GameDefinition.describe), from the view's public part only (never
 * `me`): the wave, the Alert, Antivirus and Critical interfaces, each player's row; hands only as
 * card backs.
 */

const seat = (s: number) => `{seat:${s}}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const COLUMNS = 'abcdef';
/** A face-up card's name (discard tops, the Antivirus, the Enemy Discard are public). */
const cardName = (id: string) =>
  CHARACTER_CARDS[id]?.name ?? ANOMALIES[id]?.name ?? SOLO_ZERO.find((z) => z.id === id)?.name ?? id;
const PHASE: Readonly<Record<HackView['phase'], string>> = {
  setup: 'Set-up',
  draw: 'Draw',
  play: 'Play',
  over: 'over',
};

function alert(v: HackView): string {
  return v.alert.map((row, i) => `${COLUMNS[i]} ${v.removed[i] ? 'removed' : row === null ? '–' : row}`).join(', ');
}

function player(v: HackView, s: number, long: boolean): string {
  const p = v.p[s]!;
  const parts = [
    `${seat(s)} (${p.characters.map((c) => CHARACTER_NAMES[c] ?? c).join(', ')})`,
    `firewall ${p.firewall}`,
    `hand ${p.handCharacter} Character + ${p.handAnomaly} Anomaly`,
    `deck ${p.deck}`,
  ];
  if (long) {
    if (p.load) parts.push(`load ${p.load}`);
    if (p.cubes) parts.push(`${plural(p.cubes, 'grey cube')} in reserve`);
    if (p.programsUsed.length) parts.push(`programs used: ${p.programsUsed.join(', ')}`);
    parts.push(
      `discards: top ${p.top ? cardName(p.top) : 'empty'} (${p.topCount}), bottom ${p.bottom ? cardName(p.bottom) : 'empty'} (${p.bottomCount})`,
    );
    if (p.split) parts.push(`draws ${p.split.character} Character / ${p.split.anomaly} Anomaly`);
  }
  return parts.join(', ');
}

export function hackWords(v: HackView): BoardWords {
  const head = v.result
    ? `Mission ${v.result.won ? 'accomplished' : 'failed'}: ${v.result.reason}`
    : `Wave ${v.wave}, ${PHASE[v.phase]} phase${v.turn ? `, ${seat(v.turn.seat)}'s turn (${v.turn.played}/2 cards played)` : ''}.`;
  const meters = `Tension ${v.tension} (draw ${v.tensionValue}); infection (purple) ${v.purple}, breaking point (grey) ${v.grey}.`;
  const blocks = v.blocks.map(
    (b, i) =>
      `block ${i + 1}: ${b.forbidden ? 'Forbidden card' : b.card ? `${cardName(b.card)} (${plural(b.nodes, 'node')} left${b.chains ? `, ${b.chains} chained` : ''})` : 'empty'}`,
  );
  const players = v.order.map((s) => player(v, s, false));
  const summary = [
    head,
    meters,
    `Alert rows: ${alert(v)}.`,
    `Antivirus: ${blocks.join('; ')}.`,
    `Players: ${players.join('; ')}.`,
  ].join(' ');
  const full = [
    head,
    `Options: protocol ${v.options.protocol}${v.options.difficult ? ', difficult' : ''}.`,
    `**Critical**: ${meters}`,
    `**Alert** (column: cube's row, 1-7): ${alert(v)}; ${v.alertDeck} Alert cards left.`,
    `**Antivirus**: ${blocks.join('; ')}.`,
    `**Anomaly deck** ${v.anomalyDeck}; **Enemy Discard** (${v.enemyDiscard.length}): ${v.enemyDiscard.map(cardName).join(', ') || 'empty'}.`,
    '**Players** (character order):',
    ...v.order.map((s) => `• ${player(v, s, true)}`),
  ];
  return { summary, full };
}
