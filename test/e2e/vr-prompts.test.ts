/**
 * Every prompt a Virtual Revolution player can meet, as Discord would show it: random games played
 * on the rules directly (fast), each awaited seat's prompt built by the bot's presenter, checked
 * against Discord's limits and for what a player must be able to read and reach.
 */
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { promptPayload } from '../../src/discord/present.ts';
import { groupRows, promptRows, type Row } from '../../src/discord/prompt.ts';
import type { LegalAction } from '../../src/engine/types.ts';
import { virtualRevolution as vr } from '../../src/games/vr/game.ts';
import type { VrState } from '../../src/games/vr/state.ts';
import type { Table } from '../../src/service/tables.ts';
import type { TableRecord } from '../../src/store/record.ts';
import { randomGames } from '../games/vr/helpers.ts';
import { vrEntry } from './vrTable.ts';

const NAMES = ['ann', 'bo', 'cy', 'dee'];

function table(state: VrState): Table {
  const at = new Date(0).toISOString();
  const record: TableRecord = {
    schema: 2,
    channelId: '1000',
    guildId: '1',
    gameId: 'vr',
    status: 'playing',
    hostId: '1',
    options: {},
    seed: 's',
    seats: NAMES.slice(0, state.players).map((name, i) => ({ userId: String(10 + i), name })),
    stateVersion: 1,
    state,
    stamps: NAMES.slice(0, state.players).map(() => 1),
    actions: 0,
    events: [],
    version: 1,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
  };
  return { record, entry: vrEntry, state };
}

const REFRESH: Row = {
  type: ComponentType.ActionRow,
  components: [{ type: ComponentType.Button, style: 2, label: 'Refresh', custom_id: 'hand:1000' }],
};

/** The action indices a prompt's components offer (a pick of groups: those of each group's own controls). */
function offered(rows: readonly Row[], legal: readonly LegalAction[]): Set<number> {
  const out = new Set<number>();
  for (const r of rows) {
    for (const c of r.components as { type: number; custom_id: string; options?: { value: string }[] }[]) {
      if (c.custom_id.startsWith('act:')) out.add(Number(c.custom_id.split(':').at(-1)));
      if (c.custom_id.startsWith('pick:')) for (const o of c.options ?? []) out.add(Number(o.value.split('.')[0]));
      if (c.custom_id.startsWith('grp:'))
        for (const o of c.options ?? [])
          for (const i of offered(groupRows('1000', 0, 1, legal, Number(o.value.split('.')[0])).rows, legal))
            out.add(i);
    }
  }
  return out;
}

function checkPrompt(t: Table, seat: number, extra: Row[], kinds: Set<string>): void {
  const legal = vr.legalActions(t.state as VrState, seat);
  const p = promptPayload(t, seat, 'en', `**Virtual Revolution**: your move, ${NAMES[seat]}.`, extra);
  const rows = p.components ?? [];
  const text = JSON.stringify(p);
  expect(p.content.length).toBeLessThanOrEqual(2000);
  expect(rows.length).toBeLessThanOrEqual(5);
  expect(text).not.toContain('{seat:');
  for (const r of rows) {
    const comps = r.components as {
      type: number;
      label?: string;
      placeholder?: string;
      options?: { label: string; description?: string }[];
    }[];
    expect(comps.length).toBeLessThanOrEqual(5);
    for (const c of comps) {
      if (c.type === ComponentType.Button) expect(c.label!.length).toBeLessThanOrEqual(80);
      if (c.type === ComponentType.StringSelect) {
        expect(comps).toHaveLength(1);
        expect(c.options!.length).toBeLessThanOrEqual(25);
        expect(c.placeholder!.length).toBeLessThanOrEqual(150);
        // A menu is named by what its choices say, never by an internal kind.
        for (const k of kinds) expect(c.placeholder).not.toMatch(new RegExp(`\\b${k}\\b`));
        for (const o of c.options!) {
          expect(o.label.length).toBeLessThanOrEqual(100);
          expect((o.description ?? '').length).toBeLessThanOrEqual(100);
        }
      }
    }
  }
  // Every choice is a button or a menu option, or the prompt names the /vr subcommand that reaches it.
  const shown = offered(rows, legal);
  const missing = legal.filter((_a, i) => !shown.has(i));
  for (const a of missing) {
    const sub = vrEntry.commands.subcommands.find((s) => s.kind === a.kind);
    expect(sub, `${a.kind} (${a.label}) is neither shown nor reachable by /vr`).toBeDefined();
    expect(p.content).toContain(`/vr ${sub!.name}`);
  }
}

