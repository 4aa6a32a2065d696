import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createSurface, encodePng, PNG_SIGNATURE, pngSize } from '../../renderers/kit/index.ts';
import type { RenderContext } from '../../renderers/types.ts';
import { BOARD_WIDTH, MAP_BOX, statusLine, vrRenderer } from '../../renderers/vr.ts';
import { HAND_WIDTH } from '../../renderers/vr/hand.ts';
import { drawMap } from '../../renderers/vr/map.ts';
import { playRandomGame } from '../../src/engine/randomPlay.ts';
import { DISTRICT_LIST } from '../../src/games/vr/data/index.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import type { VrState } from '../../src/games/vr/state.ts';
import type { VrView } from '../../src/games/vr/view.ts';
import { saveArtifact } from './artifacts.ts';

const NAMES = ['Nyx', 'Zero Cool', 'Łucja "Glitch" Wiśniewska-Kowalczyk', 'acid_burn_the_unstoppable_2099'];

function context(s: VrState): RenderContext {
  return { seats: NAMES.slice(0, s.players).map((name) => ({ name })), awaiting: [...vr.awaiting(s)] };
}

function expectPng(png: Buffer, width: number): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.length).toBeLessThan(5 * 1024 * 1024);
  const size = pngSize(png)!;
  expect(size).not.toBeNull();
  expect(size.width).toBe(width);
  expect(size.height).toBeGreaterThanOrEqual(600);
  // Boards stay under 1800 px; a crowded hand (7 Verses, 3 Agents with their texts) grows taller.
  expect(size.height).toBeLessThanOrEqual(width === BOARD_WIDTH ? 1800 : 2400);
  return size;
}

/** The busiest moment of a random game (Agents, Verses, Servers and Boosts in play) during someone's turn. */
function midGame(players: number, seed: string): VrState {
  let best: { score: number; s: VrState } | null = null;
  playRandomGame(vr, players, {}, seed, {
    maxSteps: 5000,
    onStep: ({ after }) => {
      const s = after as VrState;
      if (!s.turn || s.over || s.stack.length > 0) return;
      const score = s.p.reduce((n, p) => n + p.onDuty.length + p.verses.length + p.boosts.length, 0) + s.boroughs.reduce((n, b) => n + b.servers.length, 0);
      if (!best || score > best.score) best = { score, s: structuredClone(s) };
    },
  });
  if (!best) throw new Error(`no turn in ${seed}`);
  return (best as { s: VrState }).s;
}

/** A late game built by hand with every slot full: 3 Agents on Duty each, many Verses and Boosts, Titles, Servers, markers, a peek. */
function crowded(players: number): VrState {
  const s = vr.setup(players, {}, `crowded-${players}`);
  s.round = 4;
  const agents = ['professor-shane', 'mme-tropovicz', 'droid-ft2-465', 'don-armondo', 'the-weasel', 'viscount', 'stilson', 'doc-slice', 'sx-1248', 'baron-dimka', 'clarisse', 'lance'];
  const verses = ['castle-in-the-air', 'from-ashes-to-ashes', 'the-archipelago', 'olmeta-worlds', 'steampunk-worlds', 'elven-lands', 'london-1884'];
  const boosts: VrState['p'][number]['boosts'] = [
    { source: 'card', id: 'work-money', action: 'work' }, { source: 'agent', id: 'lance', action: 'recruit' },
    { source: 'card', id: 'server-income', action: 'server' }, { source: 'card', id: 'verse-refresh', action: 'verse' },
    { source: 'agent', id: 'princess', action: 'donation' }, { source: 'agent', id: 'leslie', action: 'work' },
  ];
  s.p.forEach((p, seat) => {
    p.onDuty = agents.slice(seat * 3, seat * 3 + 3).map((id, i) => ({ id, turned: i === 1 }));
    p.verses = verses.slice(0, 7 - seat * 2).map((id, i) => ({ id, online: i % 2 === 0 }));
    p.boosts = boosts.slice(0, 6 - seat);
    p.retired = seat === 0 ? ['corto', 'hassan'] : [];
    p.money = 123 - seat * 40;
    p.immunity = 7 - seat;
    p.income = 23 - seat * 3;
    p.vpTokens = 6 - seat;
    p.corruption = s.corruptionDeck.splice(0, 3 + seat * 2);
    p.modifiers = ([{ kind: 'server20', round: 4 }, { kind: 'donationUp', round: 4 }, { kind: 'work3', round: 4 }] as const).slice(0, 3 - seat).map((m) => ({ ...m }));
    p.peek = seat === 0 ? s.necroDeck[0]! : null;
    p.directorsLeft = seat % 3;
  });
  s.recycle = s.recycle.map((_x, i) => 9 - i * 3);
  const own = (b: number, seat: number, count: number): void => { s.boroughs[b - 1] = { owner: seat, count, servers: [] }; };
  for (const b of [2, 3, 4]) own(b, 0, 3);
  for (const b of [9, 10, 17, 18]) own(b, 0, 2);
  for (const b of [21, 22, 23]) own(b, 1, 4);
  s.titles.MA = 0;
  s.titles.PI = 0;
  s.titles.ND = 1;
  s.titlesTurned = ['ND', 'MA'];
  s.boroughs[1]!.servers = [0, 1];
  s.boroughs[21]!.servers = [1, 0];
  s.p[0]!.serverSupply = 5;
  s.p[1]!.serverSupply = 5;
  s.directors = [{ seat: 0, borough: 2 }, { seat: 1, borough: 2 }, { seat: 1, borough: 1 }, { seat: players - 1, borough: 4 }, { seat: 0, borough: 12 }];
  s.turn = { ...s.turn!, seat: 0, stage: 'action', borough: 2 };
  s.agentSpaces[0] = { agent: 'ivan', borough: 2 };
  s.agentSpaces[1] = { agent: 'slade', borough: 2 };
  s.agentSpaces[2] = { agent: null, borough: null };
  s.necroRevealed = ['disruption', 'shootout', 'embezzlement'];
  s.boostCards = ['donation-discard', 'server-money'];
  return s;
}

