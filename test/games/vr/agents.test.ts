import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../../src/games/vr/data/index.ts';
import { corruptionText } from '../../../src/games/vr/econ.ts';
import { virtualRevolution as vr } from '../../../src/games/vr/game.ts';
import type { VrState } from '../../../src/games/vr/state.ts';
import { en } from '../../support/words.ts';
import { clearedTable, expectPublicClean, keys, chooseAll as run, placeTokens as tokens } from './helpers.ts';

/**
 * The 33 Agents: each Activation and Promotion, driven through the game's public interface from
 * a situation built by editing a fresh setup (an empty map, the Agents placed by hand).
 */

/** A 3-player game at the start of `me`'s turn: empty map, full reserves, no Agent in Neo Paris. */
const scene = (onDuty: string[] = []) => clearedTable('agents', onDuty);

const at = (s: VrState, b: number) => s.boroughs[b - 1]!;
const duty = (s: VrState, seat: number) => s.p[seat]!.onDuty.map((d) => d.id);

describe('Agents on Duty: when they can act', () => {
  it("are offered only in their owner's turn, once the Director is placed", () => {
    const { s, me, opp } = scene(['leslie']);
    tokens(s, opp, 5); // something for Leslie to remove there
    expect(keys(s, me).filter((k) => k.startsWith('agent:'))).toEqual([]);
    const r = run(s, me, 'dir:5');
    expect(keys(r.s, me)).toEqual(expect.arrayContaining(['agent:use:leslie', 'agent:promote:leslie']));
    expect(keys(r.s, opp)).toEqual([]);
  });

  it('a used Agent stays turned (no second use this Round) but can still be promoted', () => {
    const { s, me } = scene(['princess']);
    const r = run(s, me, 'dir:5', 'agent:use:princess');
    expect(r.s.p[me]!.onDuty).toEqual([{ id: 'princess', turned: true }]);
    expect(keys(r.s, me)).not.toContain('agent:use:princess');
    expect(keys(r.s, me)).toContain('agent:promote:princess');
  });
});

describe('Using a Fighter: its button says whose token it takes', () => {
  const use = (s: VrState, seat: number, id: string) =>
    vr.legalActions(s, seat).find((a) => a.key === `agent:use:${id}`)!;

  it('one of your own tokens: a warning first, in red', () => {
    const { s, me } = scene(['jade']);
    tokens(s, me, 14, 2);
    const r = run(s, me, 'dir:14');
    expect(use(r.s, me, 'jade').style).toBe('danger');
    expect(en(use(r.s, me, 'jade').detail!)).toBe(
      'Takes 1 of YOUR 2 tokens here. Remove 1 Influence token in the Borough.',
    );
  });

  it("an opponent's token: named, as an ordinary choice", () => {
    const { s, me, opp } = scene(['jade']);
    tokens(s, opp, 14);
    const r = run(s, me, 'dir:14');
    expect(use(r.s, me, 'jade').style).toBe('primary');
    expect(en(use(r.s, me, 'jade').detail!)).toBe(
      `Takes {seat:${opp}}'s last token here. Remove 1 Influence token in the Borough.`,
    );
  });
});

describe('Activations by type', () => {
  it.each(['leslie', 'camille', 'zero', 'jade', 'muriel', 'droid-ft2-465'])(
    'Fighter %s removes 1 token in the Borough, without a Corruption card',
    (id) => {
      const { s, me, opp } = scene([id]);
      tokens(s, opp, 5, 2);
      const r = run(s, me, 'dir:5', `agent:use:${id}`);
      expect(at(r.s, 5).count).toBe(1);
      expect(r.s.recycle[opp]).toBe(1);
      expect(r.s.p[me]!.corruption).toHaveLength(0);
    },
  );

  it("a Fighter removes its owner's own token too (opposing or not)", () => {
    const { s, me } = scene(['zero']);
    tokens(s, me, 5, 1);
    const r = run(s, me, 'dir:5', 'agent:use:zero');
    expect(at(r.s, 5)).toMatchObject({ owner: null, count: 0 });
    expect(r.s.recycle[me]).toBe(1);
  });

  it.each(['pixel', 'professor-shane', 'sx-1248', 'baron-dimka', 'megabyte', 'delta'])(
    'Tech %s gains 3 Eurocredits',
    (id) => {
      const { s, me } = scene([id]);
      const r = run(s, me, 'dir:5', `agent:use:${id}`);
      expect(r.s.p[me]!.money).toBe(23);
    },
  );

  it.each(['don-armondo', 'clarisse', 'miss-yoshida', 'the-weasel', 'lance', 'princess'])(
    'Diplomat %s gains 1 Immunity token',
    (id) => {
      const { s, me } = scene([id]);
      const r = run(s, me, 'dir:5', `agent:use:${id}`);
      expect(r.s.p[me]!.immunity).toBe(2);
    },
  );
});

