import type { FlowContext } from '../../engine/events.ts';
import { shuffle } from '../../engine/rng.ts';
import {
  ALPHA_DIFFICULT_NODES,
  ALPHA_NODES,
  ANOMALY_LIST,
  CHARACTER_CARD_LIST,
  CHARACTER_NAMES,
  CHARACTERS,
  type Character,
  CYBERLINK_CUBES,
  FIREWALL_SOLO,
  FIREWALL_START,
  SOLO_ZERO,
} from './data/index.ts';
import { ask, type HackFlow, type Opt, queue } from './flow.ts';
import { m } from './messages.ts';
import { applyProtocol } from './protocols.ts';
import type { HackState } from './state.ts';

/**
 * Set-up once the board is laid (setup.ts): each seat picks a different Character in seat order
 * (solo: two), then the 'setupDecks' step builds the decks, Firewalls, DrPower's and CyberLink's
 * pieces, the Alpha Anomalies, the solo cards, the character order and the Emergency Protocol.
 */

const BLURB: Readonly<Record<Character, string>> = {
  cyberlink: m('hack.blurb.cyberlink'),
  drpower: m('hack.blurb.drpower'),
  blaast: m('hack.blurb.blaast'),
  artemis: m('hack.blurb.artemis'),
};

export const characterOrder = (c: Character): number => CHARACTERS.indexOf(c);
const picks = (s: HackState): number => (s.players === 1 ? 2 : 1);

function characterOptions(s: HackState, seat: number): Opt[] {
  const taken = new Set(s.p.flatMap((p) => p.characters));
  return CHARACTERS.filter((c) => !taken.has(c)).map((c) => ({
    key: `character:${c}`,
    kind: 'character',
    // "Choose", not "Play": at set-up a seat takes a Character; "Play …" labels are the cards played later.
    label: m('hack.choice.character', { name: CHARACTER_NAMES[c], n: characterOrder(c) + 1 }),
    detail:
      s.players === 1
        ? m('hack.choice.character.solo', { blurb: BLURB[c], n: picks(s) - s.p[seat]!.characters.length })
        : BLURB[c],
    value: c,
  }));
}

/** The Alpha Anomalies: one of 1 node (difficult: two more of 3), in the first free blocks (b on for 1-2 players). */
function placeAlphas(s: HackState): void {
  const alphas = shuffle(
    s.rng,
    ANOMALY_LIST.filter((c) => c.set === 'alpha').map((c) => c.id),
  );
  const nodes = s.options.difficult ? [ALPHA_NODES, ALPHA_DIFFICULT_NODES, ALPHA_DIFFICULT_NODES] : [ALPHA_NODES];
  nodes.forEach((n, i) => {
    const card = alphas[i];
    const b = s.blocks.find((x) => !x.forbidden && x.card === null);
    if (card === undefined || !b) return;
    Object.assign(b, { card, nodes: n, chains: 0 });
  });
}

export function setupDecks(s: HackState, ctx: FlowContext): void {
  const waiting = s.p.findIndex((p) => p.characters.length < picks(s));
  if (waiting >= 0) {
    ask(s, 'character', [waiting]);
    queue(s, [{ k: 'setupDecks' }], true);
    return;
  }
  const solo = s.players === 1;
  for (const p of s.p) {
    const own = CHARACTER_CARD_LIST.filter((c) => p.characters.includes(c.character)).map((c) => c.id);
    p.deck = ctx.rng.shuffle(solo ? [...own, ...SOLO_ZERO.map((z) => z.id)] : own);
    p.firewall = solo ? FIREWALL_SOLO : FIREWALL_START;
    p.load = 0;
    p.programsUsed = [];
    p.cubes = p.characters.includes('cyberlink') ? CYBERLINK_CUBES : 0;
  }
  if (solo) {
    const virus = ANOMALY_LIST.filter((c) => c.set === 'soloVirus').map((c) => c.id);
    s.anomalyDeck = ctx.rng.shuffle([...s.anomalyDeck, ...virus]);
  }
  placeAlphas(s);
  const first = (seat: number) => Math.min(...s.p[seat]!.characters.map(characterOrder));
  s.order = s.p.map((_, i) => i).sort((a, b) => first(a) - first(b));
  applyProtocol(s, ctx);
  const order = s.order.map((i) =>
    m('hack.words.who', { who: `{seat:${i}}`, chars: s.p[i]!.characters.map((c) => CHARACTER_NAMES[c]).join(' + ') }),
  );
  ctx.event(m('hack.event.order', { order: order.join(', ') }));
  queue(s, [{ k: 'startWave' }]);
}

export function registerSetupDecks(flow: HackFlow): void {
  flow.defineStep('setupDecks', (s, _step, ctx) => setupDecks(s, ctx));
  flow.defineDecision('character', {
    options: (s, _p, seat) => characterOptions(s, seat),
    resolve(s, _p, seat, c, _n, ctx) {
      const ch = c.value as Character;
      s.p[seat]!.characters.push(ch);
      ctx.event(
        m('hack.event.chooses', { who: `{seat:${seat}}`, name: CHARACTER_NAMES[ch], n: characterOrder(ch) + 1 }),
      );
    },
  });
}
