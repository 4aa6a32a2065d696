import type { FlowContext } from '../../engine/events.ts';
import { seedRng, shuffle } from '../../engine/rng.ts';
import { settleTitles } from './board.ts';
import {
  AGENT_LIST,
  AGENT_SPACES,
  BOOST_CARD_LIST,
  CORRUPTION_LIST,
  DIRECTORS,
  INFLUENCE_BY_PLAYERS,
  LOCALIZATION_CARDS,
  LOCALIZATION_PER_PLAYER,
  NECRO_DECK,
  NECRO_LIST,
  OBJECTIVE_LIST,
  OBJECTIVES_DEALT,
  REMOVED_LEVEL1,
  REMOVED_LEVEL2,
  SERVERS,
  START_IMMUNITY,
  START_INCOME,
  START_MONEY,
  VERSE_LIST,
  VERSE_SPACES,
} from './data/index.ts';
import { DISTRICTS as DISTRICT_IDS } from './data/types.ts';
import type { StepRun, VrFlow } from './flow.ts';
import { m } from './messages.ts';
import type { PlayerState, VrState } from './state.ts';
import { startTurn } from './turn.ts';

/** Reveals up to AGENT_SPACES Agents, each placed where a Localization card says (or intercepted). */
export function revealAgents(s: VrState, ctx: FlowContext, locDeck: (number | 'first')[]): void {
  for (const line of placeAgents(s, locDeck)) ctx.event(line);
}

/** Places the Agents revealed (revealAgents); the spaces intercepted, in words (the set-up reports none). */
function placeAgents(s: VrState, locDeck: (number | 'first')[]): string[] {
  const said: string[] = [];
  for (let i = 0; i < AGENT_SPACES; i++) {
    const agent = s.agentDeck.shift() ?? null;
    if (!agent) {
      s.agentSpaces[i] = { agent: null, borough: null };
      continue;
    }
    const loc = locDeck.shift();
    if (loc === undefined || loc === 'first') {
      // Intercepted: the Agent leaves the board; its Localization token stays under the space.
      s.agentDiscard.push(agent);
      s.agentSpaces[i] = { agent: null, borough: null };
      said.push(m('vr.ev.intercepted', { n: i + 1 }));
    } else {
      s.agentSpaces[i] = { agent, borough: loc };
    }
  }
  return said;
}

export function setupVr(players: number, seed: string): VrState {
  const rng = seedRng(seed);
  const objectives = shuffle(
    rng,
    OBJECTIVE_LIST.map((o) => o.id),
  );
  const p: PlayerState[] = Array.from({ length: players }, () => ({
    reserve: INFLUENCE_BY_PLAYERS[players as 2 | 3 | 4],
    money: START_MONEY,
    immunity: START_IMMUNITY,
    income: START_INCOME,
    vpTokens: 0,
    serverSupply: SERVERS,
    corruption: [],
    objectives: objectives.splice(0, OBJECTIVES_DEALT),
    onDuty: [],
    retired: [],
    boosts: [],
    verses: [],
    modifiers: [],
    directorsLeft: DIRECTORS,
    directorDistricts: [],
    peek: null,
    raidedWith7: false,
    raidedClean: false,
    curseCards: 0,
    tropovicz: null,
    eog: {},
    objectiveChoice: null,
  }));
  const s: VrState = {
    v: 1,
    rng,
    players,
    round: 1,
    over: false,
    order: [],
    turnsPlayed: 0,
    turn: null,
    boroughs: Array.from({ length: 23 }, () => ({ owner: null, count: 0, servers: [] })),
    directors: [],
    agentSpaces: Array.from({ length: AGENT_SPACES }, () => ({ agent: null, borough: null })),
    agentDeck: [],
    agentDiscard: [],
    verseDisplay: Array(VERSE_SPACES).fill(null),
    verseDeck: [],
    necroDeck: [],
    necroRevealed: [],
    corruptionDeck: [],
    corruptionDiscard: [],
    boostCards: BOOST_CARD_LIST.map((b) => b.id),
    titles: Object.fromEntries(DISTRICT_IDS.map((d) => [d, null])) as VrState['titles'],
    titlesTurned: [],
    recycle: Array(players).fill(0),
    p,
    stack: [],
    queue: [],
    scores: null,
    loc: [],
  };
  // Localization deal: one Influence token on each Borough drawn; the 1st Player card sets the order.
  const deal = shuffle(rng, LOCALIZATION_CARDS);
  const per = LOCALIZATION_PER_PLAYER[players as 2 | 3 | 4];
  let first = 0;
  for (let seat = 0; seat < players; seat++) {
    for (const card of deal.slice(seat * per, (seat + 1) * per)) {
      if (card === 'first') {
        first = seat;
        continue;
      }
      const b = s.boroughs[card - 1]!;
      b.owner = seat;
      b.count = 1;
      s.p[seat]!.reserve -= 1;
    }
  }
  s.order = Array.from({ length: players }, (_x, i) => (first + i) % players);
  settleTitles(s);
  // Agent deck: Level 1 (15 of 18) on top of Level 2 (9 of 15).
  const l1 = shuffle(
    rng,
    AGENT_LIST.filter((a) => a.level === 1).map((a) => a.id),
  ).slice(REMOVED_LEVEL1);
  const l2 = shuffle(
    rng,
    AGENT_LIST.filter((a) => a.level === 2).map((a) => a.id),
  ).slice(REMOVED_LEVEL2);
  s.agentDeck = [...l1, ...l2];
  s.loc = shuffle(rng, LOCALIZATION_CARDS);
  placeAgents(s, s.loc);
  const verses = shuffle(
    rng,
    VERSE_LIST.map((v) => v.id),
  );
  s.verseDisplay = verses.splice(0, VERSE_SPACES);
  s.verseDeck = verses;
  // Necro deck (designed make-up, see NECRO_DECK): Standard cards over End of Game cards.
  const std = shuffle(
    rng,
    NECRO_LIST.filter((n) => !n.endOfGame).map((n) => n.id),
  ).slice(0, NECRO_DECK.standard);
  const eog = shuffle(
    rng,
    NECRO_LIST.filter((n) => n.endOfGame).map((n) => n.id),
  ).slice(0, NECRO_DECK.endOfGame);
  s.necroDeck = [...std, ...eog];
  s.corruptionDeck = shuffle(
    rng,
    CORRUPTION_LIST.map((c) => c.id),
  );
  startTurn(s);
  return s;
}

const runStartRound: StepRun<'startRound'> = (s, _step, ctx) => {
  s.turnsPlayed = 0;
  ctx.event(m('vr.ev.roundBegins', { n: s.round }));
  startTurn(s);
};

/** Registers this module's steps on the game's flow. */
export function registerSetup(flow: VrFlow): void {
  flow.defineStep('startRound', runStartRound);
}
