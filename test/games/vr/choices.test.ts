import { describe, expect, it } from 'vitest';
import { DISTRICTS, VERSE_LIST } from '../../../src/games/vr/data/index.ts';
import type { DistrictId } from '../../../src/games/vr/data/types.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { verseOffer } from '../../../src/games/vr/verses/text.ts';
import { en } from '../../support/words.ts';
import { clearedTable, keys, chooseAll as run, placeTokens as tokens, vr } from './helpers.ts';

/**
 * What a player is offered, and what not: a blocked choice stays visible with its reason
 * (`unavailable`, and the sentence a refused choice gets), and a choice that would do nothing is
 * never offered (using it would only spend an Agent or a Title for the Round).
 */

/** A 3-player game at the start of `me`'s turn: empty map, full reserves, no Agent in Neo Paris. */
const scene = (onDuty: string[] = []) => clearedTable('choices', onDuty);

/** Gives `seat` a District's Title (one token in each of its Boroughs). */
function holdTitle(s: VrState, seat: number, d: DistrictId): void {
  for (const b of DISTRICTS[d].boroughs) tokens(s, seat, b);
  s.titles[d] = seat;
}

/** A Verse offer as an English reader sees it. */
const inEnglish = (o: { label: string; detail: string }) => ({ label: en(o.label), detail: en(o.detail) });

const reasons = (s: VrState, seat: number, kind?: string) =>
  (vr.unavailable?.(s, seat) ?? []).filter((u) => !kind || u.kind === kind).map((u) => en(`${u.label}: ${u.reason}`));
const refused = (s: VrState, seat: number, k: string): string => {
  const r = vr.apply(structuredClone(s), seat, { k });
  if (r.ok) throw new Error(`${k} was accepted`);
  return en(r.error);
};

