import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Cryptologist and the Control-giving Assets call the cards and icons work: observed here.
vi.mock('../../../src/games/ispy/cards.ts', async (orig) => ({
  ...(await orig<object>()),
  playableCards: vi.fn((_s: unknown, _who: unknown, from: readonly string[]) =>
    from.filter((c) => c !== 'extort').map((card) => ({ card, detail: 'ok' })),
  ),
  playCard: vi.fn(),
}));
vi.mock('../../../src/games/ispy/icons.ts', async (orig) => ({
  ...(await orig<object>()),
  canResolveIcon: vi.fn(() => true),
  resolveIcon: vi.fn(),
}));

import type { FlowContext } from '../../../src/engine/events.ts';
import {
  afterCard,
  afterContact,
  atTurnStart,
  bonusSupply,
  bonusTickets,
  extraCardActions,
  recruitCost,
} from '../../../src/games/ispy/assetHooks.ts';
import { cryptologistOptions, useCryptologist } from '../../../src/games/ispy/assets.ts';
import { playCard } from '../../../src/games/ispy/cards.ts';
import { ACTION_CARDS, ASSET_LIST, ASSETS, SPECIAL_CARDS } from '../../../src/games/ispy/data/index.ts';
import { canResolveIcon, resolveIcon } from '../../../src/games/ispy/icons.ts';
import { self } from '../../../src/games/ispy/movement.ts';
import { setupIspy } from '../../../src/games/ispy/setup.ts';
import type { IspyState } from '../../../src/games/ispy/state.ts';
import { rule } from './helpers.ts';
import { bare, onTurn } from './scoringFixtures.ts';

const forced = { actor: 0, chooser: 1, assets: false, forced: true } as const;

/** Seat 0 on its turn, owning `asset`, standing in `region`. */
function owner(asset: string, region: string | null = 'frankfurt'): IspyState {
  const s = bare(2);
  s.spies[0]!.assets = [{ id: asset, applied: false }];
  s.spies[0]!.region = region;
  s.spies[0]!.supply = 0;
  onTurn(s, 0);
  return s;
}

beforeEach(() => vi.clearAllMocks());

describe('the Asset list', () => {
  it('35 Assets: 29 basic, 6 starred with the six Special Action Cards; costs 4-10; unique names', () => {
    expect(ASSET_LIST).toHaveLength(35);
    expect(ASSET_LIST.filter((a) => a.starred)).toHaveLength(6);
    expect(new Set(ASSET_LIST.map((a) => a.name)).size).toBe(35);
    expect(
      ASSET_LIST.filter((a) => a.starred)
        .map((a) => a.specialCard)
        .sort(),
    ).toEqual([...SPECIAL_CARDS].sort());
    for (const a of ASSET_LIST) expect(a.cost >= 4 && a.cost <= 10).toBe(true);
    for (const a of ASSET_LIST) for (const b of ASSET_LIST) if (a !== b) expect(b.name.includes(a.name)).toBe(false);
  });

  it('starred Assets join the deck only with the Special Action Cards option', () => {
    const all = (s: IspyState) => [...s.assetDeck, ...s.stacks.berlin, ...s.stacks.budapest, ...s.stacks.london];
    expect(all(setupIspy(3, { special: false, finalReport: false }, 'x'))).toHaveLength(29);
    expect(all(setupIspy(3, { special: true, finalReport: false }, 'x'))).toHaveLength(35);
  });
});

