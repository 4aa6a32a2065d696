import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import type { LegalAction, Seat } from '../engine/types.ts';
import { decodePickValue, encodeCustomId, keyTag, pickValue } from './customId.ts';
import { clip } from './text.ts';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const MAX_ROWS = 5;
const PER_ROW = 5;
const PER_SELECT = 25;

const STYLE: Record<NonNullable<LegalAction['style']>, ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

type Item = { a: LegalAction; i: number };

function groupByKind(legal: readonly LegalAction[]): [string, Item[]][] {
  const groups = new Map<string, Item[]>();
  legal.forEach((a, i) => {
    const g = groups.get(a.kind) ?? [];
    g.push({ a, i });
    groups.set(a.kind, g);
  });
  return [...groups.entries()];
}

/**
 * Groups for the components: by kind, except that choices taking a typed number are always
 * buttons (each opens a modal, which a select option cannot), in groups of at most a row.
 */
function componentGroups(legal: readonly LegalAction[]): Item[][] {
  return groupByKind(legal).flatMap(([, g]) => {
    const typed = g.filter(({ a }) => a.amount);
    const rows: Item[][] = [];
    for (let k = 0; k < typed.length; k += PER_ROW) rows.push(typed.slice(k, k + PER_ROW));
    const plain = g.filter(({ a }) => !a.amount);
    return plain.length ? [plain, ...rows] : rows;
  });
}

/**
 * The words every label starts with ("Director to 1 · Louvre", "Director to 2 · Bourse" → "Director to"),
 * cut at a word boundary; empty when the labels share less than a word.
 */
