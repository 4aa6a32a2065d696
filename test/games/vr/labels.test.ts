import { describe, expect, it } from 'vitest';
import type { GameEvent, LegalAction } from '../../../src/engine/types.ts';
import { actionDetail as actionDetailRaw } from '../../../src/games/vr/actions.ts';
import {
  activationText as activationTextRaw,
  boostText as boostTextRaw,
  promotionText as promotionTextRaw,
} from '../../../src/games/vr/agents/text.ts';
import { removeInfluence } from '../../../src/games/vr/board.ts';
import {
  corruptionDetail as corruptionDetailRaw,
  corruptionShort as corruptionShortRaw,
} from '../../../src/games/vr/corruptionCards.ts';
import {
  AGENT_LIST,
  BOOST_CARD_LIST,
  CORRUPTION,
  CORRUPTION_LIST,
  DISTRICTS,
  NECRO_LIST,
  OBJECTIVE_LIST,
  TITLE_LIST,
  TITLES,
  VERSE_LIST,
} from '../../../src/games/vr/data/index.ts';
import { ACTIONS } from '../../../src/games/vr/data/types.ts';
import { vrFlow } from '../../../src/games/vr/game.ts';
import { necroPart } from '../../../src/games/vr/necroCards.messages.ts';
import { objectiveDetail as objectiveDetailRaw, SCORE_LABELS } from '../../../src/games/vr/scoring.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { titleText as titleTextRaw } from '../../../src/games/vr/titles.ts';
import {
  verseBonusText as verseBonusTextRaw,
  verseCondition as verseConditionRaw,
  verseScoring as verseScoringRaw,
  verseSummary as verseSummaryRaw,
} from '../../../src/games/vr/verses/text.ts';
import { clip, forPlayers as forPlayersRaw } from '../../../src/games/vr/wording.ts';
import { en, fr } from '../../support/words.ts';
import { agentBoost, endRound, hand, verse } from './endHelpers.ts';
import { choose, emptied, expectPublicClean, keys, randomGames, turnAt, verseTypeKeys, vr } from './helpers.ts';

/** `f`'s text as an English reader sees it. */
const inEnglish =
  <A extends unknown[]>(f: (...a: A) => string) =>
  (...a: A): string =>
    en(f(...a));
const actionDetail = inEnglish(actionDetailRaw);
const activationText = inEnglish(activationTextRaw);
const boostText = inEnglish(boostTextRaw);
const promotionText = inEnglish(promotionTextRaw);
const corruptionDetail = inEnglish(corruptionDetailRaw);
const corruptionShort = inEnglish(corruptionShortRaw);
const objectiveDetail = inEnglish(objectiveDetailRaw);
const titleText = inEnglish(titleTextRaw);
const verseBonusText = inEnglish(verseBonusTextRaw);
const verseCondition = inEnglish(verseConditionRaw);
const verseScoring = inEnglish(verseScoringRaw);
const verseSummary = inEnglish(verseSummaryRaw);
const forPlayers = inEnglish(forPlayersRaw);

/**
 * What players read on the buttons: labels that tell choices apart, details that say the cost and
 * effect in at most 100 characters without cutting a word, and readable events and summaries.
 */

// ---- Building situations --------------------------------------------------------------------

/** An empty Neo Paris, seat 0 to play at `stage` with its Director in Borough `borough`. */
function table(stage: 'influence' | 'action' | 'end' = 'action', borough = 10, players = 3): VrState {
  const s = emptied(players, 'labels', { money: 30, onDuty: [], boosts: [], modifiers: [] });
  s.agentSpaces = Array.from({ length: 5 }, () => ({ agent: null, borough: null }));
  turnAt(s, 0, stage, borough);
  return s;
}

/** The legal choices, their label and detail as an English reader sees them. */
const legal = (s: VrState, seat = 0): readonly LegalAction[] =>
  vr.legalActions(s, seat).map((a) => ({ ...a, label: en(a.label), ...(a.detail ? { detail: en(a.detail) } : {}) }));
