import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { type Locale, localize } from '../engine/messages.ts';
import type { LegalAction, Seat } from '../engine/types.ts';
import { clip } from '../service/text.ts';
import { decodePickValue, encodeCustomId, keyTag, pickValue } from './customId.ts';
import { bot } from './messages.ts';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const MAX_ROWS = 5;
const PER_ROW = 5;
const PER_SELECT = 25;

const STYLE: Record<
  NonNullable<LegalAction['style']>,
  ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger
> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

type Item = { a: LegalAction; i: number };

/** At most this many choices are laid out at once; past it, choices with a `group` are picked in two steps. */
export const AT_ONCE = 10;

/**
 * A choice that lets the moment go (Pass, End turn): always a button, in the last row, so it is
 * never buried in a menu. Games name them by kind ('pass', 'end') or key ('counter:pass').
 */
export function isPassOrEnd(a: LegalAction): boolean {
  if (a.amount) return false;
  return a.kind === 'pass' || a.kind === 'end' || /(^|:)(pass|end)(:\d+)?$/.test(a.key);
}

function groupByKind(items: readonly Item[]): [string, Item[]][] {
  const groups = new Map<string, Item[]>();
  for (const it of items) {
    const g = groups.get(it.a.kind) ?? [];
    g.push(it);
    groups.set(it.a.kind, g);
  }
  return [...groups.entries()];
}

/**
 * Groups for the components: by kind, except that choices taking a typed number are always
 * buttons (each opens a modal, which a select option cannot), in groups of at most a row.
 */
