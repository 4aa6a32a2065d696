import { LOCALES, localize } from '../../src/engine/messages.ts';
import { cloneJson } from '../../src/engine/play.ts';
import type {
  GameDefinition,
  GameEvent,
  HelpTopic,
  LegalAction,
  Outcome,
  Seat,
  Unavailable,
} from '../../src/engine/types.ts';

/**
 * What every game's choices, events and results must respect so the platform can show them in
 * Discord. Plain throws (no assertion objects): these run on every step of hundreds of games.
 */

export class ContractError extends Error {}

export function fail(where: string, what: string): never {
  throw new ContractError(`${where}: ${what}`);
}

const KEY_MAX = 90;
const LABEL_MAX = 80;
const DETAIL_MAX = 100;
const AMOUNT_PROMPT_MAX = 45;
/** A kind names a slash subcommand: Discord's name rule (lower case, at most 32) once lower-cased. */
const SUBCOMMAND_NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

export function checkKind(kind: unknown, where: string): void {
  if (typeof kind !== 'string' || !SUBCOMMAND_NAME.test(kind.toLowerCase()))
    fail(where, `kind ${JSON.stringify(kind)} cannot name a slash subcommand (letters, digits, - or _, at most 32)`);
}

/** A text shown in Discord fits in every language it is shown in (French runs longer). */
const text = (v: unknown, max: number, what: string, where: string): void => {
  if (typeof v !== 'string' || v.trim() === '') fail(where, `${what} is empty`);
  for (const locale of LOCALES) {
    const words = localize(v, locale);
    if (words.trim() === '') fail(where, `${what} is empty in ${locale}`);
    if (words.length > max)
      fail(where, `${what} ${JSON.stringify(words)} is ${words.length} characters in ${locale} (at most ${max})`);
  }
};

/**
 * One seat's legal actions: keys unique and short, labels and details within Discord's limits,
 * kinds that can name a subcommand, amounts that make a modal, actions that survive JSON and parse
 * with the game's actionSchema (the platform stores and compares them as JSON).
 */
export function checkLegalActions(
  def: GameDefinition,
  legal: readonly LegalAction[],
  where: string,
  parse: boolean,
): void {
  const keys = new Set<string>();
  for (const a of legal) {
    const at = `${where}, action ${JSON.stringify(a.key)}`;
    text(a.key, KEY_MAX, 'key', at);
    if (keys.has(a.key)) fail(at, "key used twice in one seat's list");
    keys.add(a.key);
    checkKind(a.kind, at);
    text(a.label, LABEL_MAX, 'label', at);
    if (a.detail !== undefined) text(a.detail, DETAIL_MAX, 'detail', at);
    // A group names a select option of the pick of groups; its detail is that option's description.
    if (a.group !== undefined) text(a.group, LABEL_MAX, 'group', at);
    if (a.groupDetail !== undefined) text(a.groupDetail, DETAIL_MAX, 'group detail', at);
    if (a.amount !== undefined) checkAmount(def, a, at);
    else if (parse && !def.actionSchema.safeParse(cloneJson(a.action)).success)
      fail(at, "its action does not parse with the game's actionSchema after a JSON round trip");
  }
}

function checkAmount(def: GameDefinition, a: LegalAction, where: string): void {
  const { min, max, prompt } = a.amount!;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max)
    fail(where, `amount range ${min}..${max} is not whole numbers with min <= max`);
  text(prompt, AMOUNT_PROMPT_MAX, 'amount prompt', where);
  if (!a.action || typeof a.action !== 'object' || Array.isArray(a.action))
    fail(where, 'an action taking an amount must be an object');
  for (const n of new Set([min, max])) {
    const parsed = def.actionSchema.safeParse(cloneJson({ ...(a.action as object), amount: n }));
    if (!parsed.success || (parsed.data as { amount?: unknown }).amount !== n)
      fail(where, `actionSchema refuses or drops the amount ${n} on the action`);
  }
}

/** Choices shown as blocked, with why: a kind, a label like a button's, a reason like a detail. */
export function checkUnavailable(list: readonly Unavailable[], where: string): void {
  for (const u of list) {
    const at = `${where}, unavailable ${JSON.stringify(u.label)}`;
    checkKind(u.kind, at);
    text(u.label, LABEL_MAX, 'label', at);
    text(u.reason, DETAIL_MAX, 'reason', at);
  }
}

const isSeat = (x: unknown, seats: number): x is Seat =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) < seats;