const byKey = (s: VrState, key: string, seat = 0): LegalAction => {
  const a = legal(s, seat).find((x) => x.key === key);
  if (!a) throw new Error(`no ${key} among ${keys(s, seat).join(', ')}`);
  return a;
};
const labelsOf = (s: VrState, kind: string, seat = 0) =>
  legal(s, seat)
    .filter((a) => a.kind === kind)
    .map((a) => a.label);

/** Seat 0's choices of `kind`, checked to read `labels` and to detail the Corruption `cards`, in order. */
function corruptionChoices(s: VrState, kind: string, labels: string[], cards: string[]): readonly LegalAction[] {
  const choices = legal(s).filter((a) => a.kind === kind);
  expect(choices.map((a) => a.label)).toEqual(labels);
  expect(choices.map((a) => a.detail)).toEqual(cards.map((c) => corruptionDetail(CORRUPTION[c]!)));
  return choices;
}

/** The printed card texts: a detail must never end with one of them cut short mid-word. */
const LONG_TEXTS = [
  ...AGENT_LIST.flatMap((a) => [a.activation, a.promotion, a.boost?.text ?? '']),
  ...VERSE_LIST.flatMap((v) => [v.condition, v.bonus, v.scoring]),
  ...OBJECTIVE_LIST.map((o) => o.text),
  ...TITLE_LIST.map((t) => t.text),
  ...BOOST_CARD_LIST.map((b) => b.effect.text),
  ...NECRO_LIST.flatMap((n) => [n.minimum, n.global, n.maximum]),
  ...CORRUPTION_LIST.map((c) => c.text),
].filter((t) => t.length > 20);

/** Does `detail` end with the start of a printed text cut inside a word (the old `.slice(0, 100)`)? */
function cutMidWord(detail: string): boolean {
  const word = /[\p{L}\p{N}]/u;
  return LONG_TEXTS.some((t) => {
    for (let m = 20; m < t.length && m <= detail.length; m++) {
      if (word.test(t[m - 1]!) && word.test(t[m]!) && detail.endsWith(t.slice(0, m))) return true;
    }
    return false;
  });
}

