import { describe, expect, it } from 'vitest';
import { ADVANTAGES, ASSET_LIST, NATIONS, PHASE_SPACES, POLITICIANS } from '../../../src/games/ispy/data/index.ts';
import {
  advantages,
  owed,
  SCORING_EXAMPLE,
  SCORING_EXAMPLE_TOPIC,
  simplifyAmount,
} from '../../../src/games/ispy/scoring.ts';
import { ispySecrets } from '../../../src/games/ispy/secrets.ts';
import { en, fr } from '../../support/words.ts';
import { answer, bare, run, track } from './scoringFixtures.ts';

describe('Advantages', () => {
  it('the rulebook tie example: three tied take +5 each, the next two tied take +2, Britain nothing', () => {
    const got = advantages(track([20, 20, 20, 10, 10, 5]), ADVANTAGES[0]!);
    expect(got).toEqual(track([5, 5, 5, 2, 2, 0]));
  });

  it('exactly 5 Advantages in order, none for sixth', () => {
    expect(advantages(track([30, 25, 20, 15, 10, 5]), ADVANTAGES[4]!)).toEqual(track([10, 7, 5, 3, 1, 0]));
  });

  it('a tie for sixth place takes the fifth Advantage; all six tied all take the first', () => {
    expect(advantages(track([9, 8, 7, 6, 5, 5]), ADVANTAGES[0]!)).toEqual(track([5, 4, 3, 2, 1, 1]));
    expect(advantages(track([4, 4, 4, 4, 4, 4]), ADVANTAGES[0]!)).toEqual(track([5, 5, 5, 5, 5, 5]));
  });

  it("awardPower uses the phase's values and moves to the next phase", () => {
    const s = bare();
    s.phase = 4;
    s.influence = track([30, 25, 20, 15, 10, 5]);
    run(s, [{ k: 'awardPower' }]);
    expect(s.power).toEqual(track([10, 7, 5, 3, 1, 0]));
    expect(s.phase).toBe(5);
  });
});

describe('Records and Clean-up', () => {
  it("scores every spy's Records per Nation in the fixed order; rotated cards owe nothing", () => {
    const s = bare(2);
    s.spies[0]!.records = [
      { card: 'overnight', rotated: false },
      { card: 'private', rotated: false },
    ];
    s.spies[1]!.records = [
      { card: 'extort', rotated: false },
      { card: 'smuggle', rotated: true },
    ];
    const ev = run(s, [{ k: 'scoreRecords' }]);
    expect(s.influence).toEqual(track([5, 9, 4, 4, 4, 4]));
    const owedLines = ev.map((e) => en(e.text)).filter((t) => t.startsWith('Records owe'));
    expect(owedLines.map((t) => t.split(' ')[2])).toEqual([
      'Austria-Hungary',
      'Germany',
      'Italy',
      'France',
      'Russia',
      'Britain',
    ]);
    expect(owedLines[1]).toContain('{seat:0} 3, {seat:1} 2');
  });

  it("the Records are told in one line per Nation (owed, by whom, the pool after) and the new Assets in one line: a Scoring Phase fits the turn's one post", () => {
    const s = bare(3);
    s.spies[0]!.records = [{ card: 'overnight', rotated: false }];
    const ev = run(s, [{ k: 'scoreRecords' }]);
    const lines = ev.map((e) => en(e.text)).filter((t) => !t.startsWith('Scoring Phase'));
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe('Records owe Germany 3: {seat:0} 3, {seat:1} 0, {seat:2} 0; now 7.');
    const clean = run(s, [{ k: 'cleanUp' }])
      .map((e) => en(e.text))
      .filter((t) => t.includes('new Asset'));
    expect(clean).toHaveLength(1);
    expect(clean[0]).toMatch(
      /^A new Asset is placed face down at Berlin \(\d+ there\), Budapest \(\d+ there\), London \(\d+ there\)\.$/,
    );
  });

  it('Special Action Cards owe several Nations', () => {
    const s = bare(2);
    s.spies[0]!.records = [{ card: 'nord', rotated: false }];
    expect(NATIONS.map((n) => owed(s, 0, n))).toEqual([0, 1, 0, 1, 1, 0]);
  });

  it('Clean-up: Records to hands, one Asset per stack, Simplify by the largest multiple of 5 not above the smallest pool', () => {
    const s = bare(2);
    s.spies[0]!.hand = s.spies[0]!.hand.filter((c) => c !== 'trace');
    s.spies[0]!.records = [{ card: 'trace', rotated: false }];
    s.influence = track([19, 23, 31, 17, 38, 22]);
    const deck = s.assetDeck.length;
    const before = {
      berlin: s.stacks.berlin.length,
      budapest: s.stacks.budapest.length,
      london: s.stacks.london.length,
    };
    run(s, [{ k: 'cleanUp' }]);
    expect(s.spies[0]!.records).toEqual([]);
    expect(s.spies[0]!.hand).toContain('trace');
    expect(s.stacks.berlin.length).toBe(before.berlin + 1);
    expect(s.stacks.budapest.length).toBe(before.budapest + 1);
    expect(s.stacks.london.length).toBe(before.london + 1);
    expect(s.assetDeck.length).toBe(deck - 3);
    expect(s.influence).toEqual(track([4, 8, 16, 2, 23, 7]));
    expect(simplifyAmount(track([4, 9, 9, 9, 9, 9]))).toBe(0);
  });

  it('the Asset deck never runs a stack past what is left', () => {
    const s = bare(2);
    s.assetDeck = [ASSET_LIST[0]!.id];
    s.stacks = { berlin: [], budapest: [], london: [] };
    run(s, [{ k: 'cleanUp' }]);
    expect(s.stacks).toEqual({ berlin: [ASSET_LIST[0]!.id], budapest: [], london: [] });
  });
});

