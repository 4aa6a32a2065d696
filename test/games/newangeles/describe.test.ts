import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, EMERGENCIES } from '../../../src/games/newangeles/data/index.ts';
import { cardText, condText, effectText } from '../../../src/games/newangeles/describe.ts';
import { offerLine } from '../../../src/games/newangeles/effects.ts';
import { en } from '../../support/words.ts';
import { bare, put, stage } from './kit.ts';

const condTextEn = (...a: Parameters<typeof condText>): string => en(condText(...a));
const effectTextEn = (...a: Parameters<typeof effectText>): string => en(effectText(...a));
const cardTextEn = (...a: Parameters<typeof cardText>): string => en(cardText(...a));

describe('card text (rules 86-87)', () => {
  it('rule 86: conditions read as a district', () => {
    expect(condTextEn([])).toBe('any district');
    expect(condTextEn([{ lacks: 'android' }])).toBe('a district without an android');
    expect(condTextEn([{ lacks: 'outage' }, { unrest: 'stable' }])).toBe('a stable district without an outage');
    expect(condTextEn([{ has: 'illness' }, { notRoot: true }])).toBe('a district with illness, not The Root');
    expect(condTextEn([{ unrest: 'unrest' }, { lacks: 'illness' }])).toBe(
      'a district in protest or strike without illness',
    );
    expect(condTextEn([{ produces: 'food' }])).toBe('a district producing Food');
  });

  it('rule 86: effects read as what they do, with their scope', () => {
    expect(effectTextEn({ op: 'place', what: 'android' })).toBe('place an android');
    expect(effectTextEn({ op: 'remove', what: 'illness', scope: 'path' })).toBe('remove illness from here to The Root');
    expect(effectTextEn({ op: 'unrest', by: -1, scope: 'all' })).toBe('unrest -1 in every such district');
    expect(effectTextEn({ op: 'moveOut', what: 'humanFirst' })).toBe('move Human First out');
    expect(effectTextEn({ op: 'threat', by: 1 })).toBe('threat +1');
    expect(effectTextEn({ op: 'supply', resource: 'energy', n: 2 })).toBe('+2 Energy to the supply');
    expect(effectTextEn({ op: 'draw', deck: 'media', n: 1 })).toBe('draw 1 Media');
    expect(effectTextEn({ op: 'place', what: 'outage', scope: 'exit' })).toBe(
      'place an outage in the district it exits to',
    );
  });

  it("rule 86: a card's whole text: target, effects in order, pay", () => {
    const c = ACTION_CARDS.find(
      (x) => x.effects.length === 1 && x.effects[0]!.op === 'place' && x.effects[0]!.what === 'android',
    )!;
    expect(cardTextEn(c)).toBe(`Target: a district without an android. Place an android. Pays ${c.pay}.`);
    const free = ACTION_CARDS.find((x) => x.pay === 0)!;
    expect(cardTextEn(free)).not.toContain('Pays');
  });

  it('rule 86: every action card and emergency action has a text fitting a button detail (at most a few over 100)', () => {
    const all = [...ACTION_CARDS, ...EMERGENCIES];
    for (const c of all) {
      const t = en(cardText(c));
      expect(t.startsWith('Target: '), c.id).toBe(true);
      expect(t.length, c.id).toBeLessThanOrEqual(120);
    }
    expect(all.filter((c) => en(cardText(c)).length > 100).length).toBeLessThanOrEqual(6);
  });

  it('offerLine: the concrete version at a district (movement and the threat it costs)', () => {
    const blackout = ACTION_CARDS.find(
      (x) => x.effects.length === 1 && x.effects[0]!.op === 'place' && x.effects[0]!.what === 'outage',
    )!;
    const s = stage(put(bare(), 'outage', 6), 5, 1);
    expect(en(offerLine(s, blackout.id, 5))).toBe(
      `${en(blackout.name)} → 5 Bellamy: an outage placed in 5 Bellamy (its unrest token returned); resolver +${blackout.pay} capital`,
    );
    expect(en(offerLine(s, blackout.id, 6))).toContain('moves into The Root: back to the reserve; threat +2');
  });
});
