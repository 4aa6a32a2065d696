import type { BoardWords } from '../../engine/types.ts';
import { CHARACTER_NAMES } from './data/index.ts';
import { cardName } from './icons.ts';
import { m } from './messages.ts';
import type { HackView } from './view.ts';

/**
 * Hacktivity's board in words (GameDefinition.describe), from the view's public part only (never
 * `me`): the wave, the Alert, Antivirus and Critical interfaces, each player's row; hands only as
 * card backs. Every text is a message token (messages.ts).
 */

const seat = (s: number) => `{seat:${s}}`;
const COLUMNS = 'abcdef';
const PHASE: Readonly<Record<HackView['phase'], string>> = {
  setup: m('hack.phase.setup'),
  draw: m('hack.phase.draw'),
  play: m('hack.phase.play'),
  over: m('hack.phase.over'),
};

function alert(v: HackView): string {
  return v.alert
    .map((row, i) =>
      m('hack.words.column', {
        c: COLUMNS[i]!,
        row: v.removed[i] ? m('hack.words.removed') : row === null ? '–' : row,
      }),
    )
    .join(', ');
}

function player(v: HackView, s: number, long: boolean): string {
  const p = v.p[s]!;
  const parts = [
    m('hack.words.who', { who: seat(s), chars: p.characters.map((c) => CHARACTER_NAMES[c] ?? c).join(', ') }),
    m('hack.words.firewall', { n: p.firewall }),
    m('hack.words.hand', { c: p.handCharacter, a: p.handAnomaly }),
    m('hack.words.deck', { n: p.deck }),
  ];
  if (long) {
    if (p.load) parts.push(m('hack.words.load', { n: p.load }));
    if (p.cubes) parts.push(m('hack.words.cubes', { n: p.cubes }));
    if (p.programsUsed.length) parts.push(m('hack.words.programs', { list: p.programsUsed.map(cardName).join(', ') }));
    parts.push(
      m('hack.words.discards', {
        top: p.top ? cardName(p.top) : m('hack.empty'),
        tc: p.topCount,
        bottom: p.bottom ? cardName(p.bottom) : m('hack.empty'),
        bc: p.bottomCount,
      }),
    );
    if (p.split) parts.push(m('hack.words.split', { c: p.split.character, a: p.split.anomaly }));
  }
  return parts.join(', ');
}

export function hackWords(v: HackView): BoardWords {
  const head = v.result
    ? m(v.result.won ? 'hack.words.won' : 'hack.words.lost', { reason: v.result.reason })
    : v.turn
      ? m('hack.words.waveTurn', { w: v.wave, phase: PHASE[v.phase], who: seat(v.turn.seat), played: v.turn.played })
      : m('hack.words.wave', { w: v.wave, phase: PHASE[v.phase] });
  const meters = m('hack.words.meters', { t: v.tension, v: v.tensionValue, p: v.purple, g: v.grey });
  const blocks = v.blocks.map((b, i) =>
    m('hack.words.block', {
      i: i + 1,
      what: b.forbidden
        ? m('hack.words.forbidden')
        : b.card
          ? b.chains
            ? m('hack.words.blockChained', { card: cardName(b.card), n: b.nodes, c: b.chains })
            : m('hack.words.blockCard', { card: cardName(b.card), n: b.nodes })
          : m('hack.empty'),
    }),
  );
  const players = v.order.map((s) => player(v, s, false));
  const summary = [
    head,
    meters,
    m('hack.words.alertRows', { a: alert(v) }),
    m('hack.words.antivirus', { b: blocks.join('; ') }),
    m('hack.words.players', { p: players.join('; ') }),
  ].join(' ');
  const protocol = v.options.protocol === 'none' ? m('hack.words.protocolNone') : v.options.protocol;
  const full = [
    head,
    m(v.options.difficult ? 'hack.words.optionsDifficult' : 'hack.words.options', { p: protocol }),
    m('hack.words.critical', { m: meters }),
    m('hack.words.alert', { a: alert(v), n: v.alertDeck }),
    m('hack.words.antivirusFull', { b: blocks.join('; ') }),
    m('hack.words.decks', {
      n: v.anomalyDeck,
      k: v.enemyDiscard.length,
      list: v.enemyDiscard.map(cardName).join(', ') || m('hack.empty'),
    }),
    m('hack.words.playersHead'),
    ...v.order.map((s) => `• ${player(v, s, true)}`),
  ];
  return { summary, full };
}