describe('the printed Scoring Phase example (issue 22): the printed start and Records, then the rules', () => {
  it('from the printed start (6, 12, 10, 12, 7, 11) the engine reaches the printed totals after the Records, then what the rules give', () => {
    const s = bare(3, {}, 'example');
    s.phase = 1;
    s.influence = track([6, 12, 10, 12, 7, 11]);
    // The book prints no Power track; Britain has the least, as it says for Haber.
    s.power = track([5, 4, 3, 2, 1, 0]);
    // Adam = seat 0, Emily = seat 1, Zachary = seat 2: Austria-Hungary owed Emily 1, Adam 2, Zachary 2; Germany 8 ...
    const records: string[][] = [
      ['blackmail', 'overnight', 'extort', 'airship', 'smuggle', 'evade'],
      ['private', 'overnight', 'airship', 'sabotage', 'trace'],
      ['blackmail', 'misdirect', 'trace', 'incite', 'courier'],
    ];
    records.forEach((r, seat) => {
      s.spies[seat]!.records = r.map((card) => ({ card, rotated: false }));
      s.spies[seat]!.hand = s.spies[seat]!.hand.filter((c) => !r.includes(c));
    });
    expect([owed(s, 1, 'austria'), owed(s, 0, 'austria'), owed(s, 2, 'austria')]).toEqual([1, 2, 2]);
    s.spaces[3] = { tile: 'haber', tokens: [1] };
    s.spaces[4] = { tile: 'berchtold', tokens: [] };

    run(s, [{ k: 'scoreRecords' }]);
    expect(s.influence).toEqual(track([11, 20, 16, 17, 14, 16])); // as printed
    run(s, [{ k: 'revealPolitician', data: { space: 3 } }]);
    expect(s.power.britain).toBe(5); // Haber: Britain has the least Power
    run(s, [{ k: 'revealPolitician', data: { space: 4 } }]);
    expect(s.influence).toEqual(track([14, 17, 16, 14, 15, 18])); // the book prints Germany 23 (20 - 3 = 17)
    expect(s.influence).toEqual(track(SCORING_EXAMPLE.afterPoliticians));

    const before = { ...s.power };
    run(s, [{ k: 'awardPower' }]);
    const gain = NATIONS.map((n) => s.power[n] - before[n]);
    expect(gain).toEqual([1, 4, 3, 1, 2, 5]); // Britain 1st, Germany 2nd, Italy, Russia, the two tied at 14
    expect(gain).toEqual(SCORING_EXAMPLE.advantages);

    run(s, [{ k: 'cleanUp' }]);
    expect(s.influence).toEqual(track([4, 7, 6, 4, 5, 8]));
    expect(s.influence).toEqual(track(SCORING_EXAMPLE.final));
  });

  it('the help topic shows the printed numbers, what the rules give, and says where the book disagrees', () => {
    const t = en(SCORING_EXAMPLE_TOPIC.text);
    expect(SCORING_EXAMPLE_TOPIC.name).toBe('scoring-example');
    expect(t).not.toContain('read as 18');
    expect(t).toContain('6, 12, 10, 12, 7, 11');
    expect(t).toContain('11, 20, 16, 17, 14, 16');
    expect(t).toContain('14, 17, 16, 14, 15, 18');
    expect(t).toContain('4, 7, 6, 4, 5, 8');
    // The book's own figures, named as such, and the step that breaks.
    expect(t).toContain('14, 23, 16, 14, 15, 18');
    expect(t).toContain('20 - 3 is 17');
    // No Power figure the book never prints.
    expect(t).not.toMatch(/Power \(after phase 1\)/);
    expect(t.length).toBeLessThan(2000);
    // The same in French: the printed figures, the rules' figures and the step that breaks.
    const f = fr(SCORING_EXAMPLE_TOPIC.text);
    for (const figures of [
      '6, 12, 10, 12, 7, 11',
      '14, 17, 16, 14, 15, 18',
      '4, 7, 6, 4, 5, 8',
      '14, 23, 16, 14, 15, 18',
    ])
      expect(f).toContain(figures);
    expect(f).toContain('20 - 3 font 17');
    expect(f.length).toBeLessThan(2000);
  });
});