function checkSeatList(list: readonly unknown[], seats: number, what: string, where: string): void {
  if (!Array.isArray(list)) fail(where, `${what} is not a list`);
  if (!list.every((x) => isSeat(x, seats)))
    fail(where, `${what} ${JSON.stringify(list)} names a seat outside 0..${seats - 1}`);
  if (new Set(list).size !== list.length) fail(where, `${what} ${JSON.stringify(list)} names a seat twice`);
}

/** Whom the game waits for, who may act, and what the public is told: real seats, each once. */
export function checkWaiting(def: GameDefinition, state: unknown, seats: number, where: string): void {
  checkSeatList(def.awaiting(state), seats, 'awaiting', where);
  if (def.mayAct) checkSeatList(def.mayAct(state), seats, 'mayAct', where);
  if (def.publicAwaiting) checkSeatList(def.publicAwaiting(state).seats, seats, 'publicAwaiting seats', where);
}

/** Events: a sentence each, addressed to the public or to real seats, naming real seats. */
export function checkEvents(events: readonly GameEvent[], seats: number, where: string): void {
  for (const e of events) {
    const at = `${where}, event ${JSON.stringify(e.text)}`;
    if (typeof e.text !== 'string' || e.text.trim() === '') fail(at, 'empty event text');
    if (e.to !== 'public') {
      checkSeatList(e.to, seats, 'event audience', at);
      if (e.to.length === 0) fail(at, 'a private event addressed to nobody');
    }
    for (const m of e.text.matchAll(/\{seat:(\d+)\}/g))
      if (!isSeat(Number(m[1]), seats)) fail(at, `names {seat:${m[1]}} at a ${seats}-seat table`);
  }
}

/** The end: a result the end message can say in words (winners, or the table's shared result). */
export function checkOutcome(o: Outcome, seats: number, where: string): void {
  if (!o.over) fail(where, 'the game is not over');
  if (o.scores && (o.scores.length !== seats || !o.scores.every(Number.isFinite)))
    fail(where, `scores ${JSON.stringify(o.scores)} are not one number per seat`);
  if (o.results && (o.results.length !== seats || o.results.some((r) => typeof r !== 'string' || !r.trim())))
    fail(where, `results ${JSON.stringify(o.results)} are not one word per seat`);
  if (o.team !== undefined) {
    if (o.team !== 'won' && o.team !== 'lost') fail(where, `team result ${JSON.stringify(o.team)}`);
    return;
  }
  // A competitive game may end with nobody winning (New Angeles' city falling) only when it says so: every seat's result 'lost'.
  const allLost = o.results?.length === seats && o.results.every((r) => localize(r, 'en') === 'lost');
  if ((!o.winners || o.winners.length === 0) && !allLost)
    fail(where, "a game without a team result ends with no winner (or every seat's result 'lost')");
  checkSeatList(o.winners ?? [], seats, 'winners', where);
}

/**
 * Help topics as /game help shows them: names unique, fit for the autocomplete ("Game: name" shown,
 * "id:name" sent, each at most 100, no ':' inside a name) and each topic's message within 2000.
 */
export function checkHelp(def: GameDefinition): string[] {
  const problems: string[] = [];
  const help: readonly HelpTopic[] = def.help;
  if (help.length === 0) problems.push('no help topic');
  const seen = new Set<string>();
  for (const h of help) {
    if (!h.name || h.name.trim() !== h.name) problems.push(`topic name ${JSON.stringify(h.name)} is empty or padded`);
    if (h.name.includes(':')) problems.push(`topic name ${h.name} contains ':'`);
    if (seen.has(h.name)) problems.push(`topic name ${h.name} is used twice`);
    seen.add(h.name);
    if (!h.text.trim()) problems.push(`topic ${h.name} has no text`);
    // Measured as each reader sees it: the game's name and the topic's text are message tokens.
    for (const locale of LOCALES) {
      const name = localize(def.name, locale);
      if (`${name}: ${h.name}`.length > 100 || `${def.id}:${h.name}`.length > 100)
        problems.push(`topic name ${h.name} is too long for the autocomplete (${locale})`);
      const shown = `**${name}: \`${h.name}\`**\n${localize(h.text, locale)}`;
      if (shown.length > 2000)
        problems.push(`topic ${h.name} is ${shown.length} characters as shown in ${locale} (at most 2000)`);
    }
  }
  return problems;
}
