import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../src/games/axon/blocked.ts';
import { axon } from '../../../src/games/axon/game.ts';
import { checkUnavailable } from '../../contract/limits.ts';
import { en } from '../../support/words.ts';
import { table } from './discordKit.ts';

const CITY = [
  { id: 'cop', area: 13 },
  { id: 'yakuza', area: 12 },
];
const reasons = (s: Parameters<typeof unavailable>[0], seat = 0) => {
  const list = axon.unavailable!(s, seat);
  checkUnavailable(list, 'blocked');
  return Object.fromEntries(list.map((u) => [u.kind, en(u.reason)]));
};

describe('blocked choices, with why (rules 12, 22-26)', () => {
  it('an empty hand: every action that costs a card says it needs one; a Routine costs nothing', () => {
    const r = reasons(table({ chars: CITY }));
    expect(r.phishing).toMatch(/needs 1 Software card/);
    expect(r.first).toMatch(/needs 1 Software card/);
    expect(r.reverse).toMatch(/needs 1 Software card/);
    expect(r.hack).toMatch(/needs 1 Software card/);
    expect(r.corp).toMatch(/needs 1 Software card/);
    expect(r.monopoly).toMatch(/needs 4 Software cards to discard; you hold 0/);
    expect(r.activate).toBeUndefined();
  });

  it('rule 22: Phishing with every Phishing box used, or an empty Character stack', () => {
    const hand = [['patch-1', 'scout-1']];
    const full = table({ chars: CITY, hands: hand }, (s) => {
      for (const a of s.areas) for (const b of a.boxes) b.activated = true;
    });
    expect(reasons(full).phishing).toMatch(/every Exit Area's Phishing box/);
    expect(reasons(table({ chars: CITY, hands: hand }, (s) => (s.charStack = []))).phishing).toBe(
      'the Character stack is empty',
    );
    expect(reasons(table({ chars: CITY, hands: hand })).phishing).toBeUndefined();
  });

  it('rule 23: Take First Player Token is refused once another player took it by action this round (and only then: rule 23a)', () => {
    const s = table({ chars: CITY, hands: [['patch-1']] }, (x) => (x.tookFirst = 2));
    expect(reasons(s).first).toBe('{seat:2} took it by action this round');
    expect(reasons(table({ chars: CITY, hands: [['patch-1']] }, (x) => (x.first = 0))).first).toBeUndefined();
  });

  it('rule 12: no Reverse in Two Player Mode', () => {
    expect(reasons(table({ players: 2, corps: ['ares', 'omnicorp'], chars: CITY, hands: [['patch-1']] })).reverse).toBe(
      'not in Two Player Mode',
    );
    expect(reasons(table({ chars: CITY, hands: [['patch-1']] })).reverse).toBeUndefined();
  });

  it('rules 18 and 25: one Special Action per turn; the ability once per round', () => {
    const hand = [['patch-1', 'scout-1', 'bribe-1', 'wipe-1']];
    expect(reasons(table({ chars: CITY, hands: hand }, (s) => (s.turn!.special = true))).corp).toMatch(
      /Special Action this turn/,
    );
    expect(reasons(table({ chars: CITY, hands: hand }, (s) => (s.p[0]!.corpUsed = true))).corp).toMatch(
      /used this round/,
    );
    // Not offered for none of those reasons: it would do nothing now (docs rule 25a).
    expect(reasons(table({ chars: CITY, hands: hand })).corp).toBe('it would do nothing now');
    expect(unavailable(table({ chars: CITY, hands: hand }), 0, [{ kind: 'corp' }]).map((u) => u.kind)).not.toContain(
      'corp',
    );
  });

  it('rule 26: Monopoly once per game, unique, 4 cards', () => {
    const hand = [['patch-1', 'scout-1', 'bribe-1', 'wipe-1']];
    expect(reasons(table({ chars: CITY, hands: hand })).monopoly).toBeUndefined();
    expect(reasons(table({ chars: CITY, hands: hand }, (s) => (s.p[0]!.monopoly = 'violence'))).monopoly).toMatch(
      /violence Monopoly already/,
    );
    // ARES scores Augments and Violence: both Monopolies held by others.
    const taken = table({ chars: CITY, hands: hand }, (s) => {
      s.p[1]!.monopoly = 'violence';
      s.p[2]!.monopoly = 'augments';
    });
    expect(reasons(taken).monopoly).toMatch(/every Monopoly of your Resources/);
    expect(reasons(table({ chars: CITY, hands: [['patch-1', 'scout-1']] })).monopoly).toMatch(
      /needs 4 Software cards to discard; you hold 2/,
    );
  });

  it('only the active seat, only while its turn is open, and after its action only the Special Actions', () => {
    const s = table({ chars: CITY });
    expect(reasons(s, 1)).toEqual({});
    // A decision inside an action (paying a cost) is on top: nothing is listed.
    const acting = table({ chars: CITY }, (x) =>
      x.stack.push({
        kind: 'pay',
        seats: [0],
        // biome-ignore lint/suspicious/noThenProperty: the 'pay' decision's stored data names its continuation `then` (DECISION_DATA)
        data: { n: 1, paid: [], what: 'Phishing', then: { do: 'phishing' } },
      }),
    );
    expect(unavailable(acting, 0)).toEqual([]);
    const after = reasons(table({ chars: CITY }, (x) => (x.turn!.acted = true)));
    expect(Object.keys(after).sort()).toEqual(['corp', 'monopoly']);
  });

  it('a kind offered now is never listed as blocked', () => {
    const s = table({ chars: CITY });
    expect(unavailable(s, 0, [{ kind: 'phishing' }, { kind: 'hack' }]).map((u) => u.kind)).not.toContain('phishing');
    expect(unavailable(s, 0, [{ kind: 'hack' }]).map((u) => u.kind)).not.toContain('hack');
  });
});