describe('Level 1 Fighters', () => {
  it.each([
    ['leslie', 5, 1],
    ['camille', 8, 5],
    ['zero', 21, 5],
    ['jade', 14, 5],
    ['muriel', 20, 5],
  ] as const)(
    '%s promoted: draw 1 Corruption card to remove 1 token from its indicated District (the Borough chosen)',
    (id, inDistrict, elsewhere) => {
      const { s, me, opp } = scene([id]);
      tokens(s, opp, inDistrict);
      tokens(s, opp, elsewhere);
      let r = run(s, me, 'dir:3', `agent:promote:${id}`, 'promo:use');
      expect(r.s.p[me]!.corruption).toHaveLength(1);
      expect(keys(r.s, me)).toEqual([`tok:rm:${inDistrict}`]);
      r = run(r.s, me, `tok:rm:${inDistrict}`);
      expect(at(r.s, inDistrict).count).toBe(0);
      expect(at(r.s, elsewhere).count).toBe(1);
      expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
    },
  );

  it('Droid FT2-465 promoted removes 1 token from Pigalle or Marais', () => {
    const { s, me, opp } = scene(['droid-ft2-465']);
    tokens(s, opp, 9); // Pigalle
    tokens(s, opp, 2); // Marais
    tokens(s, opp, 6); // Quartier Latin
    const r = run(s, me, 'dir:5', 'agent:promote:droid-ft2-465', 'promo:use');
    expect(r.s.p[me]!.corruption).toHaveLength(1);
    expect(keys(r.s, me).sort()).toEqual(['tok:rm:2', 'tok:rm:9']);
  });

  it('with no token in the indicated District the Promotion is not offered (no Corruption card for nothing)', () => {
    const { s, me } = scene(['leslie']);
    const r = run(s, me, 'dir:5', 'agent:promote:leslie');
    expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
    expect(r.s.p[me]!.corruption).toHaveLength(0);
  });
});

describe('Nash, Benedict, Doc Slice', () => {
  it.each([
    ['nash', 5, 1],
    ['benedict', 14, 5],
    ['doc-slice', 9, 5],
  ] as const)(
    '%s: remove 1 token in the Borough and an extra Donation only if the Director is in an indicated District',
    (id, inside, outside) => {
      for (const [b, extra] of [
        [inside, true],
        [outside, false],
      ] as const) {
        const { s, me, opp } = scene([id]);
        tokens(s, opp, b);
        const r = run(s, me, `dir:${b}`, `agent:use:${id}`, 'inf:skip');
        expect(at(r.s, b).count).toBe(0);
        const name = id === 'nash' ? 'Nash' : id === 'benedict' ? 'Benedict' : 'Doc Slice';
        expect(en(AGENTS[id]!.name)).toBe(name);
        if (extra) expect(keys(r.s, me)).toContain(`extra:donation:${name}`);
        else expect(keys(r.s, me).filter((k) => k.startsWith('extra:'))).toEqual([]);
      }
    },
  );

  it('Nash promoted: remove or add 1 token in Quartier Latin or Nation (never beside an opponent)', () => {
    const { s, me, opp } = scene(['nash']);
    tokens(s, opp, 6);
    const r = run(s, me, 'dir:1', 'agent:promote:nash', 'promo:use');
    const ks = keys(r.s, me);
    expect(ks).toContain('tok:rm:6');
    expect(ks).not.toContain('tok:add:6');
    expect(ks).toEqual(
      expect.arrayContaining(['tok:add:5', 'tok:add:7', 'tok:add:11', 'tok:add:12', 'tok:add:19', 'tok:add:20']),
    );
    expect(
      ks.filter((k) => k.startsWith('tok:')).every((k) => [5, 6, 7, 11, 12, 19, 20].includes(Number(k.split(':')[2]))),
    ).toBe(true);
    const done = run(r.s, me, 'tok:add:20');
    expect(at(done.s, 20)).toMatchObject({ owner: me, count: 1 });
    expect(done.s.p[me]!.reserve).toBe(17);
    expect(done.s.p[me]!.retired).toContain('nash');
    expect(done.s.p[me]!.corruption).toHaveLength(0);
  });
});