describe('blocked choices stay visible with their reason', () => {
  it('before the Director: every Action, and a typed Recruit, says "place your Director first"', () => {
    const { s, me } = scene();
    expect(reasons(s, me, 'action')).toEqual([
      'Work: place your Director first',
      'Recruit an Agent: place your Director first',
      'Build a Server: place your Director first',
      'Create a Verse: place your Director first',
      'Make a Donation: place your Director first',
    ]);
    expect(reasons(s, me, 'recruit')).toEqual(['Recruit an Agent: place your Director first']);
    expect(refused(s, me, 'act:recruit')).toBe('Recruit an Agent: place your Director first.');
    expect(refused(s, me, 'recruit:leslie')).toBe('Recruit an Agent: place your Director first.');
    expect(refused(s, me, 'inf:skip')).toBe('Influence manoeuvre: place your Director first.');
  });

  it('the Influence manoeuvre comes before the Action, and says what is in the way', () => {
    const { s, me, opp } = scene();
    tokens(s, opp, 5, 2);
    const r = run(s, me, 'dir:5');
    expect(reasons(r.s, me, 'action')[0]).toBe(
      'Work: make your Influence manoeuvre first, or choose "No Influence manoeuvre"',
    );
    expect(reasons(r.s, me, 'influence')).toEqual(["Add 1 Influence here: another player's tokens are in Borough 5"]);
    expect(reasons(r.s, me, 'move')).toEqual(["Move a token here: another player's tokens are in Borough 5"]);
    expect(refused(r.s, me, 'inf:add')).toBe("Add 1 Influence here: another player's tokens are in Borough 5.");
  });

  it('a blocked Action: no Agent within range, no token for a Server, not enough Eurocredits', () => {
    const { s, me } = scene();
    s.agentSpaces[0] = { agent: 'leslie', borough: 21 };
    s.p[me]!.money = 8;
    const r = run(s, me, 'dir:5', 'inf:skip');
    expect(keys(r.s, me)).not.toContain('act:recruit');
    expect(reasons(r.s, me, 'action')).toEqual([
      'Recruit an Agent: no Agent within range 1 of your Director',
      'Build a Server: it costs 10 Eurocredits and you have 8',
    ]);
    expect(refused(r.s, me, 'act:recruit')).toBe('Recruit an Agent: no Agent within range 1 of your Director.');
    r.s.p[me]!.money = 20;
    expect(reasons(r.s, me, 'action')).toContain('Build a Server: you have no Influence token in Borough 5');
  });

  it('after the Action: "already performed", unless an extra of it is open', () => {
    const { s, me } = scene();
    const r = run(s, me, 'dir:5', 'inf:skip', 'act:work');
    expect(reasons(r.s, me, 'action')).toHaveLength(5);
    expect(refused(r.s, me, 'act:work')).toBe('Work: you have already performed your Action this turn.');
    expect(reasons(r.s, me, 'recruit')).toEqual(['Recruit an Agent: you have already performed your Action this turn']);
    // Stilson's Promotion opens an extra Recruit an Agent: "/vr recruit" is no longer refused.
    const x = scene(['stilson']);
    x.s.agentSpaces[0] = { agent: 'leslie', borough: 5 };
    const y = run(x.s, x.me, 'dir:5', 'inf:skip', 'act:work', 'agent:promote:stilson', 'promo:use');
    expect(keys(y.s, x.me)).toContain('extra:recruit:Stilson');
    expect(reasons(y.s, x.me, 'recruit')).toEqual([]);
  });

  it('a Donation that could pay for nothing is not offered, and says why', () => {
    const { s, me } = scene();
    s.p[me]!.money = 0;
    const r = run(s, me, 'dir:5', 'inf:skip');
    expect(keys(r.s, me)).not.toContain('act:donation');
    expect(reasons(r.s, me, 'action')).toContain(
      'Make a Donation: you hold no Corruption card and Immunity costs 3 Eurocredits (you have 0)',
    );
  });

  it('inside a Donation: the payments one cannot make', () => {
    const { s, me } = scene();
    s.p[me]!.money = 2;
    s.p[me]!.corruption = [s.corruptionDeck.shift()!];
    const r = run(s, me, 'dir:5', 'inf:skip', 'act:donation');
    expect(keys(r.s, me)).toEqual(['don-1', 'don-done']);
    expect(reasons(r.s, me)).toEqual([
      'Pay 3: discard 2 Corruption cards: you hold 1 Corruption card',
      'Pay 3: gain 1 Immunity: it costs 3 Eurocredits and you have 2',
    ]);
  });

  it('Agents and Titles already used, Verses whose condition is not met', () => {
    const { s, me } = scene(['princess']);
    holdTitle(s, me, 'PI');
    s.p[me]!.verses = [{ id: 'jurassic-land', online: false }];
    s.p[me]!.onDuty.push({ id: 'the-mole', turned: false });
    const r = run(s, me, 'dir:5', 'agent:use:princess', 'agent:use:the-mole', 'title:PI:princess');
    expect(reasons(r.s, me, 'agentUse')).toEqual(['Use The Mole: it has already been used this Round']);
    expect(reasons(r.s, me, 'title')).toEqual(['Pigalle Title: it has already been used this Round']);
    expect(reasons(r.s, me, 'verseOnline')).toEqual([
      'Put Jurassic Land Online: its condition is not met: have 5 Immunity tokens or more',
    ]);
    expect(refused(r.s, me, 'agent:use:the-mole')).toBe('Use The Mole: it has already been used this Round.');
  });

  it('other players: nothing to list, and a refusal that says it is not their turn', () => {
    const { s, me, opp } = scene();
    expect(vr.unavailable?.(s, opp)).toEqual([]);
    expect(refused(s, opp, 'dir:5')).toBe('It is not your turn.');
    expect(refused(s, me, 'nonsense')).toBe('Place your Director first.');
  });
});