/** `text` ends at a word boundary of `whole` (or is it), with "…" when cut. */
function cutAtWord(text: string, whole: string): boolean {
  if (!text.endsWith('…')) return true;
  const head = text.slice(0, -1);
  return whole.startsWith(head) && /[\s,;:(–-]/.test(whole[head.length] ?? ' ');
}

// ---- Corruption cards -----------------------------------------------------------------------

describe('Corruption cards as choices', () => {
  const distinct = [...new Map(CORRUPTION_LIST.map((c) => [c.text, c])).values()];

  it('every distinct card text has its own short label, naming what it indicates', () => {
    expect(new Set(distinct.map(corruptionShort)).size).toBe(distinct.length);
    for (const c of distinct) {
      const short = corruptionShort(c);
      for (const d of c.districts) expect(short).toContain(DISTRICTS[d]!.name);
      expect(`Give away: ${short}`.length).toBeLessThanOrEqual(80);
    }
  });

  it('the detail is the card text (said shorter only when over 100 characters, the indicated names kept)', () => {
    for (const c of CORRUPTION_LIST) {
      const d = corruptionDetail(c);
      expect(d.length).toBeLessThanOrEqual(100);
      expect(d).not.toContain('…');
      if (forPlayers(c.text).length <= 100) expect(d).toBe(forPlayers(c.text));
      for (const id of c.districts) expect(d).toContain(DISTRICTS[id]!.name);
    }
    expect(corruptionDetail(CORRUPTION['remove-server-4']!)).toBe(
      'Remove one of your Servers in Quartier Latin or Denfert Rochereau. It returns to your supply.',
    );
  });

  it('Donation: different cards never look alike, and two copies of one text are one choice', () => {
    let s = table();
    hand(s, 0, 'remove-server-1', 'remove-server-2', 'lose-money-1', 'lose-money-2', 'discard-boost-2');
    s = choose(s, 0, 'act:donation').state;
    s = choose(s, 0, 'don-2').state;
    const cards = corruptionChoices(
      s,
      'card',
      [
        'Discard (2 left): Remove a Server (Pigalle or Champs-Élysées)',
        'Discard (2 left): Remove a Server (Champs-Élysées or Nation)',
        'Discard (2 left): Lose 2 Eurocredits',
        'Discard (2 left): Discard a Boost under Recruit an Agent or Build a Server',
      ],
      ['remove-server-1', 'remove-server-2', 'lose-money-1', 'discard-boost-2'],
    );
    expect(cards.map((a) => a.key)).toEqual([
      'discard:remove-server-1',
      'discard:remove-server-2',
      'discard:lose-money-1',
      'discard:discard-boost-2',
    ]);
    s = choose(s, 0, 'discard:lose-money-1').state;
    // Still a copy of "Lose 2 Eurocredits" in hand: still one choice, now for the last card.
    expect(labelsOf(s, 'card')).toContain('Discard: Lose 2 Eurocredits');
    expect(labelsOf(s, 'card').filter((l) => l.includes('Lose 2 Eurocredits'))).toHaveLength(1);
  });

  it('Marais: one choice per distinct card, labels naming the indicated Districts', () => {
    let s = table();
    for (const b of DISTRICTS.MA.boroughs) Object.assign(s.boroughs[b - 1]!, { owner: 0, count: 1 });
    s.titles.MA = 0;
    hand(s, 0, 'remove-influence-4');
    s.corruptionDeck = [
      'remove-influence-5',
      'lose-income-1',
      ...s.corruptionDeck.filter((c) => !['remove-influence-5', 'lose-income-1'].includes(c)),
    ];
    s = choose(s, 0, 'title:MA').state;
    expect(labelsOf(s, 'card')).toEqual([
      'Discard (2 left): Remove 1 Influence token (Champs-Élysées or Marais)',
      'Discard (2 left): Remove 1 Influence token (Marais or Denfert Rochereau)',
      'Discard (2 left): Decrease your Income by 1',
    ]);
    s.p[0]!.corruption.push('lose-income-2');
    s = choose(s, 0, 'ma:remove-influence-4').state;
    expect(labelsOf(s, 'card')).toEqual([
      'Discard: Remove 1 Influence token (Marais or Denfert Rochereau)',
      'Discard: Decrease your Income by 1',
    ]);
  });

  it('The Weasel, Dina and Clarisse show the short label and the card text', () => {
    let s = table('action', 5);
    s.p[0]!.onDuty = [{ id: 'the-weasel', turned: false }];
    hand(s, 0, 'discard-verse-1', 'discard-verse-2', 'lose-money-1', 'lose-money-3');
    s.corruptionDeck = ['lose-money-2', ...s.corruptionDeck.filter((c) => c !== 'lose-money-2')];
    s = choose(choose(s, 0, 'agent:promote:the-weasel').state, 0, 'promo:use').state;
    const cards = corruptionChoices(
      s,
      'card',
      [
        'Discard: Discard a Science Fiction or Horror Verse',
        'Discard: Discard a Horror or Fantasy Verse',
        'Discard: Lose 2 Eurocredits',
      ],
      ['discard-verse-1', 'discard-verse-2', 'lose-money-1'],
    );
    expect(cards[1]!.detail).toBe(forPlayers(CORRUPTION['discard-verse-2']!.text));

    let d = table('action', 5);
    d.p[0]!.onDuty = [{ id: 'dina', turned: false }];
    hand(d, 0, 'discard-agent-tech', 'discard-agent-diplomat');
    d = choose(d, 0, 'agent:use:dina').state;
    expect(labelsOf(d, 'card')).toEqual([
      'Give away: Discard a Tech Agent on Duty',
      'Give away: Discard a Diplomat Agent on Duty',
    ]);
  });

  it('a Raid names the card to suffer and shows its text, within 100 characters', () => {
    const s = table();
    hand(s, 0, 'discard-boost-2', 'discard-boost-3', 'lose-immunity-1', 'lose-money-1', 'lose-money-2');
    s.p[0]!.immunity = 2;
    s.p[0]!.boosts = [{ source: 'agent', id: 'megabyte', action: 'server' }];
    const st = endRound(s).state;
    corruptionChoices(
      st,
      'suffer',
      [
        'Suffer: Discard a Boost under Recruit an Agent or Build a Server',
        'Suffer: Discard a Boost under Build a Server or Create a Verse',
        'Suffer: Lose 2 Eurocredits',
      ],
      ['discard-boost-2', 'discard-boost-3', 'lose-money-1'],
    );
  });
});

// ---- The turn -------------------------------------------------------------------------------

describe('the Actions say their cost and effect, as they are for this player now', () => {
  it('the printed costs and gains', () => {
    const s = table();
    expect(ACTIONS.map((a) => actionDetail(s, 0, a))).toEqual([
      'Gain 5 €',
      'Pay 4: an Agent within range 1',
      'Pay 10: Income +2, +2 VPs token, 1 Corruption',
      'Pay 7: Income +1, 1 Corruption, pick 1 of 5',
      'Discard Corruption cards (1 for 1 €, 2 for 3 €), buy Immunity (3 €)',
    ]);
    // The turn menu shows them.
    expect(byKey(s, 'act:work').detail).toBe('Gain 5 €');
    expect(byKey(s, 'act:donation').detail).toBe(actionDetail(s, 0, 'donation'));
    expect(byKey(s, 'act:verse').detail).toBe('Pay 7: Income +1, 1 Corruption, pick 1 of 5');
  });

  it('the Director menu names the Agent to recruit in a Borough; Recruit an Agent names those in reach', () => {
    const s = table();
    s.agentSpaces[0] = { agent: 'jade', borough: 10 };
    s.agentSpaces[1] = { agent: 'pixel', borough: 3 };
    s.agentSpaces[2] = { agent: 'slade', borough: 20 };
    expect(actionDetail(s, 0, 'recruit')).toBe('Pay 4: Jade or Pixel (range 1)');
    s.turn = { ...s.turn!, stage: 'director', borough: null };
    expect(actionDetail(s, 0, 'recruit')).toBe('Pay 4: an Agent within range 1');
    expect(byKey(s, 'dir:10').detail).toBe('Agent to recruit: Jade (Fighter, Level 1)');
    expect(byKey(s, 'dir:20').detail).toBe('Agent to recruit: Slade (Diplomat, Level 2)');
  });

  it('the costs Necro markers raise (and the Work they lower)', () => {
    const s = table();
    s.p[0]!.modifiers = (['recruit8', 'server20', 'verse14', 'work3', 'donationUp'] as const).map((kind) => ({
      kind,
      round: s.round,
    }));
    expect(ACTIONS.map((a) => actionDetail(s, 0, a))).toEqual([
      'Gain 3 € (Necro marker)',
      'Pay 8 (Necro marker): an Agent within range 1',
      'Pay 20 (Necro marker): Income +2, +2 VPs token, 1 Corruption',
      'Pay 14 (Necro marker): Income +1, 1 Corruption, pick 1 of 5',
      'Discard Corruption cards (1 for 2 €, 2 for 4 €), buy Immunity (4 €)',
    ]);
    expect(byKey(s, 'act:work').detail).toBe('Gain 3 € (Necro marker)');
    expect(byKey(s, 'act:verse').detail).toContain('Pay 14');
    // A marker of a past Round is gone.
    s.p[0]!.modifiers = [{ kind: 'verse14', round: s.round - 1 }];
    expect(byKey(s, 'act:verse').detail).toContain('Pay 7:');
  });

  it('the Boosts and one-time bonuses waiting for the Action', () => {
    const s = table();
    agentBoost(s, 0, 'leslie', 'work');
    agentBoost(s, 0, 'miss-yoshida', 'recruit');
    agentBoost(s, 0, 'megabyte', 'server');
    agentBoost(s, 0, 'sx-1248', 'server');
    agentBoost(s, 0, 'princess', 'donation');
    s.turn!.bonus.workMoney = 5;
    s.turn!.bonus.onAction = [{ action: 'verse', money: 3, source: 'Megabyte' }];
    expect(actionDetail(s, 0, 'work')).toBe('Gain 5 € (+3 € Boost, +5 € Denfert Rochereau)');
    expect(actionDetail(s, 0, 'recruit')).toBe('Pay 4: an Agent within range 2 (+2 € Boost)');
    expect(actionDetail(s, 0, 'server')).toBe('Pay 10: Income +3, +2 VPs token, 1 Corruption (+2 € Boost)');
    expect(actionDetail(s, 0, 'verse')).toBe('Pay 7: Income +1, 1 Corruption, pick 1 of 5 (+3 € Megabyte)');
    expect(actionDetail(s, 0, 'donation')).toContain('Boost: 1 more for 1 €');
  });

  it('extra Actions have the same details', () => {
    const s = table('end');
    s.turn!.extra = [
      { action: 'work', source: 'Trunk' },
      { action: 'recruit', source: 'Morel', discardPile: true },
    ];
    s.agentDiscard = ['pixel'];
    s.p[0]!.modifiers = [{ kind: 'recruit8', round: s.round }];
    expect(byKey(s, 'extra:work:Trunk').detail).toBe('Gain 5 €');
    expect(byKey(s, 'extra:recruit:Morel').detail).toBe('Pay 8 (Necro marker): an Agent from the Agent discard pile');
  });
});

describe('Influence and Recruit labels', () => {
  it('moving a token names the Borough it comes from', () => {
    const s = table('influence', 10);
    Object.assign(s.boroughs[8]!, { owner: 0, count: 2 });
    Object.assign(s.boroughs[22]!, { owner: 0, count: 1 });
    expect(labelsOf(s, 'move')).toEqual([
      'Move a token here from 9 · Opéra (Pigalle)',
      'Move a token here from 23 · Arcologie Vincennes (Néo District)',
    ]);
  });

  it('recruiting names the space and the Borough; the detail says type and level in words', () => {
    let s = table('action', 10);
    s.agentSpaces[3] = { agent: 'pixel', borough: 10 };
    s.agentSpaces[0] = { agent: 'tanaka', borough: 9 };
    s = choose(s, 0, 'act:recruit').state;
    const pixel = byKey(s, 'recruit:pixel');
    expect(pixel.label).toBe('Recruit Pixel (space 4, Borough 10 · Entrepôt)');
    expect(pixel.detail).toBe('Pay 4. Tech, Level 1: Gain 3 Eurocredits.');
    const tanaka = byKey(s, 'recruit:tanaka');
    expect(tanaka.label).toBe('Recruit Tanaka (space 1, Borough 9 · Opéra)');
    expect(tanaka.detail).toBe('Pay 4. Fighter, Level 2: Remove 1 Influence token here and 1 in an adjacent Borough.');
  });

  it('every Agent fits "Pay 8. <Type>, Level <n>: <activation>" in 100 characters, whole', () => {
    for (const a of AGENT_LIST) {
      let s = table('action', 10);
      s.p[0]!.modifiers = [{ kind: 'recruit8', round: s.round }];
      s.agentSpaces[0] = { agent: a.id, borough: 10 };
      s = choose(s, 0, 'act:recruit').state;
      const o = byKey(s, `recruit:${a.id}`);
      expect(o.detail!.length, a.id).toBeLessThanOrEqual(100);
      expect(o.detail, a.id).toMatch(/^Pay 8\. (Fighter|Tech|Diplomat), Level [12]: /);
      expect(o.detail, a.id).not.toContain('…');
      expect(o.label.length).toBeLessThanOrEqual(80);
    }
  });
});

describe('Donation payments', () => {
  it('have details, and each payment is public without naming a card', () => {
    let s = table();
    hand(s, 0, 'remove-server-6', 'lose-income-1', 'discard-agent-fighter');
    agentBoost(s, 0, 'princess', 'donation');
    s = choose(s, 0, 'act:donation').state;
    const pay = legal(s).filter((a) => a.kind === 'donate' || a.kind === 'done');
    expect(pay.map((a) => a.key)).toEqual(['don-1', 'don-2', 'don-imm', 'don-boost', 'don-done']);
    for (const a of pay) expect(a.detail, a.key).toBeTruthy();
    expect(byKey(s, 'don-2').detail).toBe('2 cards of your choice; you hold 3 Corruption cards and 30 €.');
    const events: GameEvent[] = [];
    for (const k of [
      'don-2',
      'discard:remove-server-6',
      'discard:lose-income-1',
      'don-boost',
      'discard:discard-agent-fighter',
      'don-imm',
      'don-done',
    ]) {
      const r = choose(s, 0, k);
      s = r.state;
      events.push(...r.events);
    }
    const pub = events.filter((e) => e.to === 'public').map((e) => en(e.text));
    expect(pub).toContain('{seat:0} pays 3 to discard 2 Corruption cards.');
    expect(pub).toContain('{seat:0} pays 1 to discard 1 Corruption card (Boost).');
    expect(pub).toContain('{seat:0} pays 3 to gain 1 Immunity token.');
    expect(s.p[0]!.money).toBe(30 - 3 - 1 - 3);
    const secrets = ['remove-server-6', 'lose-income-1', 'discard-agent-fighter'].flatMap((c) => [
      c,
      CORRUPTION[c]!.text,
      corruptionShort(CORRUPTION[c]!),
    ]);
    expectPublicClean(events, secrets);
  });

  it('say what the Necro marker adds', () => {
    let s = table();
    hand(s, 0, 'lose-money-1');
    s.p[0]!.modifiers = [{ kind: 'donationUp', round: s.round }];
    s = choose(s, 0, 'act:donation').state;
    expect(byKey(s, 'don-1').label).toBe('Pay 2: discard 1 Corruption card');
    expect(byKey(s, 'don-1').detail).toContain('Necro marker: +1');
    const r = choose(s, 0, 'don-1');
    expect(r.events.map((e) => en(e.text))).toContain('{seat:0} pays 2 to discard 1 Corruption card.');
  });
});

// ---- The end of the game --------------------------------------------------------------------

/** Round 5's last turn about to end, 2 players, known Objectives. */
function lastRound(objectives0: string[], objectives1: string[]): VrState {
  const s = table('end', 1, 2);
  s.round = 5;
  s.turnsPlayed = 5;
  s.necroDeck = [];
  s.p[0]!.objectives = objectives0;
  s.p[1]!.objectives = objectives1;
  return s;
}

describe('the final choices and the summary', () => {
  it('two copies of a "choose a type" Objective make one choice per type', () => {
    const s = lastRound(['agent-type', 'agent-type-2'], ['verse-of-type-2', 'verse-of-type']);
    const st = choose(s, 0, 'end').state;
    expect(keys(st, 0)).toEqual(['obj:agent-type:fighter', 'obj:agent-type:tech', 'obj:agent-type:diplomat']);
    expect(keys(st, 1)).toEqual(verseTypeKeys('verse-of-type-2'));
    expect(new Set(labelsOf(st, 'objective', 1)).size).toBe(4);
  });

  it('Objective details are summaries, never cut, with what the player has now', () => {
    const s = lastRound(['empty-districts', 'titles'], ['agent-type', 'money']);
    verse(s, 1, 'westland');
    s.p[1]!.retired = ['pixel', 'the-mole'];
    const st = choose(s, 0, 'end').state;
    for (const seat of [0, 1]) {
      for (const a of legal(st, seat)) {
        expect(a.detail!.length).toBeLessThanOrEqual(100);
        expect(a.detail).not.toContain('…');
      }
    }
    expect(byKey(st, 'obj:titles', 0).detail).toBe(
      '8 VPs per Title you own, on top of the usual 10; you own 0 Titles.',
    );
    expect(byKey(st, 'obj:agent-type:tech', 1).detail).toBe(
      'Techs: 7 VPs per Level 1 Agent, 10 per Level 2; you own 1 Level 1, 1 Level 2.',
    );
    for (const o of OBJECTIVE_LIST)
      for (const t of [null, 'scifi', 'tech']) expect(objectiveDetail(st, 0, o.id, t).length).toBeLessThanOrEqual(100);
  });

  it('the last choice tells its player once which Objective they score; the summary reads in words', () => {
    const s = lastRound(['verses', 'servers'], ['money', 'income']);
    s.p[0]!.vpTokens = 2;
    verse(s, 0, 'multiverse', true);
    let st = choose(s, 0, 'end').state;
    st = choose(st, 0, 'obj:verses').state;
    const last = choose(st, 1, 'obj:money');
    const mine = last.events.filter(
      (e) => e.to !== 'public' && (e.to as readonly number[]).includes(1) && en(e.text).includes('Objective'),
    );
    expect(mine.map((e) => en(e.text))).toEqual([
      'You will score the Objective: 1 VP per 2 Eurocredits + 1 per Income.',
    ]);
    const out = vr.outcome(last.state);
    expect(out.over).toBe(true);
    if (!out.over) return;
    const summary = out.summary!.map(en).join('\n');
    expect(summary).not.toMatch(/\b(vpTokens|money|necro|objective|boroughs)\b/);
    // The ranking, not a second copy of the tally (the end message shows both).
    expect(out.summary!.map(en)).toEqual([
      expect.stringMatching(
        /^Ranking: \{seat:\d\} \d+ VP, \{seat:\d\} \d+ VP(, \{seat:\d\} \d+ VP)*( \(tie broken by Eurocredits\))?\.$/,
      ),
    ]);
    expect(summary).not.toContain('tokens');
    // One source for the words: the public tally says the same.
    const tally = last.events
      .map((e) => ({ ...e, text: en(e.text) }))
      .find((e) => e.to === 'public' && e.text.startsWith('{seat:0} scores'))!.text;
    expect(tally).toContain('+2 VPs tokens 4');
    expect(Object.keys(SCORE_LABELS)).toEqual(Object.keys(last.state.scores![0]!).filter((k) => k !== 'total'));
  });
});

// ---- Texts shortened, never cut mid-word ----------------------------------------------------

describe('details shortened at sentences or words, never mid-word', () => {
  it('clip keeps whole sentences, else drops remarks in brackets, else cuts at a word with "…"', () => {
    expect(clip('Short.', 10)).toBe('Short.');
    expect(clip('One two. Three four five.', 12)).toBe('One two.');
    expect(clip('Lose 2 VPs per trio (three instead of five).', 30)).toBe('Lose 2 VPs per trio.');
    expect(clip('Alpha beta gamma delta', 13)).toBe('Alpha beta…');
    expect(clip('Alpha beta, gamma delta', 14)).toBe('Alpha beta…');
    const long = 'word '.repeat(40).trim();
    const c = clip(long, 100);
    expect(c.length).toBeLessThanOrEqual(100);
    expect(cutAtWord(c, long)).toBe(true);
  });

  it('every card family has a detail of at most 100 characters, whole (Agents, Verses, Titles, Necro, Boosts)', () => {
    const all: string[] = [];
    for (const a of AGENT_LIST)
      all.push(activationText(a.id), promotionText(a.id), ...(a.boost ? [boostText(a.boost)] : []));
    for (const v of VERSE_LIST)
      all.push(verseCondition(v.id), verseBonusText(v.id), verseScoring(v.id), `Pay 14. ${verseSummary(v.id, 92)}`);
    for (const t of TITLE_LIST) all.push(titleText(t.district));
    for (const b of BOOST_CARD_LIST) all.push(boostText(b.effect));
    for (const n of NECRO_LIST) all.push(clip(n.global), clip(n.maximum));
    for (const n of NECRO_LIST) all.push(clip(necroPart(n.id, 'global')), clip(necroPart(n.id, 'maximum')));
    // In each language as it is shown (a token's words are measured, not the token).
    for (const d of all.flatMap((x) => [en(x), fr(x)])) {
      expect(cutMidWord(d), d).toBe(false);
      expect(d.length, d).toBeLessThanOrEqual(100);
      expect(d, d).not.toContain('…');
    }
    // The Verses name what they indicate, and the cards without condition say so.
    expect(verseSummary('multiverse')).toBe(
      'No condition: Online at once. Scores 7 VPs if you have the most Eurocredits.',
    );
    expect(verseCondition('westland')).toBe('Have 2 Tech Agents on Duty.');
    expect(verseCondition('venizia')).toBe('Have a Server in Pigalle or Denfert Rochereau.');
    expect(promotionText('leslie')).toBe('Draw 1 Corruption card to remove 1 Influence token from Quartier Latin.');
  });

  // Their lengths (80 and 100 characters) are checked for every game by the contract suite, test/contract.
  it('in random games, labels are distinct and details are never cut', () => {
    const details = new Set<string>();
    randomGames('vr-labels', 8, (s, awaited) => {
      for (const seat of awaited) {
        const ls = legal(s, seat);
        const labels = ls.map((a) => a.label);
        expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
        for (const a of ls) {
          expect(a.detail ?? '', a.detail).not.toContain('…');
          if (a.detail) details.add(a.detail);
        }
      }
    });
    expect(details.size).toBeGreaterThan(100);
    expect([...details].filter(cutMidWord)).toEqual([]);
  }, 60_000);
});

// ---- Spelling -------------------------------------------------------------------------------

describe('spelling', () => {
  it('the Néo District Title is printed "Secretely"; players read "Secretly"', () => {
    expect(TITLES.ND.text).toBe('Secretely look at the top Necro card.');
    const s = table();
    for (const b of DISTRICTS.ND.boroughs) Object.assign(s.boroughs[b - 1]!, { owner: 0, count: 1 });
    s.titles.ND = 0;
    expect(byKey(s, 'title:ND').detail).toBe('Secretly look at the top Necro card.');
  });

  it('a token leaving a Borough: "1 of X\'s Influence tokens … goes"', () => {
    const s = table();
    Object.assign(s.boroughs[17]!, { owner: 1, count: 2 });
    const [, one] = vrFlow.record(s, (ctx) => removeInfluence(s, ctx, 18));
    expect(one.map((e) => en(e.text))).toContain(
      "1 of {seat:1}'s Influence tokens in Borough 18 goes to the Recycle Area.",
    );
    const [, two] = vrFlow.record(s, (ctx) => {
      Object.assign(s.boroughs[17]!, { owner: 1, count: 2 });
      removeInfluence(s, ctx, 18, 2);
    });
    expect(two.map((e) => en(e.text))).toContain(
      "2 of {seat:1}'s Influence tokens in Borough 18 go to the Recycle Area.",
    );
  });
});

describe('Promoting an Agent', () => {
  it('the choice says the Agent leaves Duty, and its detail is the Promotion ability', () => {
    const s = table('end', 5);
    s.p[0]!.onDuty = [{ id: 'dina', turned: true }];
    const promote = legal(s).find((a) => a.key === 'agent:promote:dina')!;
    expect(promote.label).toBe('Promote Dina (leaves Duty)');
    expect(promote.detail).toMatch(/Corruption card/);
  });
});