describe('Tanaka and Trunk', () => {
  it('Tanaka: remove 1 token in the Borough and 1 from an adjacent Borough of your choice', () => {
    const { s, me, opp, opp2 } = scene(['tanaka']);
    tokens(s, opp, 5);
    tokens(s, opp, 6);
    tokens(s, opp2, 13);
    tokens(s, opp2, 1); // not adjacent to 5
    let r = run(s, me, 'dir:5', 'agent:use:tanaka');
    expect(at(r.s, 5).count).toBe(0);
    expect(keys(r.s, me).sort()).toEqual(['tok:rm:13', 'tok:rm:6']);
    r = run(r.s, me, 'tok:rm:13');
    expect(at(r.s, 13).count).toBe(0);
    expect(r.s.recycle[opp2]).toBe(1);
  });

  it('Tanaka promoted: an extra Make a Donation this turn', () => {
    const { s, me } = scene(['tanaka']);
    const r = run(s, me, 'dir:5', 'agent:promote:tanaka', 'promo:use', 'inf:skip');
    expect(r.s.p[me]!.retired).toEqual(['tanaka']);
    expect(keys(r.s, me)).toContain('extra:donation:Tanaka');
  });

  it('Trunk: remove 1 token in the Borough and add 1 to any Borough without opposing tokens', () => {
    const { s, me, opp } = scene(['trunk']);
    tokens(s, opp, 5);
    tokens(s, opp, 17);
    let r = run(s, me, 'dir:5', 'agent:use:trunk');
    expect(at(r.s, 5).count).toBe(0);
    const ks = keys(r.s, me);
    expect(ks).toContain('tok:add:5');
    expect(ks).toContain('tok:add:20');
    expect(ks).not.toContain('tok:add:17');
    r = run(r.s, me, 'tok:add:20');
    expect(at(r.s, 20)).toMatchObject({ owner: me, count: 1 });
  });

  it('Trunk promoted: an extra Work this turn', () => {
    const { s, me } = scene(['trunk']);
    const r = run(s, me, 'dir:5', 'agent:promote:trunk', 'promo:use', 'inf:skip', 'extra:work:Trunk');
    expect(r.s.p[me]!.money).toBe(25);
  });
});

describe('Level 1 Techs', () => {
  it("Pixel promoted: draw 1 Corruption card to use the Promotion ability of another player's Agent, which stays on Duty", () => {
    const { s, me, opp } = scene(['pixel']);
    s.p[opp]!.onDuty = [{ id: 'princess', turned: true }];
    let r = run(s, me, 'dir:5', 'agent:promote:pixel', 'promo:use');
    expect(r.s.p[me]!.corruption).toHaveLength(1);
    expect(keys(r.s, me)).toEqual([`pixel:${opp}:princess`]);
    r = run(r.s, me, `pixel:${opp}:princess`);
    // Princess's own Promotion ability (a Level 1 one) draws its Corruption card too.
    expect(r.s.p[me]!.corruption).toHaveLength(2);
    expect(r.s.p[me]!.immunity).toBe(3);
    expect(r.s.p[opp]!.immunity).toBe(1);
    expect(r.s.p[opp]!.onDuty).toEqual([{ id: 'princess', turned: true }]);
    expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
    r = run(r.s, me, 'fate:boost');
    expect(r.s.p[me]!.boosts).toEqual([{ source: 'agent', id: 'pixel', action: 'verse' }]);
  });

  it("Pixel can also borrow the Promotion ability of one of its owner's own Agents", () => {
    const { s, me } = scene(['pixel', 'the-mole']);
    const r = run(s, me, 'dir:5', 'agent:promote:pixel', 'promo:use', `pixel:${me}:the-mole`, 'fate:retire');
    expect(r.s.p[me]!.income).toBe(7);
    expect(duty(r.s, me)).toEqual(['the-mole']);
    expect(r.s.p[me]!.retired).toEqual(['pixel']);
  });

  it("Pixel cannot borrow Mme Tropovicz's Promotion (nothing immediate) nor its own", () => {
    const { s, me, opp } = scene(['pixel']);
    s.p[opp]!.onDuty = [{ id: 'mme-tropovicz', turned: false }];
    const r = run(s, me, 'dir:5', 'agent:promote:pixel');
    expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
    expect(r.s.p[me]!.corruption).toHaveLength(0);
  });

  it("Professor Shane promoted: draw 1 Corruption card; this turn's Create a Verse may refresh the 5 Verses for free", () => {
    const { s, me } = scene(['professor-shane']);
    let r = run(s, me, 'dir:5', 'agent:promote:professor-shane', 'promo:use', 'fate:retire', 'inf:skip', 'act:verse');
    expect(r.s.p[me]!.corruption).toHaveLength(1);
    const before = [...r.s.verseDisplay];
    r = run(r.s, me, 'verse-refresh-free');
    expect(r.s.verseDisplay).not.toEqual(before);
    expect(r.s.p[me]!.money).toBe(20);
  });

  it("Professor Shane's Promotion is not offered once this turn's Action is over", () => {
    const { s, me } = scene(['professor-shane']);
    const r = run(s, me, 'dir:5', 'inf:skip', 'act:work', 'agent:promote:professor-shane');
    expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
  });

  it('SX 1248 promoted: with Build a Server this turn, draw 1 Corruption card to gain 3 Eurocredits (before or after)', () => {
    for (const order of ['before', 'after'] as const) {
      const { s, me } = scene(['sx-1248']);
      tokens(s, me, 5);
      const promo = ['agent:promote:sx-1248', 'promo:use', 'fate:retire'];
      const r =
        order === 'before'
          ? run(s, me, 'dir:5', ...promo, 'inf:skip', 'act:server')
          : run(s, me, 'dir:5', 'inf:skip', 'act:server', ...promo);
      expect(r.s.p[me]!.money).toBe(20 - 10 + 3);
      expect(r.s.p[me]!.corruption).toHaveLength(2); // the Server's and SX 1248's
    }
  });

  it('Baron Dimka promoted: draw 1 Corruption card to increase Income by 1', () => {
    const { s, me } = scene(['baron-dimka']);
    const r = run(s, me, 'dir:5', 'agent:promote:baron-dimka', 'promo:use');
    expect(r.s.p[me]!.income).toBe(6);
    expect(r.s.p[me]!.corruption).toHaveLength(1);
  });

  it('Megabyte promoted: with Create a Verse this turn, gain 3 Eurocredits', () => {
    const { s, me } = scene(['megabyte']);
    let r = run(s, me, 'dir:5', 'agent:promote:megabyte', 'promo:use', 'fate:retire', 'inf:skip', 'act:verse');
    const take = keys(r.s, me).find((k) => k.startsWith('verse:'))!;
    r = run(r.s, me, take);
    expect(r.s.p[me]!.money).toBe(20 - 7 + 3);
  });

  it("Delta promoted: this turn's Server may go where the player has no Influence token", () => {
    const { s, me } = scene(['delta']);
    let r = run(s, me, 'dir:5', 'inf:skip');
    expect(keys(r.s, me)).not.toContain('act:server');
    r = run(r.s, me, 'agent:promote:delta', 'promo:use', 'fate:retire', 'act:server');
    expect(at(r.s, 5).servers).toEqual([me]);
  });
});