function finished(players: number, seed: string): VrState {
  const g = playRandomGame(vr, players, {}, seed, { maxSteps: 5000 });
  expect(g.final.scores).not.toBeNull();
  return g.final;
}

/** The board drawn from each seat's own view is byte for byte the spectator's. */
async function expectBoardIgnoresViewer(s: VrState, ctx: RenderContext, spectator: Buffer): Promise<void> {
  for (let seat = 0; seat < s.players; seat++) {
    const own = vr.view(s, seat);
    expect(own.me).toBeDefined();
    expect((await vrRenderer.board(own, ctx)).equals(spectator)).toBe(true);
  }
}

describe('Virtual Revolution renderer', () => {
  for (const players of [2, 3, 4]) {
    it(`draws a fresh ${players}-player board and every hand`, async () => {
      const s = vr.setup(players, {}, `render-setup-${players}`);
      const ctx = context(s);
      const board = await vrRenderer.board(vr.view(s, 'spectator'), ctx);
      expectPng(board, BOARD_WIDTH);
      await saveArtifact(`vr-${players}p-setup-board`, board);
      await expectBoardIgnoresViewer(s, ctx, board);
      for (let seat = 0; seat < players; seat++) {
        const hand = await vrRenderer.hand(vr.view(s, seat), { ...ctx, seat });
        expectPng(hand, HAND_WIDTH);
        if (seat === 0) await saveArtifact(`vr-${players}p-setup-hand-0`, hand);
      }
    });
  }

  it('draws a busy game in progress, the same from every seat', async () => {
    for (const players of [2, 4]) {
      const s = midGame(players, `render-mid-${players}`);
      const ctx = context(s);
      const board = await vrRenderer.board(vr.view(s, 'spectator'), ctx);
      expectPng(board, BOARD_WIDTH);
      await saveArtifact(`vr-${players}p-mid-board`, board);
      await expectBoardIgnoresViewer(s, ctx, board);
      const seat = ctx.awaiting[0] ?? 0;
      const hand = await vrRenderer.hand(vr.view(s, seat), { ...ctx, seat });
      expectPng(hand, HAND_WIDTH);
      await saveArtifact(`vr-${players}p-mid-hand`, hand);
    }
  });

  it('adds the score breakdown when the game is over', async () => {
    const s = finished(4, 'render-end-4');
    const ctx = context(s);
    const view = vr.view(s, 'spectator');
    expect(view.scores).not.toBeNull();
    const board = await vrRenderer.board(view, ctx);
    const size = expectPng(board, BOARD_WIDTH);
    await saveArtifact('vr-4p-final-board', board);
    const without = pngSize(await vrRenderer.board({ ...view, scores: null }, ctx))!;
    expect(size.height).toBeGreaterThan(without.height + 150);
    await expectBoardIgnoresViewer(s, ctx, board);
    const hand = await vrRenderer.hand(vr.view(s, 0), { ...ctx, seat: 0 });
    expectPng(hand, HAND_WIDTH);
    await saveArtifact('vr-4p-final-hand-0', hand);
  });

  it('draws a crowded late game: full Agent slots, many Verses and Boosts, Titles, markers, a peek', async () => {
    for (const players of [2, 4]) {
      const s = crowded(players);
      const ctx = context(s);
      const board = await vrRenderer.board(vr.view(s, 'spectator'), ctx);
      expectPng(board, BOARD_WIDTH);
      await saveArtifact(`vr-${players}p-crowded-board`, board);
      await expectBoardIgnoresViewer(s, ctx, board);
      const hand = await vrRenderer.hand(vr.view(s, 0), { ...ctx, seat: 0 });
      expectPng(hand, HAND_WIDTH);
      await saveArtifact(`vr-${players}p-crowded-hand-0`, hand);
    }
  });

  it('never reads `me` for the board, but shows public changes and the awaited seats', async () => {
    const s = midGame(3, 'render-public-3');
    const ctx = context(s);
    const own = vr.view(s, 0);
    const a = await vrRenderer.board(own, ctx);
    const secretsChanged: VrView = { ...own, me: { seat: 0, corruption: [], objectives: [], peek: 'Blackmail' } };
    expect((await vrRenderer.board(secretsChanged, ctx)).equals(a)).toBe(true);
    const { me: _me, ...noMe } = own;
    expect((await vrRenderer.board({ ...noMe, viewer: 'spectator' }, ctx)).equals(a)).toBe(true);
    const richer: VrView = { ...own, p: own.p.map((p, i) => (i === 1 ? { ...p, money: p.money + 1 } : p)) };
    expect((await vrRenderer.board(richer, ctx)).equals(a)).toBe(false);
    const other = ((ctx.awaiting[0] ?? 0) + 1) % s.players;
    expect((await vrRenderer.board(own, { ...ctx, awaiting: [other] })).equals(a)).toBe(false);
  });

  it('draws a hand only from that seat\'s own view, and shows its secrets', async () => {
    const s = midGame(3, 'render-hand-3');
    const ctx = context(s);
    await expect(vrRenderer.hand(vr.view(s, 'spectator'), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
    await expect(vrRenderer.hand(vr.view(s, 1), { ...ctx, seat: 0 })).rejects.toThrow(/own view/);
    const own = vr.view(s, 0);
    const me = own.me!;
    const base = await vrRenderer.hand(own, { ...ctx, seat: 0 });
    const withCards: VrView = {
      ...own,
      me: { ...me, corruption: [...me.corruption, { id: 'lose-money-1', text: 'Lose 2 Eurocredits.' }, { id: 'remove-influence-1', text: 'x' }], peek: 'Blackmail' },
    };
    const secret = await vrRenderer.hand(withCards, { ...ctx, seat: 0 });
    expectPng(secret, HAND_WIDTH);
    expect(secret.equals(base)).toBe(false);
    expect(pngSize(secret)!.height).toBeGreaterThan(pngSize(base)!.height);
    await saveArtifact('vr-hand-with-peek', secret);
  });

  it('says in words what every kind of decision asks', () => {
    // Every decision kind the rules define (defineDecision('kind', ...) in src/games/vr).
    const dir = fileURLToPath(new URL('../../src/games/vr/', import.meta.url));
    const kinds = new Set<string>();
    for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((x) => x.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/defineDecision\('(\w+)'/g)) kinds.add(m[1]!);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(18);
    const s = vr.setup(3, {}, 'render-status');
    const ctx = context(s);
    for (const kind of kinds) {
      const view: VrView = { ...vr.view(s, 'spectator'), pending: { kind, seats: [1] } };
      const line = statusLine(view, { ...ctx, awaiting: [1] });
      expect(line, kind).toMatch(/^Zero Cool \(B\): /);
      expect(line, kind).not.toMatch(/: decide$/);
    }
  });

  it('names every District on the map, with room for its Title holder', () => {
    const s = vr.setup(4, {}, 'render-map');
    const { ctx } = createSurface(BOARD_WIDTH, 1000);
    const named = drawMap(ctx, MAP_BOX, vr.view(s, 'spectator'));
    expect(new Set(named)).toEqual(new Set(DISTRICT_LIST.map((d) => d.id)));
  });

  it('encodes losslessly: the PNG decodes to the very pixels drawn', async () => {
    const { canvas, ctx } = createSurface(300, 200, { grid: 40 });
    ctx.fillStyle = '#ff4fd8';
    ctx.fillRect(10, 10, 120, 60);
    ctx.fillStyle = 'rgba(41, 230, 255, 0.5)';
    ctx.beginPath();
    ctx.arc(150, 100, 70, 0, Math.PI * 2);
    ctx.fill();
    const png = await encodePng(canvas);
    expect(pngSize(png)).toEqual({ width: 300, height: 200 });
    const back = createCanvas(300, 200);
    const g = back.getContext('2d');
    g.drawImage(await loadImage(png), 0, 0);
    expect(Buffer.from(g.getImageData(0, 0, 300, 200).data).equals(Buffer.from(ctx.getImageData(0, 0, 300, 200).data))).toBe(true);
  });
});