describe('only choices with an effect are offered', () => {
  it('"Use Muriel" on an empty Borough is not offered (it would burn her for the Round); her Promotion still is', () => {
    const { s, me, opp } = scene(['muriel']);
    const r = run(s, me, 'dir:5');
    expect(keys(r.s, me)).not.toContain('agent:use:muriel');
    expect(keys(r.s, me)).toContain('agent:promote:muriel');
    expect(reasons(r.s, me, 'agentUse')).toEqual(['Use Muriel: no effect: no Influence token in Borough 5']);
    tokens(r.s, opp, 5);
    expect(keys(r.s, me)).toContain('agent:use:muriel');
  });

  it('Level 2 Fighters count their extra: Tanaka with a token next door, Nash with the Director in his District', () => {
    const { s, me, opp } = scene(['tanaka', 'nash']);
    // Borough 5 is in Quartier Latin, one of Nash's Districts; 4 is next to 5.
    expect(DISTRICTS.QL.boroughs).toContain(5);
    let r = run(s, me, 'dir:5');
    expect(keys(r.s, me)).toContain('agent:use:nash');
    expect(keys(r.s, me)).not.toContain('agent:use:tanaka');
    tokens(r.s, opp, 4);
    expect(keys(r.s, me)).toContain('agent:use:tanaka');
    r = run(scene(['nash']).s, me, 'dir:10');
    expect(keys(r.s, me)).not.toContain('agent:use:nash');
  });

  it('Denfert Rochereau: offered while Work may come (or came), not once the Action was a Server', () => {
    const { s, me } = scene();
    holdTitle(s, me, 'DR');
    tokens(s, me, 5);
    let r = run(s, me, 'dir:5', 'inf:skip');
    expect(keys(r.s, me)).toContain('title:DR');
    r = run(r.s, me, 'act:server');
    expect(keys(r.s, me)).not.toContain('title:DR');
    expect(reasons(r.s, me, 'title')).toEqual([
      'Denfert Rochereau Title: no effect: you will not perform Work this turn',
    ]);
    // After Work it pays at once.
    const w = run(scene().s, me, 'dir:5', 'inf:skip', 'act:work');
    holdTitle(w.s, me, 'DR');
    const before = w.s.p[me]!.money;
    expect(run(w.s, me, 'title:DR').s.p[me]!.money).toBe(before + 5);
  });

  it('a second look at the same top Necro card is not offered (Néo District, Recycle Area)', () => {
    const { s, me } = scene();
    holdTitle(s, me, 'ND');
    s.recycle[me] = 4;
    let r = run(s, me, 'dir:5', 'recycle:collect');
    expect(keys(r.s, me)).toContain('rc:peek');
    r = run(r.s, me, 'rc:peek', 'rc:done');
    expect(keys(r.s, me)).not.toContain('title:ND');
    expect(reasons(r.s, me, 'title')).toEqual(['Néo District Title: no effect: you already know the top Necro card']);
    r = run(r.s, me, 'recycle:collect');
    expect(keys(r.s, me)).not.toContain('rc:peek');
  });

  it('Viscount, Corto and Ivan ask nothing when they can only say "no"', () => {
    const { s, me } = scene(['viscount', 'corto', 'ivan']);
    s.verseDisplay = [null, null, null, null, null];
    s.boroughs[4]!.servers = [me];
    s.p[me]!.serverSupply -= 1;
    const r = run(s, me, 'dir:5', 'agent:use:viscount', 'agent:use:corto', 'agent:use:ivan');
    expect(r.s.stack).toEqual([]);
    const said = r.ev.map((e) => en(e.text));
    expect(said).toContain(`{seat:${me}} has no Server or Verse to trade (Viscount).`);
    expect(said).toContain('No Verse is available to refresh (Corto).');
    expect(said).toContain('The Server in Borough 5 has no adjacent Borough it may move to (Ivan).');
  });

  it('an empty Verse deck: no refresh is offered (it would show the same Verses), nor asked by Corto', () => {
    const { s, me } = scene(['corto']);
    s.verseDeck = [];
    let r = run(s, me, 'dir:5', 'agent:use:corto');
    expect(r.ev.map((e) => en(e.text))).toContain(
      'The Verse deck is empty: a refresh would show the same Verses (Corto).',
    );
    r = run(r.s, me, 'inf:skip', 'act:verse');
    expect(keys(r.s, me).filter((k) => k.startsWith('verse-'))).toEqual([]);
    const other = scene();
    const r2 = run(other.s, other.me, 'dir:5', 'inf:skip', 'act:verse');
    expect(keys(r2.s, other.me)).toContain('verse-refresh');
  });

  it('Marais with an empty hand is not offered (the 2 cards drawn would be the 2 discarded)', () => {
    const { s, me } = scene();
    holdTitle(s, me, 'MA');
    expect(keys(s, me)).not.toContain('title:MA');
    s.p[me]!.corruption = [s.corruptionDeck.shift()!];
    expect(keys(s, me)).toContain('title:MA');
  });

  it('"If you perform X this turn" bonuses only while X can still come: SX-1248 where no Server can be built', () => {
    const { s, me } = scene(['sx-1248']);
    // No token of one's own in Borough 5: Build a Server cannot come this turn, whatever the money.
    let r = run(s, me, 'dir:5', 'inf:skip', 'agent:promote:sx-1248');
    expect(keys(r.s, me)).not.toContain('promo:use');
    const ok = scene(['sx-1248']);
    tokens(ok.s, ok.me, 5);
    r = run(ok.s, ok.me, 'dir:5', 'inf:skip', 'agent:promote:sx-1248');
    expect(keys(r.s, ok.me)).toContain('promo:use');
  });

  it('Hassan gains again only a bonus that would do something', () => {
    const { s, me } = scene(['hassan']);
    s.p[me]!.verses = [
      { id: 'london-1884', online: true },
      { id: 'outpost-53', online: true },
      { id: 'the-codex', online: true },
    ];
    s.p[me]!.reserve = 0;
    const r = run(s, me, 'dir:5', 'agent:use:hassan');
    expect(keys(r.s, me)).toEqual(['hassan:outpost-53']);
  });

  it('Promotions that would do nothing are not offered: Delta with a token there, Armondo reaching no one, an extra Server that cannot be built', () => {
    const a = scene(['delta']);
    tokens(a.s, a.me, 5);
    let r = run(a.s, a.me, 'dir:5', 'inf:skip', 'agent:promote:delta');
    expect(keys(r.s, a.me)).not.toContain('promo:use');
    const b = scene(['delta']);
    r = run(b.s, b.me, 'dir:5', 'inf:skip', 'agent:promote:delta');
    expect(keys(r.s, b.me)).toContain('promo:use');

    const c = scene(['don-armondo']);
    c.s.agentSpaces[0] = { agent: 'leslie', borough: 18 }; // beyond Range 3 of Borough 5
    r = run(c.s, c.me, 'dir:5', 'inf:skip', 'agent:promote:don-armondo');
    expect(keys(r.s, c.me)).not.toContain('promo:use');
    const d = scene(['don-armondo']);
    d.s.agentSpaces[0] = { agent: 'leslie', borough: 21 }; // within Range 3 of Borough 5, not Range 1
    r = run(d.s, d.me, 'dir:5', 'inf:skip', 'agent:promote:don-armondo');
    expect(keys(r.s, d.me)).toContain('promo:use');

    const e = scene(['ivan']);
    tokens(e.s, e.me, 5);
    e.s.boroughs[5]!.servers = [e.me]; // a Server in Borough 6, same District as 5
    e.s.p[e.me]!.serverSupply -= 1;
    r = run(e.s, e.me, 'dir:5', 'inf:skip', 'agent:promote:ivan');
    expect(keys(r.s, e.me)).not.toContain('promo:use');
  });
});