describe('Level 2 Techs', () => {
  it('Hassan: 3 Eurocredits and the bonus of one of your Online Verses again', () => {
    const { s, me } = scene(['hassan']);
    s.p[me]!.verses = [
      { id: 'outpost-53', online: true },
      { id: 'jurassic-land', online: false },
    ];
    let r = run(s, me, 'dir:5', 'agent:use:hassan');
    expect(keys(r.s, me)).toEqual(['hassan:outpost-53']);
    r = run(r.s, me, 'hassan:outpost-53');
    expect(r.s.p[me]!.money).toBe(20 + 3 + 5);
  });

  it('Hassan promoted: one of your Verses goes Online regardless of its condition, with its bonus', () => {
    const { s, me } = scene(['hassan']);
    s.p[me]!.verses = [{ id: 'jurassic-land', online: false }];
    const r = run(s, me, 'dir:5', 'agent:promote:hassan', 'promo:use', 'hassanon:jurassic-land');
    expect(r.s.p[me]!.verses).toEqual([{ id: 'jurassic-land', online: true }]);
    expect(r.s.p[me]!.immunity).toBe(2);
    expect(r.s.p[me]!.retired).toEqual(['hassan']);
  });

  it('Viscount: remove one of your Servers to take an available Verse', () => {
    const { s, me } = scene(['viscount']);
    at(s, 14).servers = [me];
    s.p[me]!.serverSupply = 6;
    let r = run(s, me, 'dir:5', 'agent:use:viscount');
    expect(r.s.p[me]!.money).toBe(23);
    r = run(r.s, me, 'visc:server:14');
    expect(at(r.s, 14).servers).toEqual([]);
    expect(r.s.p[me]!.serverSupply).toBe(7);
    const v = r.s.verseDisplay[2]!;
    r = run(r.s, me, `take:${v}`);
    expect(r.s.p[me]!.verses.map((x) => x.id)).toEqual([v]);
    expect(r.s.verseDisplay).not.toContain(v);
    expect(r.s.p[me]!.income).toBe(5);
  });

  it('Viscount: or discard one of your Verses to build a Server in the Borough, following the placing rules', () => {
    const { s, me } = scene(['viscount']);
    s.p[me]!.verses = [{ id: 'the-codex', online: true }];
    tokens(s, me, 5);
    let r = run(s, me, 'dir:5', 'agent:use:viscount');
    expect(keys(r.s, me)).toContain('visc:verse:the-codex');
    r = run(r.s, me, 'visc:verse:the-codex');
    expect(at(r.s, 5).servers).toEqual([me]);
    expect(r.s.p[me]!.verses).toEqual([]);
    // Without an Influence token in the Borough, no Server: with nothing to trade, no question either.
    const other = scene(['viscount']);
    other.s.p[other.me]!.verses = [{ id: 'the-codex', online: true }];
    const r2 = run(other.s, other.me, 'dir:5', 'agent:use:viscount');
    expect(keys(r2.s, other.me).filter((k) => k.startsWith('visc:'))).toEqual([]);
  });

  it('Viscount promoted: all your Agents on Duty stand upright again', () => {
    const { s, me } = scene(['viscount', 'princess', 'the-mole']);
    const r = run(s, me, 'dir:5', 'agent:use:princess', 'agent:use:the-mole', 'agent:promote:viscount', 'promo:use');
    expect(r.s.p[me]!.onDuty).toEqual([
      { id: 'princess', turned: false },
      { id: 'the-mole', turned: false },
    ]);
    expect(keys(r.s, me)).toContain('agent:use:princess');
  });

  it('The Mole: 3 Eurocredits and +2 Income; promoted: +2 Income', () => {
    const { s, me } = scene(['the-mole']);
    let r = run(s, me, 'dir:5', 'agent:use:the-mole');
    expect(r.s.p[me]!.money).toBe(23);
    expect(r.s.p[me]!.income).toBe(7);
    r = run(r.s, me, 'agent:promote:the-mole', 'promo:use');
    expect(r.s.p[me]!.income).toBe(9);
    expect(r.s.p[me]!.corruption).toHaveLength(0);
  });

  it('Corto: 3 Eurocredits and may refresh the 5 available Verses', () => {
    const { s, me } = scene(['corto']);
    const before = [...s.verseDisplay];
    let r = run(s, me, 'dir:5', 'agent:use:corto');
    expect(keys(r.s, me).sort()).toEqual(['corto:keep', 'corto:refresh']);
    r = run(r.s, me, 'corto:refresh');
    expect(r.s.verseDisplay.some((v) => before.includes(v))).toBe(false);
    expect(r.s.verseDeck.slice(-5)).toEqual(before);
    expect(r.s.p[me]!.money).toBe(23);
  });

  it('Corto promoted: an extra Create a Verse this turn', () => {
    const { s, me } = scene(['corto']);
    const r = run(s, me, 'dir:5', 'agent:promote:corto', 'promo:use', 'inf:skip');
    expect(keys(r.s, me)).toContain('extra:verse:Corto');
  });

  it("Ivan: may move the Server in the Borough, even an opponent's, to an adjacent Borough under the placing rules", () => {
    const { s, me, opp } = scene(['ivan']);
    at(s, 5).servers = [opp];
    at(s, 15).servers = [opp]; // Denfert Rochereau already holds one of opp's Servers
    s.p[opp]!.serverSupply = 5;
    tokens(s, opp, 6);
    tokens(s, opp, 14);
    tokens(s, me, 13);
    let r = run(s, me, 'dir:5', 'agent:use:ivan');
    expect(keys(r.s, me).sort()).toEqual([`ivan:${opp}:6`, 'ivan:none']);
    r = run(r.s, me, `ivan:${opp}:6`);
    expect(at(r.s, 5).servers).toEqual([]);
    expect(at(r.s, 6).servers).toEqual([opp]);
    expect(r.s.p[opp]!.serverSupply).toBe(5);
  });

  it('Ivan: a Server may move within its own District', () => {
    const { s, me, opp } = scene(['ivan']);
    at(s, 5).servers = [opp];
    s.p[opp]!.serverSupply = 6;
    tokens(s, opp, 6);
    const r = run(s, me, 'dir:5', 'agent:use:ivan');
    expect(keys(r.s, me)).toContain(`ivan:${opp}:6`);
  });

  it('Ivan promoted: an extra Build a Server this turn', () => {
    const { s, me } = scene(['ivan']);
    tokens(s, me, 5);
    const r = run(s, me, 'dir:5', 'agent:promote:ivan', 'promo:use', 'inf:skip', 'extra:server:Ivan');
    expect(at(r.s, 5).servers).toEqual([me]);
  });
});