describe('a whole Scoring Phase as the turn queues it', () => {
  it('phase 1 from a fresh game: 3 Politicians left to right, Power given, Clean-up; no public event names a still-hidden controlled tile', () => {
    const s = bare(4, {}, 'phase');
    s.spaces.forEach((sp, i) => (sp.tokens = [i % 4]));
    s.spies[2]!.records = [{ card: 'overnight', rotated: false }];
    const first = PHASE_SPACES[0]!.map((i) => s.spaces[i]!.tile);
    const ev = run(s, [
      { k: 'scoreRecords' },
      ...PHASE_SPACES[0]!.map((space) => ({ k: 'revealPolitician' as const, data: { space } })),
      { k: 'awardPower' },
      { k: 'cleanUp' },
    ]);
    // A Joffre among them waits for answers; answer "keep" for whoever is asked.
    while (s.stack.length > 0) ev.push(...answer(s, s.stack[s.stack.length - 1]!.seats[0]!, 'tags:keep'));
    expect(s.phase).toBe(1);
    expect(s.politicianDiscard.map((d) => d.id)).toEqual(first);
    const revealed = ev.map((e) => en(e.text)).filter((t) => t.startsWith('Politician revealed'));
    expect(revealed.map((t, i) => t.includes(POLITICIANS[first[i]!]!.name))).toEqual([true, true, true]);
    const total = NATIONS.reduce((a, n) => a + s.power[n], 0);
    expect(total).toBeGreaterThan(0);
    for (let seat = 0; seat < 4; seat += 1) {
      for (const secret of ispySecrets(s, seat).slice(1))
        for (const e of ev) if (e.to === 'public') expect(e.text.includes(secret)).toBe(false);
    }
    for (const n of NATIONS) expect(s.influence[n] >= 0 && s.influence[n] <= 38 && s.power[n] <= 38).toBe(true);
  });
});