describe('effects shown before choosing', () => {
  it('a Necro peek tells the card and its three effects, privately', () => {
    const { s, me } = scene();
    s.recycle[me] = 2;
    s.necroDeck = ['blackmail', ...s.necroDeck.filter((c) => c !== 'blackmail')];
    const r = run(s, me, 'dir:5', 'recycle:collect', 'rc:peek');
    const mine = r.ev.filter((e) => e.to !== 'public').map((e) => en(e.text));
    expect(mine).toContain(
      'You secretly look at the top Necro card: Blackmail. MINIMUM (lowest Income): Gain 5 Eurocredits. GLOBAL (everyone): Lose 5 Eurocredits. MAXIMUM (highest Income): Lose 10 Eurocredits.',
    );
    expect(
      r.ev
        .filter((e) => e.to === 'public')
        .map((e) => en(e.text))
        .join('\n'),
    ).not.toContain('Blackmail');
  });

  it('every Verse offer shows what it scores, its condition and its Online bonus, whole, within 80/100', () => {
    for (const v of VERSE_LIST) {
      const o = inEnglish(verseOffer(v.id, 14));
      expect(o.label.length, o.label).toBeLessThanOrEqual(80);
      expect(o.detail.length, o.detail).toBeLessThanOrEqual(100);
      expect(`${o.label} ${o.detail}`, v.id).not.toContain('…');
      expect(o.label, v.id).toMatch(/^Take .+: \d+ VP /);
      expect(o.detail, v.id).toMatch(/^Pay 14\. .*(Bonus when Online: |Bonus: |No bonus\.)/);
    }
    expect(inEnglish(verseOffer('venizia', 7))).toEqual({
      label: 'Take Venizia: 2 VP per Borough you control in Pigalle and Denfert Rochereau',
      detail: 'Pay 7. Needs a Server in Pigalle or Denfert Rochereau. Bonus: 1 Influence token in either District.',
    });
    expect(en(verseOffer('outpost-53').detail)).toBe(
      'Needs Servers in 2 adjacent Districts. Bonus when Online: 5 Eurocredits.',
    );
  });

  it('Create a Verse offers the Verses that way', () => {
    const { s, me } = scene();
    const r = run(s, me, 'dir:5', 'inf:skip', 'act:verse');
    const take = vr.legalActions(r.s, me).filter((a) => a.kind === 'verse');
    expect(take.length).toBeGreaterThan(0);
    for (const a of take) expect(a).toMatchObject(verseOffer(a.key.slice('verse:'.length), 7));
  });
});
