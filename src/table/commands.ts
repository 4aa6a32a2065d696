/**
 * Turns what a person typed in the offline table's message box (command, subcommand path and raw
 * option values) into the option tree Discord's client would send, checked against the commands
 * the bot registered. Discord's client does this checking before anything reaches the bot.
 */
import type { CommandOption } from '../double/index.ts';

/** A registered command as Discord stores it (the JSON the bot PUT). */
export interface RegisteredOption {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: string | number }[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  options?: RegisteredOption[];
}
export interface RegisteredCommand {
  name: string;
  description?: string;
  type?: number;
  options?: RegisteredOption[];
}

export const OptionType = {
  Subcommand: 1,
  Group: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

export interface CommandInput {
  command: string;
  /** Subcommand group and/or subcommand names, in order. */
  path: string[];
  /** Option name → the text typed for it. */
  values: Record<string, string>;
  /** For autocomplete: the option being typed. */
  focused?: string;
}

/** Finds users and channels by what a person types (a name, @name / #name, a mention or an id). */
export interface Lookup {
  userId(text: string): string | undefined;
  channelId(text: string): string | undefined;
}

export type Built = { ok: true; options: CommandOption[] } | { ok: false; error: string };

const isBranch = (o: RegisteredOption) => o.type === OptionType.Subcommand || o.type === OptionType.Group;

function convert(
  opt: RegisteredOption,
  raw: string,
  lookup: Lookup,
): { ok: true; value: string | number | boolean } | { ok: false; error: string } {
  const text = raw.trim();
  const bad = (why: string) => ({ ok: false as const, error: `${opt.name}: ${why}` });
  const fromChoices = () => {
    const c =
      opt.choices!.find((x) => String(x.value) === text) ??
      opt.choices!.find((x) => x.name.toLowerCase() === text.toLowerCase());
    return c ? { ok: true as const, value: c.value } : bad(`pick one of ${opt.choices!.map((x) => x.name).join(', ')}`);
  };
  switch (opt.type) {
    case OptionType.String: {
      if (opt.choices?.length) return fromChoices();
      const len = [...text].length;
      if (opt.min_length !== undefined && len < opt.min_length) return bad(`at least ${opt.min_length} characters`);
      if (opt.max_length !== undefined && len > opt.max_length) return bad(`at most ${opt.max_length} characters`);
      return { ok: true, value: text };
    }
    case OptionType.Integer:
    case OptionType.Number: {
      if (opt.choices?.length) return fromChoices();
      const n = Number(text);
      if (!Number.isFinite(n) || (opt.type === OptionType.Integer && !/^-?\d+$/.test(text)))
        return bad(opt.type === OptionType.Integer ? 'a whole number' : 'a number');
      if (opt.min_value !== undefined && n < opt.min_value) return bad(`at least ${opt.min_value}`);
      if (opt.max_value !== undefined && n > opt.max_value) return bad(`at most ${opt.max_value}`);
      return { ok: true, value: n };
    }
    case OptionType.Boolean: {
      const t = text.toLowerCase();
      if (['true', 'yes', 'on', '1'].includes(t)) return { ok: true, value: true };
      if (['false', 'no', 'off', '0'].includes(t)) return { ok: true, value: false };
      return bad('True or False');
    }
    case OptionType.User: {
      const id = lookup.userId(text);
      return id ? { ok: true, value: id } : bad(`no member called ${text}`);
    }
    case OptionType.Channel: {
      const id = lookup.channelId(text);
      return id ? { ok: true, value: id } : bad(`no channel called ${text}`);
    }
    default:
      return bad('this kind of option cannot be typed here');
  }
}

/** The leaf options of a command path, or why the path is wrong. */
export function leafOptions(
  cmd: RegisteredCommand,
  path: readonly string[],
): { ok: true; options: RegisteredOption[] } | { ok: false; error: string } {
  let level = cmd.options ?? [];
  for (const name of path) {
    const next = level.find((o) => isBranch(o) && o.name === name);
    if (!next) return { ok: false, error: `/${cmd.name} has no subcommand "${name}"` };
    level = next.options ?? [];
  }
  const branches = level.filter(isBranch);
  if (branches.length)
    return {
      ok: false,
      error: `/${[cmd.name, ...path].join(' ')} needs a subcommand: ${branches.map((b) => b.name).join(', ')}`,
    };
  return { ok: true, options: level };
}

/**
 * The interaction options for a command (or, with `focused`, for an autocomplete request: the
 * focused value is sent as typed, other values only when they are valid, as Discord does).
 */
export function buildOptions(commands: readonly RegisteredCommand[], input: CommandInput, lookup: Lookup): Built {
  const cmd = commands.find((c) => c.name === input.command && (c.type ?? 1) === 1);
  if (!cmd) return { ok: false, error: `There is no command /${input.command}.` };
  const leaf = leafOptions(cmd, input.path);
  if (!leaf.ok) return leaf;
  const autocomplete = input.focused !== undefined;
  const out: CommandOption[] = [];
  for (const [name, raw] of Object.entries(input.values)) {
    const opt = leaf.options.find((o) => o.name === name);
    if (!opt) return { ok: false, error: `/${[cmd.name, ...input.path].join(' ')} has no option "${name}"` };
    if (name === input.focused) {
      if (!opt.autocomplete) return { ok: false, error: `${name} has no suggestions` };
      out.push({ name, type: opt.type, value: raw, focused: true });
      continue;
    }
    if (raw.trim() === '') continue;
    const v = convert(opt, raw, lookup);
    if (v.ok) out.push({ name, type: opt.type, value: v.value });
    else if (!autocomplete) return v;
  }
  if (autocomplete && !out.some((o) => o.focused))
    return { ok: false, error: `${input.focused} is not an option here` };
  if (!autocomplete) {
    const missing = leaf.options.filter((o) => o.required && !out.some((x) => x.name === o.name));
    if (missing.length) return { ok: false, error: `Missing ${missing.map((o) => `${o.name}:`).join(', ')}` };
  }
  let options = out;
  const types = branchTypes(cmd, input.path);
  for (let i = input.path.length - 1; i >= 0; i--) options = [{ name: input.path[i]!, type: types[i]!, options }];
  return { ok: true, options };
}

function branchTypes(cmd: RegisteredCommand, path: readonly string[]): number[] {
  let level = cmd.options ?? [];
  return path.map((name) => {
    const o = level.find((x) => isBranch(x) && x.name === name)!;
    level = o.options ?? [];
    return o.type;
  });
}

/** How the command reads in "ann used /game new". */
export function commandLabel(input: CommandInput): string {
  return `/${[input.command, ...input.path].join(' ')}`;
}