describe('each Asset', () => {
  const tickets = (asset: string, card: string, n: number) => () => {
    const s = owner(asset);
    expect(bonusTickets(s, self(0), card)).toBe(n);
    expect(bonusTickets(s, forced, card)).toBe(0);
  };
  type Count = 'tickets' | 'supply' | 'tags';
  /** The owner's count of Tickets, Supply or Tags. */
  const counted = (s: IspyState, c: Count): number => (c === 'tickets' ? s.turn!.tickets : s.spies[0]![c]);
  type Trigger = (s: IspyState, ctx: FlowContext) => void;
  const card =
    (c: string): Trigger =>
    (s, ctx) =>
      afterCard(s, ctx, self(0), c);
  const contact =
    (c: string): Trigger =>
    (s, ctx) =>
      afterContact(s, ctx, self(0), c);
  const start: Trigger = (s, ctx) => atTurnStart(s, ctx, 0);
  /** One Asset a row: the Asset, its owner's Tags first (null: as dealt), what happens in turn, the count wanted then. */
  type Gain = [string, string, number | null, Trigger[], Count, number];
  // biome-ignore format: one row per Asset
  const GAINS: Gain[] = [
    ['Chauffeur: 1 Ticket at the start of the turn', 'chauffeur', null, [start], 'tickets', 1],
    ['Pickpocket: Extort gives 1 Supply from the bank', 'pickpocket', null, [card('extort')], 'supply', 1],
    ['Forger: Evade loses 1 more Tag (never below 0)', 'forger', 1, [card('evade'), card('evade')], 'tags', 0],
    ['Interpreter: a Contact Action gives 1 Ticket', 'interpreter', null, [contact('richard')], 'tickets', 1],
    ['Landlady: at 3 or more Tags, lose 1 at the start of the turn', 'landlady', 3, [start, start], 'tags', 2],
    ['Bookkeeper: with no Supply, gain 1 at the start of the turn', 'bookkeeper', null, [start, start], 'supply', 1],
    ['Agitator: Incite Sedition gives 1 Ticket', 'agitator', null, [card('incite')], 'tickets', 1],
    ['Private Detective: Trace gives 1 Supply', 'detective', null, [card('trace')], 'supply', 1],
    ['Lawyer: Blackmail loses 1 Tag', 'lawyer', 2, [card('blackmail')], 'tags', 1],
    ['Telegraphist: a Contact Action gives 1 Supply', 'telegraphist', null, [contact('reilly')], 'supply', 1],
    ['Hotel Porter: Misdirect gives 1 Ticket', 'porter', null, [card('misdirect')], 'tickets', 1],
    ['Engineer: Sabotage gives 1 Ticket', 'engineer', null, [card('sabotage')], 'tickets', 1],
    ['Quartermaster: a Travel card (Airship Line too) gives 1 Supply', 'quartermaster', null, [card('airship'), card('blackmail')], 'supply', 1],
    ['Safecracker: Smuggle gives 1 Ticket', 'safecracker', null, [card('smuggle')], 'tickets', 1],
    ['Concierge: Private Line loses 1 Tag', 'concierge', 1, [card('private')], 'tags', 0],
  ];
  it.each(GAINS)('%s', (_name, asset, tags, triggers, what, want) => {
    const s = owner(asset);
    if (tags !== null) s.spies[0]!.tags = tags;
    for (const trigger of triggers) rule(s, (ctx) => trigger(s, ctx));
    expect(counted(s, what)).toBe(want);
  });
  it('Labor Organizer: costs 5, Smuggle gives 1 more Supply', () => {
    const s = owner('labor');
    expect(ASSETS.labor!.cost).toBe(5);
    expect(bonusSupply(s, self(0), 'smuggle')).toBe(1);
    expect(bonusSupply(s, self(0), 'ronge')).toBe(0);
    expect(bonusSupply(s, forced, 'smuggle')).toBe(0);
  });
  it('Stationmaster: Overnight Line +1 Ticket', tickets('stationmaster', 'overnight', 1));
  it('Ferryman: Courier Line +1 Ticket', tickets('ferryman', 'courier', 1));
  it('Balloonist: Airship Line +1 Ticket', tickets('balloonist', 'airship', 1));
  it('Border Guard: Private Line +1 Ticket, not Overnight Line', () => {
    tickets('guard', 'private', 1)();
    expect(bonusTickets(owner('guard'), self(0), 'overnight')).toBe(0);
  });
  it('Railway Clerk: every Travel card, Airship Line (two types) included', () => {
    const s = owner('clerk');
    expect(
      ['overnight', 'private', 'courier', 'evade', 'airship', 'nord'].map((c) => bonusTickets(s, self(0), c)),
    ).toEqual([1, 1, 1, 1, 1, 1]);
    expect(bonusTickets(s, self(0), 'trace')).toBe(0);
    s.spies[0]!.assets.push({ id: 'balloonist', applied: false });
    expect(bonusTickets(s, self(0), 'airship')).toBe(2); // cumulative
  });
  it("Pawnbroker: a Contact Action's Resupply gives 1 more, a card's does not", () => {
    const s = owner('pawnbroker');
    expect(bonusSupply(s, self(0), 'reilly')).toBe(1);
    expect(bonusSupply(s, self(0), 'smuggle')).toBe(0);
  });
  it('Private Banker: Assets cost 2 less, never below 0', () => {
    const s = owner('banker');
    expect(recruitCost(s, 0, 7)).toBe(5);
    expect(recruitCost(s, 1, 7)).toBe(7);
    expect(recruitCost(s, 0, 1)).toBe(0);
  });
  it('Double Agent: 1 extra Card Action', () => {
    const s = owner('double');
    expect(extraCardActions(s, 0)).toBe(1);
    expect(extraCardActions(s, 1)).toBe(0);
  });
  it('Anarchist: Sabotage in a Capital costs its Nation 2 more; outside nothing', () => {
    const s = owner('anarchist', 'berlin-1');
    rule(s, (ctx) => afterCard(s, ctx, self(0), 'sabotage'));
    expect(s.influence.germany).toBe(2);
    const t = owner('anarchist', 'frankfurt');
    rule(t, (ctx) => afterCard(t, ctx, self(0), 'sabotage'));
    expect(t.influence.germany).toBe(4);
  });
  it('Informant: a Counter card (Misdirect too) gives 1 Supply; not under Coerce by an opponent', () => {
    const s = owner('informant');
    rule(s, (ctx) => afterCard(s, ctx, self(0), 'trace'));
    rule(s, (ctx) => afterCard(s, ctx, self(0), 'misdirect'));
    rule(s, (ctx) => afterCard(s, ctx, self(0), 'smuggle'));
    expect(s.spies[0]!.supply).toBe(2);
    rule(s, (ctx) => afterCard(s, ctx, forced, 'trace'));
    expect(s.spies[0]!.supply).toBe(2);
  });
  it('Archivist: an Espionage card (Incite Sedition too) gives a Control', () => {
    const s = owner('archivist');
    rule(s, (ctx) => afterCard(s, ctx, self(0), 'incite'));
    rule(s, (ctx) => afterCard(s, ctx, self(0), 'overnight'));
    expect(resolveIcon).toHaveBeenCalledTimes(1);
    expect(vi.mocked(resolveIcon).mock.calls[0]![3]).toBe('control');
    vi.mocked(canResolveIcon).mockReturnValueOnce(false);
    rule(s, (ctx) => afterCard(s, ctx, self(0), 'smuggle'));
    expect(resolveIcon).toHaveBeenCalledTimes(1);
  });
  it('Cryptologist: once per turn resolves a Records card with no Asset, the card stays, no Influence', () => {
    const s = owner('cryptologist');
    s.spies[0]!.assets.push({ id: 'informant', applied: false });
    s.spies[0]!.records = [
      { card: 'trace', rotated: false },
      { card: 'extort', rotated: false },
      { card: 'smuggle', rotated: true },
    ];
    const opts = cryptologistOptions(s, 0);
    expect(opts.map((o) => o.key)).toEqual(['crypto:trace']); // extort unplayable, smuggle being Retrieved
    expect(cryptologistOptions(s, 1)).toEqual([]);
    const influence = { ...s.influence };
    rule(s, (ctx) => useCryptologist(s, ctx, 0, 'trace'));
    expect(playCard).toHaveBeenCalledWith(s, expect.anything(), { actor: 0, chooser: 0, assets: false }, 'trace', 0);
    expect(s.spies[0]!.records).toHaveLength(3);
    expect(s.influence).toEqual(influence);
    expect(s.spies[0]!.supply).toBe(0); // the Informant did not trigger
    expect(cryptologistOptions(s, 0)).toEqual([]);
  });
  it('Diplomat: a Contact Action gives a Control', () => {
    const s = owner('diplomat');
    rule(s, (ctx) => afterContact(s, ctx, self(0), 'ronge'));
    expect(vi.mocked(resolveIcon).mock.calls[0]![3]).toBe('control');
  });
  const starred = (id: string, name: string, card: string, cardName: string) => () => {
    const a = ASSETS[id]!;
    expect([a.name, a.starred, a.specialCard]).toEqual([name, true, card]);
    expect(ACTION_CARDS[card]!.special).toBe(true);
    expect(ACTION_CARDS[card]!.name).toBe(cardName);
    expect(ACTION_CARDS[card]!.influence.length).toBeGreaterThan(1);
  };
  it(
    'Soldier of Fortune gives Mercenary Raid',
    starred('fortune', 'Soldier of Fortune', 'mercenary', 'Mercenary Raid'),
  );
  it('Zeppelin Pilot gives Zeppelin Raid', starred('zeppelin-pilot', 'Zeppelin Pilot', 'zeppelin', 'Zeppelin Raid'));
  it('Photographer gives Photograph', starred('photographer', 'Photographer', 'photograph', 'Photograph'));
  it('CIWL Agent gives Nord Express', starred('ciwl', 'CIWL Agent', 'nord', 'Nord Express'));
  it('Femme Fatale gives Seduce', starred('femme', 'Femme Fatale', 'seduce', 'Seduce'));
  it('Train Robber gives Hold-Up', starred('robber', 'Train Robber', 'holdup', 'Hold-Up'));
});