describe('Level 1 Diplomats', () => {
  it('Don Armondo promoted: with Recruit this turn, draw 1 Corruption card for +2 Range', () => {
    const { s, me } = scene(['don-armondo']);
    s.agentSpaces[0] = { agent: 'the-mole', borough: 23 }; // 3 steps from Borough 5 (5-4-12-23)
    let r = run(s, me, 'dir:5', 'inf:skip');
    expect(keys(r.s, me)).not.toContain('act:recruit');
    r = run(r.s, me, 'agent:promote:don-armondo', 'promo:use', 'fate:retire');
    expect(r.s.p[me]!.corruption).toHaveLength(1);
    r = run(r.s, me, 'act:recruit', 'recruit:the-mole');
    expect(duty(r.s, me)).toEqual(['the-mole']);
  });

  it("Clarisse promoted: look at another player's Corruption cards privately, take one, give one back", () => {
    const { s, me, opp, opp2 } = scene(['clarisse']);
    s.p[opp]!.corruption = ['lose-immunity-1', 'remove-server-1'];
    s.p[me]!.corruption = ['lose-money-1'];
    s.corruptionDeck = [
      'remove-influence-1',
      ...s.corruptionDeck.filter(
        (c) => !['lose-immunity-1', 'remove-server-1', 'lose-money-1', 'remove-influence-1'].includes(c),
      ),
    ];
    let r = run(s, me, 'dir:5', 'agent:promote:clarisse', 'promo:use');
    expect(r.s.p[me]!.corruption).toHaveLength(2);
    // opp2 holds no card: only opp can be chosen.
    expect(keys(r.s, me)).toEqual([`clarisse:${opp}`]);
    const look = run(r.s, me, `clarisse:${opp}`);
    const mine = look.ev
      .filter((e) => e.to !== 'public' && (e.to as readonly number[]).includes(me))
      .map((e) => en(e.text))
      .join('\n');
    expect(mine).toContain(en(corruptionText('lose-immunity-1')));
    expect(mine).toContain(en(corruptionText('remove-server-1')));
    expect(look.ev.some((e) => e.to !== 'public' && (e.to as readonly number[]).includes(opp2))).toBe(false);
    r = run(look.s, me, 'ctake:remove-server-1', 'cgive:lose-money-1');
    expect(r.s.p[me]!.corruption.sort()).toEqual(['remove-influence-1', 'remove-server-1']);
    expect(r.s.p[opp]!.corruption.sort()).toEqual(['lose-immunity-1', 'lose-money-1']);
    const all = [...look.ev, ...r.ev];
    expectPublicClean(all, [
      'lose-immunity-1',
      'remove-server-1',
      'lose-money-1',
      'remove-influence-1',
      ...['lose-immunity-1', 'remove-server-1', 'lose-money-1', 'remove-influence-1'].map(corruptionText),
    ]);
    expect(all.some((e) => e.to === 'public' && en(e.text).includes('gives one back'))).toBe(true);
  });

  it('Clarisse may give back the very card she took', () => {
    const { s, me, opp } = scene(['clarisse']);
    s.p[opp]!.corruption = ['lose-immunity-1'];
    const r = run(s, me, 'dir:5', 'agent:promote:clarisse', 'promo:use', `clarisse:${opp}`, 'ctake:lose-immunity-1');
    expect(keys(r.s, me)).toContain('cgive:lose-immunity-1');
    const back = run(r.s, me, 'cgive:lose-immunity-1');
    expect(back.s.p[opp]!.corruption).toEqual(['lose-immunity-1']);
  });

  it('The Weasel promoted: draw 1 Corruption card, then discard 2 of your choice (the new one included)', () => {
    const { s, me } = scene(['the-weasel']);
    s.p[me]!.corruption = ['lose-money-1', 'lose-money-2'];
    s.corruptionDeck = [
      'remove-server-1',
      ...s.corruptionDeck.filter((c) => !['lose-money-1', 'lose-money-2', 'remove-server-1'].includes(c)),
    ];
    let r = run(s, me, 'dir:5', 'agent:promote:the-weasel', 'promo:use');
    expect(r.s.p[me]!.corruption).toHaveLength(3);
    r = run(r.s, me, 'weasel:remove-server-1', 'weasel:lose-money-1');
    expect(r.s.p[me]!.corruption).toEqual(['lose-money-2']);
    expect(r.s.corruptionDiscard).toEqual(expect.arrayContaining(['remove-server-1', 'lose-money-1']));
    expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
  });

  it('Lance promoted: with Recruit this turn, draw 1 Corruption card to gain 4 Eurocredits', () => {
    const { s, me } = scene(['lance']);
    s.agentSpaces[0] = { agent: 'the-mole', borough: 6 };
    const r = run(
      s,
      me,
      'dir:5',
      'agent:promote:lance',
      'promo:use',
      'fate:retire',
      'inf:skip',
      'act:recruit',
      'recruit:the-mole',
    );
    expect(r.s.p[me]!.money).toBe(20 + 4 - 4);
    expect(r.s.p[me]!.corruption).toHaveLength(1);
  });

  it("Lance recruited by this turn's Recruit cannot improve that Recruit (a bonus never improves the Action that brought it)", () => {
    const { s, me } = scene([]);
    s.agentSpaces[0] = { agent: 'lance', borough: 6 };
    let r = run(s, me, 'dir:5', 'inf:skip', 'act:recruit', 'recruit:lance');
    expect(r.s.p[me]!.money).toBe(16);
    // The turn records the Agents its Recruit Actions brought on Duty (set here if the turn does not yet).
    const t = r.s.turn as unknown as { recruited?: string[] };
    t.recruited ??= ['lance'];
    r = run(r.s, me, 'agent:promote:lance');
    // Nothing else to recruit this turn: the Promotion would only draw a card, so it is not offered.
    expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
    expect(r.s.p[me]!.money).toBe(16);
  });

  it('Princess promoted: draw 1 Corruption card to gain 2 Immunity tokens', () => {
    const { s, me } = scene(['princess']);
    const r = run(s, me, 'dir:5', 'agent:promote:princess', 'promo:use');
    expect(r.s.p[me]!.immunity).toBe(3);
    expect(r.s.p[me]!.corruption).toHaveLength(1);
  });

  it("Miss Yoshida, the rulebook example: activate, promote, then a Boost under Recruit that improves this turn's Recruit", () => {
    const { s, me } = scene(['miss-yoshida']);
    s.agentSpaces[0] = { agent: 'the-mole', borough: 21 }; // 2 steps from Borough 5 (5-13-21)
    let r = run(s, me, 'dir:5', 'agent:use:miss-yoshida');
    expect(r.s.p[me]!.immunity).toBe(2);
    r = run(r.s, me, 'agent:promote:miss-yoshida', 'promo:use');
    expect(r.s.p[me]!.corruption).toHaveLength(1);
    expect(keys(r.s, me).sort()).toEqual(['tok:add:13', 'tok:add:14', 'tok:add:4', 'tok:add:6']);
    r = run(r.s, me, 'tok:add:6');
    expect(at(r.s, 6)).toMatchObject({ owner: me, count: 1 });
    r = run(r.s, me, 'fate:boost');
    expect(r.s.p[me]!.boosts).toEqual([{ source: 'agent', id: 'miss-yoshida', action: 'recruit' }]);
    expect(r.s.p[me]!.onDuty).toEqual([]);
    r = run(r.s, me, 'inf:skip', 'act:recruit', 'recruit:the-mole');
    expect(r.s.p[me]!.money).toBe(20 - 4 + 2);
    expect(duty(r.s, me)).toEqual(['the-mole']);
  });
});