function componentGroups(items: readonly Item[]): Item[][] {
  return groupByKind(items).flatMap(([, g]) => {
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
  if (!labels.every((l) => l.length === lead.length || /\s/.test(l[lead.length]!)))
    lead = lead.slice(0, lead.lastIndexOf(' ') + 1);
  return lead.replace(/[\s:·,(-]+$/u, '').trim();
}

/** What a select menu holds, in the players' words: the labels' shared lead, or plainly "More choices". */
function placeholder(labels: readonly string[], mixed: boolean, part: string, locale: Locale): string {
  const lead = mixed || labels.some((l) => l.trim() === commonLead(labels)) ? '' : commonLead(labels);
  const what = lead ? `${lead} …` : localize(bot(mixed ? 'bot.menu.more' : 'bot.menu.choose'), locale);
  return clip(`${what} (${labels.length}${part ? `, ${part}` : ''})`, 150);
}

export interface Prompt {
  readonly rows: Row[];
  /** Choices that did not fit in components (use the slash command instead). */
  readonly hidden: number;
  /** The kinds of those choices, in order. */
  readonly hiddenKinds: readonly string[];
  /** Indices of the choices shown as buttons, as menu options, and reached through a pick of groups. */
  readonly buttons: ReadonlySet<number>;
  readonly picks: ReadonlySet<number>;
  readonly grouped: ReadonlySet<number>;
  /** The second step of a two-step pick: the indices of its group's choices, the only ones it is about. */
  readonly scope?: ReadonlySet<number>;
}

/** A block of rows, and the choices it shows. */
type Block = { rows: Row[]; items: Item[]; last?: true };

/**
 * Lays out one seat's legal actions as buttons (a kind's choices, up to two rows of them when
 * they fit, else a row when a kind has at most 5) or select menus (25 options each), within
 * Discord's 5 rows (`maxRows` when other rows go with them). Pass and End are buttons in the last
 * row. Past AT_ONCE choices, those with a `group` are one menu of groups (a two-step pick: see
 * groupRows). When a row per kind would not fit, the kinds with a single choice share rows
 * first; what still does not fit goes to one "More choices" menu. Ids carry channel, seat, stamp.
 */
export function promptRows(
  channel: string,
  seat: Seat,
  stamp: number,
  legal: readonly LegalAction[],
  maxRows = MAX_ROWS,
  locale: Locale = 'en',
): Prompt {
  const all = legal.map((a, i) => ({ a, i }));
  const finals = all.filter(({ a }) => isPassOrEnd(a));
  const rest = all.filter(({ a }) => !isPassOrEnd(a));
  const grouping = rest.length > AT_ONCE && rest.some(({ a }) => a.group);
  const inGroups = grouping ? rest.filter(({ a }) => a.group) : [];
  const flat = grouping ? rest.filter(({ a }) => !a.group) : rest;
  return layout(channel, seat, stamp, all.length, flat, inGroups, finals, maxRows, locale);
}

/**
 * The second step of a two-step pick: the choices of the group that the choice at `index` is in,
 * laid out with their indices in the whole list (so each control is checked as a first-step one).
 */
export function groupRows(
  channel: string,
  seat: Seat,
  stamp: number,
  legal: readonly LegalAction[],
  index: number,
  locale: Locale = 'en',
  maxRows = MAX_ROWS,
): Prompt {
  const group = legal[index]?.group;
  const items = legal.map((a, i) => ({ a, i })).filter(({ a }) => group !== undefined && a.group === group);
  return {
    ...layout(channel, seat, stamp, items.length, items, [], [], maxRows, locale),
    scope: new Set(items.map(({ i }) => i)),
  };
}

function layout(
  channel: string,
  seat: Seat,
  stamp: number,
  total: number,
  flat: Item[],
  inGroups: Item[],
  finals: Item[],
  maxRows: number,
  locale: Locale,
): Prompt {
  const groups = componentGroups(flat);
  const buttonRows = (items: Item[]): Row[] => {
    const rows: Row[] = [];
    for (let k = 0; k < items.length; k += PER_ROW) {
      rows.push({
        type: ComponentType.ActionRow,
        components: items.slice(k, k + PER_ROW).map(({ a, i }) => ({
          type: ComponentType.Button,
          style: STYLE[a.style ?? 'primary'],
          label: clip(a.amount ? `${a.label} (${a.amount.min}-${a.amount.max})…` : a.label, 80),
          custom_id: encodeCustomId({ t: a.amount ? 'amt' : 'act', channel, seat, v: stamp, k: keyTag(a.key), i }),
        })),
      });
    }
    return rows;
  };
  let n = 0;
  type Option = { label: string; value: string; description?: string };
  const menus = (options: Option[], t: 'pick' | 'grp', holder: (chunk: Option[], part: string) => string): Row[] => {
    const rows: Row[] = [];
    for (let start = 0; start < options.length; start += PER_SELECT) {
      const chunk = options.slice(start, start + PER_SELECT);
      const part =
        options.length > PER_SELECT
          ? localize(bot('bot.menu.part', { from: start + 1, to: start + chunk.length, n: options.length }), locale)
          : '';
      rows.push({
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.StringSelect,
            custom_id: encodeCustomId({ t, channel, seat, v: stamp, n: n++ }),
            placeholder: holder(chunk, part),
            options: chunk,
          },
        ],
      });
    }
    return rows;
  };
  const selectRows = (items: Item[], mixed = false): Row[] =>
    // A typed number cannot be a select option: left to its slash command when it has no button.
    menus(
      items
        .filter(({ a }) => !a.amount)
        .map(({ a, i }) => ({
          label: clip(a.label, 100),
          value: pickValue(i, a.key),
          ...(a.detail ? { description: clip(a.detail, 100) } : {}),
        })),
      'pick',
      (chunk, part) =>
        placeholder(
          chunk.map((o) => o.label),
          mixed,
          part,
          locale,
        ),
    );
  // The first step of a two-step pick: one option per group, standing for its first choice.
  const byGroup = new Map<string, Item[]>();
  for (const it of inGroups) byGroup.set(it.a.group!, [...(byGroup.get(it.a.group!) ?? []), it]);
  const groupMenu = (): Row[] =>
    menus(
      [...byGroup].map(([name, items]) => {
        const first = items[0]!;
        const about =
          first.a.groupDetail ??
          localize(
            bot('bot.menu.groupAbout', { n: items.length, labels: items.map(({ a }) => a.label).join(' / ') }),
            locale,
          );
        return { label: clip(name, 100), value: pickValue(first.i, first.a.key), description: clip(about, 100) };
      }),
      'grp',
      (_chunk, part) =>
        clip(localize(bot(part ? 'bot.menu.groupsPart' : 'bot.menu.groups', { n: byGroup.size, part }), locale), 150),
    );
  const firstGrouped = inGroups[0]?.i ?? Infinity;
  // Blocks in order: a kind's buttons (up to two rows of them when `wide`), or a kind's select
  // menus; the pick of groups where its first choice stands; Pass and End last. When asked, the
  // kinds with a single choice share rows of buttons instead, placed where the first of them stands.
  const blocks = (wide: boolean, packSingles: boolean): Block[] => {
    const singles = packSingles ? groups.filter((g) => g.length === 1).map((g) => g[0]!) : [];
    const out: Block[] = [];
    let grouped = inGroups.length === 0;
    const putGroups = (before: number) => {
      if (grouped || firstGrouped > before) return;
      grouped = true;
      out.push({ rows: groupMenu(), items: inGroups });
    };
    for (const g of groups) {
      putGroups(g[0]!.i);
      if (singles.length > 1 && g.length === 1) {
        if (g[0] !== singles[0]) continue;
        for (let k = 0; k < singles.length; k += PER_ROW) {
          const row = singles.slice(k, k + PER_ROW);
          out.push({ rows: buttonRows(row), items: row });
        }
        continue;
      }
      const asButtons = g.length <= PER_ROW || (wide && g.length <= 2 * PER_ROW) || g.every(({ a }) => a.amount);
      out.push({ rows: asButtons ? buttonRows(g) : selectRows(g), items: g });
    }
    putGroups(Infinity);
    if (finals.length) out.push({ rows: buttonRows(finals), items: finals, last: true });
    return out;
  };
  const count = (bs: Block[]) => bs.reduce((c, b) => c + b.rows.length, 0);
  let laid = blocks(true, false);
  for (const [wide, pack] of [
    [false, false],
    [false, true],
  ] as const) {
    if (count(laid) <= maxRows) break;
    n = 0;
    laid = blocks(wide, pack);
  }
  let rows = laid.flatMap((b) => b.rows);
  if (rows.length > maxRows) {
    // Still too many rows: keep what fits in all but one (Pass and End stay, last), and gather
    // the rest of the choices in one "more" menu.
    const tail = laid.filter((b) => b.last);
    const room = maxRows - 1 - count(tail);
    const firstRows: Row[] = [];
    const more: Item[] = [];
    for (const b of laid.filter((x) => !x.last)) {
      if (more.length === 0 && firstRows.length + b.rows.length <= room) firstRows.push(...b.rows);
      else more.push(...b.items);
    }
    rows = [
      ...firstRows,
      ...selectRows(
        more.sort((x, y) => x.i - y.i),
        true,
      ).slice(0, 1),
      ...tail.flatMap((b) => b.rows),
    ];
  }
  const buttons = new Set<number>();
  const picks = new Set<number>();
  const grouped = new Set<number>();
  for (const r of rows) {
    for (const c of r.components) {
      if ('options' in c) {
        const grp = c.custom_id.startsWith('grp:');
        for (const o of c.options) {
          const i = decodePickValue(o.value)!.i;
          if (!grp) picks.add(i);
          else for (const it of byGroup.get(inGroups.find((x) => x.i === i)!.a.group!)!) grouped.add(it.i);
        }
      } else if ('custom_id' in c) buttons.add(Number(c.custom_id.split(':').at(-1)));
    }
  }
  const shown = new Set([...buttons, ...picks, ...grouped]);
  const every = [...flat, ...inGroups, ...finals];
  const hiddenKinds = [
    ...new Set(
      every
        .filter(({ i }) => !shown.has(i))
        .sort((x, y) => x.i - y.i)
        .map(({ a }) => a.kind),
    ),
  ];
  return { rows, hidden: total - shown.size, hiddenKinds, buttons, picks, grouped };
}

/**
 * One line for a kind's many choices that say nothing more than their labels (no detail, or the
 * same detail for all): the shared lead once, then the rest of each label, to be picked in the menu.
 */
function groupLine(items: readonly LegalAction[], locale: Locale): string | null {
  if (items.length <= PER_ROW || items.some((a) => a.amount)) return null;
  const details = new Set(items.map((a) => a.detail ?? ''));
  if (details.size > 1) return null;
  const lead = commonLead(items.map((a) => a.label));
  if (!lead) return null;
  const rests = items.map((a) => a.label.slice(lead.length).replace(/^[\s:·,]+/u, ''));
  if (rests.some((r) => !r)) return null;
  const detail = [...details][0];
  const inMenu = localize(bot('bot.menu.inMenu', { n: items.length }), locale);
  const head = `• **${lead} …** ${detail ? `${detail} ` : ''}(${inMenu}): `;
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
export function nameChoices(
  actions: readonly Pick<LegalAction, 'kind' | 'label'>[],
  locale: Locale = 'en',
  perKind = 6,
): string {
  const inAll = (n: number) => `; … (${localize(bot('bot.choices.inAll', { n }), locale)})`;
  const kinds = new Map<string, string[]>();
  for (const a of actions) kinds.set(a.kind, [...(kinds.get(a.kind) ?? []), a.label]);
  const lines = [...kinds.values()].map((labels) => {
    const lead = labels.length > 2 ? commonLead(labels) : '';
    const rests = lead ? labels.map((l) => l.slice(lead.length).replace(/^[\s:·,]+/u, '')) : labels;
    const some = rests.slice(0, perKind).join('; ') + (rests.length > perKind ? inAll(rests.length) : '');
    return `• ${lead && rests.every(Boolean) ? `${lead} … ${some}` : labels.slice(0, perKind).join('; ') + (labels.length > perKind ? inAll(labels.length) : '')}`;
  });
  return lines.join('\n');
}

/**
 * The text that goes with a prompt: each choice that needs words beside its control, with what it
 * costs and does. Given the prompt's layout, a choice is said once: a button without a detail
 * needs no line, nor does a menu option or a group's choice (their details are the options'
 * descriptions); a button's detail and a choice no control shows (left to its slash command) get
 * a line. Without a layout, every choice.
 */
export function describeChoices(
  legal: readonly LegalAction[],
  max = 1500,
  shown: Prompt | undefined = undefined,
  locale: Locale = 'en',
): string {
  // A group's page speaks of its own choices only: the other groups' are on the first step's menu.
  const told = (it: Item) =>
    !shown ||
    ((!shown.scope || shown.scope.has(it.i)) &&
      (shown.buttons.has(it.i) ? !!it.a.detail : !shown.grouped.has(it.i) && !shown.picks.has(it.i)));
  const items = legal.map((a, i) => ({ a, i })).filter(told);
  const lines: { text: string; choices: number }[] = [];
  for (const [, g] of groupByKind(items)) {
    const one = groupLine(
      g.map(({ a }) => a),
      locale,
    );
    if (one) lines.push({ text: one, choices: g.length });
    else
      for (const { a } of g)
        lines.push({
          text: `• **${a.label}**${a.amount ? ` (${localize(bot('bot.choices.typeNumber', { min: a.amount.min, max: a.amount.max }), locale)})` : ''}${a.detail ? `: ${a.detail}` : ''}`,
          choices: 1,
        });
  }
  let out = '';
  let said = 0;
  for (const line of lines) {
    const left = items.length - said;
    if (out.length + line.text.length + 1 > max - 24)
      return `${out}${out ? '\n' : ''}${localize(bot('bot.choices.andMore', { n: left }), locale)}`;
    out += (out ? '\n' : '') + line.text;
    said += line.choices;
  }
  return out;
}
