import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import type { LegalAction, Seat } from '../engine/types.ts';
import { encodeCustomId } from './customId.ts';
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

function groupByKind(legal: readonly LegalAction[]): [string, { a: LegalAction; i: number }[]][] {
  const groups = new Map<string, { a: LegalAction; i: number }[]>();
  legal.forEach((a, i) => {
    const g = groups.get(a.kind) ?? [];
    g.push({ a, i });
    groups.set(a.kind, g);
  });
  return [...groups.entries()];
}

export interface Prompt {
  readonly rows: Row[];
  /** Choices that did not fit in components (use the slash command instead). */
  readonly hidden: number;
}

/**
 * Lays out one seat's legal actions as buttons (a row per kind, when a kind has at most 5) or
 * select menus (25 options each), within Discord's 5 rows. Ids carry channel, seat and stamp.
 */
export function promptRows(channel: string, seat: Seat, stamp: number, legal: readonly LegalAction[]): Prompt {
  const groups = groupByKind(legal);
  const buttonRow = (items: { a: LegalAction; i: number }[]): Row => ({
    type: ComponentType.ActionRow,
    components: items.map(({ a, i }) => ({
      type: ComponentType.Button,
      style: STYLE[a.style ?? 'primary'],
      label: clip(a.label, 80),
      custom_id: encodeCustomId({ t: 'act', channel, seat, v: stamp, i }),
    })),
  });
  let n = 0;
  const selectRows = (kind: string, items: { a: LegalAction; i: number }[]): Row[] => {
    const rows: Row[] = [];
    for (let start = 0; start < items.length; start += PER_SELECT) {
      const chunk = items.slice(start, start + PER_SELECT);
      const part = items.length > PER_SELECT ? ` (${start + 1}-${start + chunk.length})` : '';
      rows.push({
        type: ComponentType.ActionRow,
        components: [{
          type: ComponentType.StringSelect,
          custom_id: encodeCustomId({ t: 'pick', channel, seat, v: stamp, n: n++ }),
          placeholder: clip(`Choose: ${kind}${part}`, 150),
          options: chunk.map(({ a, i }) => ({
            label: clip(a.label, 100),
            value: String(i),
            ...(a.detail ? { description: clip(a.detail, 100) } : {}),
          })),
        }],
      });
    }
    return rows;
  };
  const asButtons = groups.every(([, g]) => g.length <= PER_ROW) && groups.length <= MAX_ROWS;
  let rows = asButtons ? groups.map(([, g]) => buttonRow(g)) : groups.flatMap(([kind, g]) => (g.length <= PER_ROW ? [buttonRow(g)] : selectRows(kind, g)));
  if (rows.length > MAX_ROWS) {
    // Too many kinds for 5 rows: keep the first four rows, and gather the rest in one "more" menu.
    let kept = 0;
    const firstRows: Row[] = [];
    const rest: { a: LegalAction; i: number }[] = [];
    for (const [kind, g] of groups) {
      const r = g.length <= PER_ROW ? [buttonRow(g)] : selectRows(kind, g);
      if (kept + r.length <= MAX_ROWS - 1 && rest.length === 0) { firstRows.push(...r); kept += r.length; }
      else rest.push(...g);
    }
    rows = [...firstRows, ...selectRows('more', rest).slice(0, 1)];
  }
  const shown = rows.reduce((c, r) => c + r.components.reduce((k, comp) => k + ('options' in comp ? comp.options.length : 1), 0), 0);
  return { rows, hidden: legal.length - shown };
}

/** The text that goes with a prompt: every choice with what it costs and does. */
export function describeChoices(legal: readonly LegalAction[], max = 1500): string {
  const lines = legal.map((a) => (a.detail ? `• **${a.label}**: ${a.detail}` : `• **${a.label}**`));
  let out = '';
  for (const line of lines) {
    if (out.length + line.length + 1 > max) return `${out}\n…and ${legal.length - out.split('\n').length + 1} more.`;
    out += (out ? '\n' : '') + line;
  }
  return out;
}