describe('Level 2 Diplomats', () => {
  it('Morel: 1 Immunity, and steal 1 from a player whose Director is in the Borough or an adjacent one', () => {
    const { s, me, opp, opp2 } = scene(['morel']);
    s.directors = [
      { seat: opp, borough: 6 },
      { seat: opp2, borough: 20 },
    ];
    s.p[opp2]!.immunity = 3;
    let r = run(s, me, 'dir:5', 'agent:use:morel');
    expect(keys(r.s, me)).toEqual([`morel:${opp}`]);
    r = run(r.s, me, `morel:${opp}`);
    expect(r.s.p[me]!.immunity).toBe(3);
    expect(r.s.p[opp]!.immunity).toBe(0);
  });

  it('Morel promoted: an extra Recruit from the Agent discard pile', () => {
    const { s, me } = scene(['morel']);
    s.agentDiscard = ['the-mole'];
    const r = run(
      s,
      me,
      'dir:5',
      'agent:promote:morel',
      'promo:use',
      'inf:skip',
      'extra:recruit:Morel',
      'recruit:the-mole',
    );
    expect(duty(r.s, me)).toEqual(['the-mole']);
    expect(r.s.agentDiscard).toEqual([]);
  });

  it('Slade: 1 Immunity and add 1 token to an adjacent Borough; promoted: 2 Immunity', () => {
    const { s, me, opp } = scene(['slade']);
    tokens(s, opp, 6);
    let r = run(s, me, 'dir:5', 'agent:use:slade');
    expect(r.s.p[me]!.immunity).toBe(2);
    expect(keys(r.s, me).sort()).toEqual(['tok:add:13', 'tok:add:14', 'tok:add:4']);
    r = run(r.s, me, 'tok:add:14', 'agent:promote:slade', 'promo:use');
    expect(at(r.s, 14)).toMatchObject({ owner: me, count: 1 });
    expect(r.s.p[me]!.immunity).toBe(4);
    expect(r.s.p[me]!.corruption).toHaveLength(0);
  });

  it('Dina: 1 Immunity and may give a Corruption card of her choice to another player (which card stays private)', () => {
    const { s, me, opp } = scene(['dina']);
    s.p[me]!.corruption = ['lose-money-1', 'remove-server-1'];
    let r = run(s, me, 'dir:5', 'agent:use:dina');
    expect(keys(r.s, me)).toContain('dina:none');
    r = run(r.s, me, 'dina:remove-server-1', `dinato:${opp}`);
    expect(r.s.p[me]!.immunity).toBe(2);
    expect(r.s.p[me]!.corruption).toEqual(['lose-money-1']);
    expect(r.s.p[opp]!.corruption).toEqual(['remove-server-1']);
    expectPublicClean(r.ev, ['remove-server-1', corruptionText('remove-server-1')]);
    expect(
      r.ev.some(
        (e) =>
          e.to !== 'public' &&
          (e.to as readonly number[]).includes(opp) &&
          en(e.text).includes(en(corruptionText('remove-server-1'))),
      ),
    ).toBe(true);
  });

  it('Dina promoted: may give a Corruption card of her choice to another player', () => {
    const { s, me, opp2 } = scene(['dina']);
    s.p[me]!.corruption = ['lose-money-1'];
    const r = run(s, me, 'dir:5', 'agent:promote:dina', 'promo:use', 'dina:lose-money-1', `dinato:${opp2}`);
    expect(r.s.p[opp2]!.corruption).toEqual(['lose-money-1']);
    expect(r.s.p[me]!.corruption).toEqual([]);
  });

  it('Stilson: 1 Immunity and swap an Agent on Duty with one still in Neo Paris (the newcomer upright, the other on its space)', () => {
    const { s, me } = scene(['stilson', 'leslie']);
    s.p[me]!.onDuty[1]!.turned = true;
    s.agentSpaces[2] = { agent: 'the-mole', borough: 20 };
    let r = run(s, me, 'dir:5', 'agent:use:stilson');
    expect(r.s.p[me]!.immunity).toBe(2);
    expect(keys(r.s, me)).toEqual(['stilson:new:the-mole']);
    r = run(r.s, me, 'stilson:new:the-mole');
    expect(keys(r.s, me).sort()).toEqual(['stilson:old:leslie', 'stilson:old:stilson']);
    r = run(r.s, me, 'stilson:old:leslie');
    expect(r.s.p[me]!.onDuty).toEqual([
      { id: 'stilson', turned: true },
      { id: 'the-mole', turned: false },
    ]);
    expect(r.s.agentSpaces[2]).toEqual({ agent: 'leslie', borough: 20 });
    expect(keys(r.s, me)).toContain('agent:use:the-mole');
  });

  it('Stilson promoted: an extra Recruit this turn', () => {
    const { s, me } = scene(['stilson']);
    s.agentSpaces[0] = { agent: 'the-mole', borough: 6 };
    const r = run(
      s,
      me,
      'dir:5',
      'inf:skip',
      'act:work',
      'agent:promote:stilson',
      'promo:use',
      'extra:recruit:Stilson',
      'recruit:the-mole',
    );
    expect(duty(r.s, me)).toEqual(['the-mole']);
  });

  it('Mme Tropovicz: 1 Immunity, 3 Eurocredits and remove 1 token in the Borough', () => {
    const { s, me, opp } = scene(['mme-tropovicz']);
    tokens(s, opp, 5);
    const r = run(s, me, 'dir:5', 'agent:use:mme-tropovicz');
    expect(r.s.p[me]!.immunity).toBe(2);
    expect(r.s.p[me]!.money).toBe(23);
    expect(at(r.s, 5).count).toBe(0);
  });

  it('Mme Tropovicz promoted: retired with no immediate effect (her type is chosen at the end)', () => {
    const { s, me } = scene(['mme-tropovicz']);
    const r = run(s, me, 'dir:5', 'agent:promote:mme-tropovicz');
    expect(r.s.stack).toEqual([]);
    expect(r.s.p[me]!.retired).toEqual(['mme-tropovicz']);
    expect(r.s.p[me]!.tropovicz).toBeNull();
    expect(r.s.p[me]!.corruption).toHaveLength(0);
  });
});