function commonLead(labels: readonly string[]): string {
  if (labels.length < 2) return '';
  let lead = labels[0]!;
  for (const l of labels) {
    let n = 0;
    while (n < lead.length && n < l.length && lead[n] === l[n]) n++;
    lead = lead.slice(0, n);
  }
  // Keep whole words only: cut back to the last space, unless every label continues with a space.
  if (!labels.every((l) => l.length === lead.length || /\s/.test(l[lead.length]!))) lead = lead.slice(0, lead.lastIndexOf(' ') + 1);
  return lead.replace(/[\s:·,(-]+$/u, '').trim();
}

/** What a select menu holds, in the players' words: the labels' shared lead, or plainly "More choices". */
function placeholder(items: readonly Item[], mixed: boolean, part: string): string {
  const labels = items.map(({ a }) => a.label);
  const lead = mixed || labels.some((l) => l.trim() === commonLead(labels)) ? '' : commonLead(labels);
  return clip(`${lead ? `${lead} …` : mixed ? 'More choices' : 'Choose'} (${items.length}${part ? `, ${part}` : ''})`, 150);
}

export interface Prompt {
  readonly rows: Row[];
  /** Choices that did not fit in components (use the slash command instead). */
  readonly hidden: number;
  /** The kinds of those choices, in order. */
  readonly hiddenKinds: readonly string[];
}

/**
 * Lays out one seat's legal actions as buttons (a row per kind, when a kind has at most 5) or
 * select menus (25 options each), within Discord's 5 rows (`maxRows` when other rows go with
 * them). When a row per kind would not fit, the kinds with a single choice share rows first; what
 * still does not fit goes to one "More choices" menu. Ids carry channel, seat and stamp.
 */
export function promptRows(channel: string, seat: Seat, stamp: number, legal: readonly LegalAction[], maxRows = MAX_ROWS): Prompt {
  const groups = componentGroups(legal);
  const buttonRow = (items: Item[]): Row => ({
    type: ComponentType.ActionRow,
    components: items.map(({ a, i }) => ({
      type: ComponentType.Button,
      style: STYLE[a.style ?? 'primary'],
      label: clip(a.amount ? `${a.label} (${a.amount.min}-${a.amount.max})…` : a.label, 80),
      custom_id: encodeCustomId({ t: a.amount ? 'amt' : 'act', channel, seat, v: stamp, k: keyTag(a.key), i }),
    })),
  });
  let n = 0;
  const selectRows = (all: Item[], mixed = false): Row[] => {
    // A typed number cannot be a select option: left to its slash command when it has no button.
    const items = all.filter(({ a }) => !a.amount);
    const rows: Row[] = [];
    for (let start = 0; start < items.length; start += PER_SELECT) {
      const chunk = items.slice(start, start + PER_SELECT);
      const part = items.length > PER_SELECT ? `${start + 1}-${start + chunk.length} of ${items.length}` : '';
      rows.push({
        type: ComponentType.ActionRow,
        components: [{
          type: ComponentType.StringSelect,
          custom_id: encodeCustomId({ t: 'pick', channel, seat, v: stamp, n: n++ }),
          placeholder: placeholder(chunk, mixed, part),
          options: chunk.map(({ a, i }) => ({
            label: clip(a.label, 100),
            value: pickValue(i, a.key),
            ...(a.detail ? { description: clip(a.detail, 100) } : {}),
          })),
        }],
      });
    }
    return rows;
  };
  // Blocks in order: a kind's buttons, or a kind's select menus. When asked, the kinds with a single
  // choice share rows of buttons instead, placed where the first of them stands.
  const blocks = (packSingles: boolean): { rows: Row[]; items: Item[] }[] => {
    const singles = packSingles ? groups.filter((g) => g.length === 1).map((g) => g[0]!) : [];
    const out: { rows: Row[]; items: Item[] }[] = [];
    for (const g of groups) {
      if (singles.length > 1 && g.length === 1) {
        if (g[0] !== singles[0]) continue;
        for (let k = 0; k < singles.length; k += PER_ROW) {
          const row = singles.slice(k, k + PER_ROW);
          out.push({ rows: [buttonRow(row)], items: row });
        }
        continue;
      }
      out.push({ rows: g.length <= PER_ROW ? [buttonRow(g)] : selectRows(g), items: g });
    }
    return out;
  };
  const count = (bs: { rows: Row[] }[]) => bs.reduce((c, b) => c + b.rows.length, 0);
  let laid = blocks(false);
  if (count(laid) > maxRows) {
    n = 0;
    laid = blocks(true);
  }
  let rows = laid.flatMap((b) => b.rows);
  if (rows.length > maxRows) {
    // Still too many rows: keep all but one, and gather the rest in one "more" menu.
    const firstRows: Row[] = [];
    const rest: Item[] = [];
    for (const b of laid) {
      if (rest.length === 0 && firstRows.length + b.rows.length <= maxRows - 1) firstRows.push(...b.rows);
      else rest.push(...b.items);
    }
    rows = [...firstRows, ...selectRows(rest, true).slice(0, 1)];
  }
  const shown = new Set<number>();
  for (const r of rows) {
    for (const c of r.components) {
      if ('options' in c) for (const o of c.options) shown.add(decodePickValue(o.value)!.i);
      else if ('custom_id' in c) shown.add(Number(c.custom_id.split(':').at(-1)));
    }
  }
  const hiddenKinds = [...new Set(legal.filter((_a, i) => !shown.has(i)).map((a) => a.kind))];
  return { rows, hidden: legal.length - shown.size, hiddenKinds };
}

/**
 * One line for a kind's many choices that say nothing more than their labels (no detail, or the
 * same detail for all): the shared lead once, then the rest of each label, to be picked in the menu.
 */
function groupLine(items: readonly LegalAction[]): string | null {
  if (items.length <= PER_ROW || items.some((a) => a.amount)) return null;
  const details = new Set(items.map((a) => a.detail ?? ''));
  if (details.size > 1) return null;
  const lead = commonLead(items.map((a) => a.label));
  if (!lead) return null;
  const rests = items.map((a) => a.label.slice(lead.length).replace(/^[\s:·,]+/u, ''));
  if (rests.some((r) => !r)) return null;
  const detail = [...details][0];
  const head = `• **${lead} …** ${detail ? `${detail} ` : ''}(${items.length} choices, in the menu): `;
  let body = '';
  for (const [k, r] of rests.entries()) {
    const next = `${k ? '; ' : ''}${r}`;
    if (head.length + body.length + next.length > 300) return `${head}${body}; …`;
    body += next;
  }
  return head + body;
}

/**
 * Choices named in a sentence (a refused typed command): one line per kind, and a kind's many
 * labels with their shared lead said once ("Director to … 1 · Louvre; 2 · Bourse; … (23 in all)"),
 * so a refusal stays short instead of repeating "Director to" 23 times.
 */
export function nameChoices(actions: readonly Pick<LegalAction, 'kind' | 'label'>[], perKind = 6): string {
  const kinds = new Map<string, string[]>();
  for (const a of actions) kinds.set(a.kind, [...(kinds.get(a.kind) ?? []), a.label]);
  const lines = [...kinds.values()].map((labels) => {
    const lead = labels.length > 2 ? commonLead(labels) : '';
    const rests = lead ? labels.map((l) => l.slice(lead.length).replace(/^[\s:·,]+/u, '')) : labels;
    const some = rests.slice(0, perKind).join('; ') + (rests.length > perKind ? `; … (${rests.length} in all)` : '');
    return `• ${lead && rests.every(Boolean) ? `${lead} … ${some}` : labels.slice(0, perKind).join('; ') + (labels.length > perKind ? `; … (${labels.length} in all)` : '')}`;
  });
  return lines.join('\n');
}

/** The text that goes with a prompt: every choice with what it costs and does. */
export function describeChoices(legal: readonly LegalAction[], max = 1500): string {
  const lines: { text: string; choices: number }[] = [];
  for (const [, g] of groupByKind(legal)) {
    const one = groupLine(g.map(({ a }) => a));
    if (one) lines.push({ text: one, choices: g.length });
    else for (const { a } of g) lines.push({ text: `• **${a.label}**${a.amount ? ` (type a number from ${a.amount.min} to ${a.amount.max})` : ''}${a.detail ? `: ${a.detail}` : ''}`, choices: 1 });
  }
  let out = '';
  let told = 0;
  for (const line of lines) {
    const left = legal.length - told;
    if (out.length + line.text.length + 1 > max - 24) return `${out}${out ? '\n' : ''}…and ${left} more ${left === 1 ? 'choice' : 'choices'}.`;
    out += (out ? '\n' : '') + line.text;
    told += line.choices;
  }
  return out;
}