describe('Virtual Revolution prompts within Discord', () => {
  it('in random games, every prompt (and /hand, one row short) fits Discord and keeps every choice reachable', () => {
    const kinds = new Set<string>();
    let prompts = 0;
    randomGames('vr-prompts', 24, (s, awaited) => {
      for (const seat of awaited) for (const a of vr.legalActions(s, seat)) kinds.add(a.kind);
      const t = table(s);
      for (const seat of awaited) {
        checkPrompt(t, seat, [], kinds);
        checkPrompt(t, seat, [REFRESH], kinds);
        prompts++;
      }
    });
    expect(prompts).toBeGreaterThan(1000);
  }, 120_000);

  it('a rich turn (3 Agents, 7 Verses, Titles, a full Recycle Area) shows every choice, also in /hand', () => {
    const s = vr.setup(3, {}, 'vr-prompts-rich');
    const p = s.p[0]!;
    p.onDuty = ['professor-shane', 'droid-ft2-465', 'clarisse'].map((id) => ({ id, turned: false }));
    p.verses = [
      'castle-in-the-air',
      'the-codex',
      'the-archipelago',
      'olmeta-worlds',
      'steampunk-worlds',
      'elven-lands',
      'london-1884',
    ].map((id) => ({ id, online: false }));
    p.money = 60;
    p.immunity = 3;
    p.corruption = s.corruptionDeck.splice(0, 3);
    s.recycle[0] = 5;
    for (const d of ['MA', 'PI', 'ND', 'QL'] as const) s.titles[d] = 0;
    for (const b of [2, 3, 4]) s.boroughs[b - 1] = { owner: 0, count: 3, servers: [] };
    s.turn = { ...s.turn!, seat: 0, stage: 'end', borough: 2 };
    const legal = vr.legalActions(s, 0);
    expect(new Set(legal.map((a) => a.kind)).size).toBeGreaterThan(5);
    const kinds = new Set(legal.map((a) => a.kind));
    checkPrompt(table(s), 0, [], kinds);
    checkPrompt(table(s), 0, [REFRESH], kinds);
    for (const rows of [5, 4]) expect(promptRows('1000', 0, 1, legal, rows).hidden).toBe(0);
  });

  it('a full turn menu keeps its one-choice kinds as buttons, sharing rows, before any "more" menu', () => {
    const act = (kind: string, n: number, label: string): LegalAction[] =>
      Array.from({ length: n }, (_x, i) => ({
        key: `${kind}:${i}`,
        kind,
        label: `${label} ${i + 1}`,
        action: { k: `${kind}:${i}` },
      }));
    const legal = [
      ...act('end', 1, 'End turn'),
      ...act('agentUse', 2, 'Use Agent'),
      ...act('agentPromote', 2, 'Promote Agent'),
      ...act('title', 1, 'Title'),
      ...act('recycle', 1, 'Collect tokens'),
      ...act('verseOnline', 1, 'Put Online'),
      ...act('verseTrade', 2, 'Trade Verse'),
    ];
    const p = promptRows('1000', 0, 1, legal);
    expect(p.hidden).toBe(0);
    expect(p.rows.length).toBeLessThanOrEqual(5);
    expect(p.rows.flatMap((r) => r.components).every((c) => c.type === ComponentType.Button)).toBe(true);
    // The three single choices share a row, where the first of them stands; End turn is always a
    // button of its own in the last row (issue 21 §5: Pass and End never buried, the main action first).
    const labels = (r: (typeof p.rows)[number]) => r.components.map((c) => ('label' in c ? c.label : ''));
    expect(labels(p.rows[2]!)).toEqual(['Title 1', 'Collect tokens 1', 'Put Online 1']);
    expect(labels(p.rows.at(-1)!)).toEqual(['End turn 1']);
    // In /hand (one row for Refresh), what cannot fit is in one menu named "More choices", before End turn.
    const hand = promptRows('1000', 0, 1, legal, 3);
    expect(hand.rows).toHaveLength(3);
    expect(labels(hand.rows[2]!)).toEqual(['End turn 1']);
    const more = hand.rows[1]!.components[0]!;
    expect(more.type).toBe(ComponentType.StringSelect);
    if ('placeholder' in more) expect(more.placeholder).toMatch(/^More choices \(\d+\)$/);
    expect(hand.hidden).toBe(0);
  });
});
