import type { BoardWords } from '../../engine/types.ts';
import { ACTION_CARDS, NATION_NAMES, NATIONS, ROUNDS, SCORING_ROUNDS } from './data/index.ts';
import { regionName } from './graph.ts';
import type { IspyView } from './view.ts';

/**
 * I, Spy's board in words (GameDefinition.describe), from the view's public part only (never
 * `me`, nor a Politician's face): the Influence and Power tracks, each spy's place and public
 * holdings, the Politician spaces by their tokens.
 */

const seat = (s: number) => `{seat:${s}}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const cardName = (id: string) => ACTION_CARDS[id]?.name ?? id;

/** "Britain 12/9, France 8/4" (Influence/Power), the highest Influence first. */
function tracks(v: IspyView): string {
  const order = [...NATIONS].sort((a, b) => v.influence[b] - v.influence[a]);
  return order.map((n) => `${NATION_NAMES[n]} ${v.influence[n]}/${v.power[n]}`).join(', ');
}

function spy(v: IspyView, s: number, long: boolean): string {
  const x = v.spies[s]!;
  const parts = [
    `${seat(s)} (spy ${x.number}) ${x.region ? `in ${regionName(x.region)}` : 'not deployed'}`,
    `${x.supply} Supply`,
    plural(x.tags, 'Tag'),
    `${plural(x.handCount, 'card')} in hand`,
    plural(x.records.length, 'Record'),
    ...(x.assets.length ? [`Assets: ${x.assets.map((a) => a.name).join(', ')}`] : []),
    ...(x.alignment ? [`worked for ${NATION_NAMES[x.alignment]}`] : []),
  ];
  if (long) {
    parts.push(`${plural(x.tokens, 'Control Token')} left`);
    if (x.agenda.length) parts.push(`played this turn: ${x.agenda.map(cardName).join(', ')}`);
    if (x.records.length)
      parts.push(
        `Records: ${x.records.map((r) => `${cardName(r.card)}${r.rotated ? ' (retrieved)' : ''}`).join(', ')}`,
      );
  }
  return parts.join(', ');
}

/** "Phase 1: Fritz Haber, Ferdinand Foch; Phase 2: ..." (the revealed tiles, by the phase that revealed them). */
function revealedWords(v: IspyView): string {
  const phases = [...new Set(v.revealed.map((r) => r.phase))];
  return phases
    .map(
      (p) =>
        `${p === null ? 'earlier' : `Phase ${p}`}: ${v.revealed
          .filter((r) => r.phase === p)
          .map((r) => r.name)
          .join(', ')}`,
    )
    .join('; ');
}

export function ispyWords(v: IspyView): BoardWords {
  const next = SCORING_ROUNDS.find((r) => r >= v.round);
  const head = `Round ${v.round} of ${ROUNDS}${v.over ? ', over' : next ? `; next Scoring after Round ${next}` : ''}; ${seat(v.initiative)} holds the Initiative.`;
  const spies = Array.from({ length: v.players }, (_x, s) => s);
  const result = v.result ? `Result: ${v.result.lines.join(' ')}` : '';
  const summary = [
    head,
    result,
    `Influence/Power: ${tracks(v)}.`,
    `Spies: ${spies.map((s) => spy(v, s, false)).join('; ')}.`,
  ]
    .filter(Boolean)
    .join(' ');
  const spaces = v.spaces
    .filter((sp) => sp.occupied)
    .map(
      (sp) =>
        `${sp.phase ? `Phase ${sp.phase}` : 'In the shadows'} #${sp.index + 1}: ${sp.tokens.length ? sp.tokens.map(seat).join(', ') : 'no tokens'}`,
    );
  const full = [
    head,
    ...(result ? [result] : []),
    `**Influence/Power** by Nation: ${tracks(v)}.`,
    '**Spies**:',
    ...spies.map((s) => `• ${spy(v, s, true)}`),
    `**Politicians** (face down, by Control Tokens): ${spaces.join('; ') || 'none left'}; ${v.politicianDeck} in the deck${v.revealed.length ? `; revealed: ${revealedWords(v)}` : ''}.`,
    `**Supply Caches** left: ${v.caches.map(regionName).join(', ') || 'none'}.`,
    `**Asset stacks**: Berlin ${v.stackCounts.berlin}, Budapest ${v.stackCounts.budapest}, London ${v.stackCounts.london}.`,
  ];
  return { summary, full };
}