describe('Duty and promotion', () => {
  it('no more than 3 Agents on Duty: Recruit is refused until a promotion frees a place', () => {
    const { s, me } = scene(['princess', 'the-mole', 'slade']);
    s.agentSpaces[0] = { agent: 'leslie', borough: 6 };
    let r = run(s, me, 'dir:5', 'inf:skip');
    expect(keys(r.s, me)).not.toContain('act:recruit');
    r = run(r.s, me, 'agent:promote:the-mole', 'promo:skip');
    expect(r.s.p[me]!.retired).toEqual(['the-mole']);
    r = run(r.s, me, 'act:recruit', 'recruit:leslie');
    expect(duty(r.s, me)).toEqual(['princess', 'slade', 'leslie']);
  });

  it('a Level 1 Agent may retire or become a Boost under its Action; a Level 2 Agent can only retire', () => {
    const { s, me } = scene(['leslie', 'the-mole']);
    let r = run(s, me, 'dir:5', 'agent:promote:leslie');
    expect(keys(r.s, me).sort()).toEqual(['fate:boost', 'fate:retire']);
    r = run(r.s, me, 'fate:boost');
    expect(r.s.p[me]!.boosts).toEqual([{ source: 'agent', id: 'leslie', action: 'work' }]);
    r = run(r.s, me, 'agent:promote:the-mole', 'promo:skip');
    expect(r.s.stack).toEqual([]);
    expect(r.s.p[me]!.retired).toEqual(['the-mole']);
    expect(r.s.p[me]!.boosts).toHaveLength(1);
    // The Boost improves Work from now on: 5 + 3.
    r = run(r.s, me, 'inf:skip', 'act:work');
    expect(r.s.p[me]!.money).toBe(28);
  });

  it('retiring keeps the Agent out of Duty for good (it is never discarded)', () => {
    const { s, me } = scene(['princess']);
    const r = run(s, me, 'dir:5', 'agent:promote:princess', 'promo:skip', 'fate:retire');
    expect(r.s.p[me]!.onDuty).toEqual([]);
    expect(r.s.p[me]!.retired).toEqual(['princess']);
    expect(r.s.p[me]!.corruption).toHaveLength(0);
    expect(keys(r.s, me).filter((k) => k.startsWith('agent:'))).toEqual([]);
  });
});
