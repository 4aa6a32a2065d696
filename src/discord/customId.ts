import { z } from 'zod';

/**
 * Component custom ids carry everything a click needs (channel, seat, the seat's stamp), so a
 * button keeps working after a restart and an old or forged one is recognised. At most 100 chars.
 */
const id = z.string().regex(/^\d{1,25}$/);
const int = z.coerce.number().int().min(0).max(1_000_000_000);
/** A choice's key tag (keyTag). */
const tag = z.string().regex(/^[0-9a-z]{1,7}$/);

/**
 * A short tag of a choice's key, carried beside its index: a button or menu entry applies only
 * while the choice at that index is still the one it showed. The stamp alone cannot tell, since a
 * seat's choices open at any time (trades) may come and go without a new stamp, shifting the
 * indices after them. FNV-1a, 32 bits, in base 36.
 */
export function keyTag(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** A select menu option's value: the choice's index and its key's tag. */
export const pickValue = (index: number, key: string): string => `${index}.${keyTag(key)}`;

/** The index and tag of a select menu option's value; null when it is not one of ours. */
export function decodePickValue(value: string | undefined): { i: number; k: string } | null {
  const m = /^(\d{1,4})\.([0-9a-z]{1,7})$/.exec(value ?? '');
  return m ? { i: Number(m[1]), k: m[2]! } : null;
}

export const customIdSchema = z.discriminatedUnion('t', [
  /** Pick legal action number `i` of `seat` at stamp `v`, whose key has tag `k`. */
  z.object({ t: z.literal('act'), channel: id, seat: int, v: int, k: tag, i: int }),
  /**
   * Legal action number `i` of `seat` at stamp `v` that takes a typed number: the button opens a
   * modal with the same id, and the modal's submission applies the action with that number.
   */
  z.object({ t: z.literal('amt'), channel: id, seat: int, v: int, k: tag, i: int }),
  /** A select menu of `seat`'s legal actions at stamp `v`; the chosen value is the action's index and tag (pickValue). */
  z.object({ t: z.literal('pick'), channel: id, seat: int, v: int, n: int }),
  /**
   * The first step of a two-step pick: a select menu of groups of `seat`'s legal actions at stamp
   * `v`; the chosen value is the group's first action's index and tag (pickValue), and the answer
   * is a private prompt with that group's actions.
   */
  z.object({ t: z.literal('grp'), channel: id, seat: int, v: int, n: int }),
  /** Open my prompt (the public message's "Your move" button). */
  z.object({ t: z.literal('turn'), channel: id }),
  /** Show / refresh my private view. */
  z.object({ t: z.literal('hand'), channel: id }),
  z.object({ t: z.literal('join'), channel: id }),
  z.object({ t: z.literal('leave'), channel: id }),
  z.object({ t: z.literal('start'), channel: id }),
  /** The lobby's "Add computer" button (host): seats a greedy computer player. */
  z.object({ t: z.literal('bot'), channel: id }),
  /** Confirm aborting the table at record version `v`. */
  z.object({ t: z.literal('abort'), channel: id, v: int }),
  /** Undo my last step, which the record reached at version `v`. */
  z.object({ t: z.literal('undo'), channel: id, v: int }),
  /** Replay: show the public board after step `n`. */
  z.object({ t: z.literal('replay'), channel: id, n: int }),
  /** /game log: the page of public history ending before line `n` (from the game's first line). */
  z.object({ t: z.literal('log'), channel: id, n: int }),
  /** Vote `yes` (1) or no (0) on ending the game with the current standings, in the vote opened at version `v`. */
  z.object({ t: z.literal('vote'), channel: id, v: int, yes: int }),
  /** Confirm leaving a game in progress (a computer takes the seat), at record version `v`. */
  z.object({ t: z.literal('quit'), channel: id, v: int }),
]);
export type CustomId = z.infer<typeof customIdSchema>;

const FIELDS: { [K in CustomId['t']]: readonly (keyof Extract<CustomId, { t: K }>)[] } = {
  act: ['channel', 'seat', 'v', 'k', 'i'],
  amt: ['channel', 'seat', 'v', 'k', 'i'],
  pick: ['channel', 'seat', 'v', 'n'],
  grp: ['channel', 'seat', 'v', 'n'],
  turn: ['channel'],
  hand: ['channel'],
  join: ['channel'],
  leave: ['channel'],
  start: ['channel'],
  bot: ['channel'],
  abort: ['channel', 'v'],
  undo: ['channel', 'v'],
  replay: ['channel', 'n'],
  log: ['channel', 'n'],
  vote: ['channel', 'v', 'yes'],
  quit: ['channel', 'v'],
};

export function encodeCustomId(c: CustomId): string {
  const fields = FIELDS[c.t] as readonly string[];
  return [c.t, ...fields.map((f) => String((c as Record<string, unknown>)[f]))].join(':');
}

/** Null for anything that is not one of ours, well formed. */
export function decodeCustomId(raw: string): CustomId | null {
  const [t, ...parts] = raw.split(':');
  const fields = FIELDS[t as CustomId['t']] as readonly string[] | undefined;
  if (!fields || parts.length !== fields.length) return null;
  const parsed = customIdSchema.safeParse({ t, ...Object.fromEntries(fields.map((f, i) => [f, parts[i]])) });
  return parsed.success ? parsed.data : null;
}
