import { ApplicationCommandOptionType, type ChatInputCommandInteraction, DiscordjsErrorCodes } from 'discord.js';
import { hasMessage, token } from '../engine/messages.ts';
import { readerOf } from './locale.ts';
import { plat } from './platform.messages.ts';

/**
 * A slash command that did not come as registered (an option of the wrong type, a required one
 * missing or empty, no subcommand): discord.js's option resolver throws when a handler reads it.
 * That is bad input from the client, not a fault of the bot: the player is told what the command
 * takes, and nothing changed.
 */

const KIND_WORDS: Partial<Record<ApplicationCommandOptionType, string>> = {
  [ApplicationCommandOptionType.String]: plat('plat.bad.text'),
  [ApplicationCommandOptionType.Integer]: plat('plat.bad.integer'),
  [ApplicationCommandOptionType.Boolean]: plat('plat.bad.boolean'),
  [ApplicationCommandOptionType.User]: plat('plat.bad.user'),
  [ApplicationCommandOptionType.Channel]: plat('plat.bad.channel'),
  [ApplicationCommandOptionType.Role]: plat('plat.bad.role'),
  [ApplicationCommandOptionType.Mentionable]: plat('plat.bad.mentionable'),
  [ApplicationCommandOptionType.Number]: plat('plat.bad.number'),
  [ApplicationCommandOptionType.Attachment]: plat('plat.bad.attachment'),
};

const BAD_INPUT_CODES: ReadonlySet<string> = new Set([
  DiscordjsErrorCodes.CommandInteractionOptionNotFound,
  DiscordjsErrorCodes.CommandInteractionOptionType,
  DiscordjsErrorCodes.CommandInteractionOptionEmpty,
  DiscordjsErrorCodes.CommandInteractionOptionNoSubcommand,
  DiscordjsErrorCodes.CommandInteractionOptionNoSubcommandGroup,
  'CommandInteractionOptionInvalidChannelType',
]);

/** Whether `err` is discord.js refusing a command's options as they came (bad input, not a fault). */
export function isBadCommandInput(err: unknown): err is Error & { code: string } {
  const code = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && BAD_INPUT_CODES.has(code);
}

/** The names of the command used, as far as it came: "game", "new" ("game", "bot", "add"). */
function commandNames(i: ChatInputCommandInteraction): string[] {
  const group = i.options.getSubcommandGroup(false);
  const sub = i.options.getSubcommand(false);
  return [i.commandName, group, sub].filter((n): n is string => !!n);
}

/** The last of `names` as the reader's Discord shows it (its localized name, a token), else as it is. */
function nameOf(names: readonly string[]): string {
  const key = `cmd.${names.join('.')}`;
  return hasMessage(key) ? token(key) : (names.at(-1) ?? '');
}

/** "/game new", "/game bot add": the command as the player typed it, as far as it came, in their words. */
function commandPath(i: ChatInputCommandInteraction): string {
  const names = commandNames(i);
  return `/${names.map((_n, k) => nameOf(names.slice(0, k + 1))).join(' ')}`;
}

/** An option as our command definitions declare it (commands/). */
export type DeclaredOption = {
  readonly name: string;
  readonly type?: number | undefined;
  readonly description?: string | undefined;
  /** Its French description (commands/build.ts sends it to Discord). */
  readonly description_localizations?: Readonly<Record<string, string | null>> | null | undefined;
  readonly options?: readonly DeclaredOption[] | undefined;
};

/** Option `name` of the command the player used, as we registered it. */
function declaredOption(
  i: ChatInputCommandInteraction,
  commands: readonly DeclaredOption[],
  name: string,
): DeclaredOption | undefined {
  let level = commands.find((c) => c.name === i.commandName)?.options ?? [];
  const group = i.options.getSubcommandGroup(false);
  const sub = i.options.getSubcommand(false);
  if (group) level = level.find((o) => o.name === group)?.options ?? [];
  if (sub) level = level.find((o) => o.name === sub)?.options ?? [];
  return level.find((o) => o.name === name);
}

/** The player's answer for a command discord.js refused (isBadCommandInput); `commands` are the registered definitions. */
export function badCommandText(
  i: ChatInputCommandInteraction,
  err: Error & { code: string },
  commands: readonly DeclaredOption[],
): string {
  const name = /"([^"]{1,40})"/.exec(err.message)?.[1];
  const how = plat('plat.bad.how');
  const path = commandPath(i);
  if (
    err.code === DiscordjsErrorCodes.CommandInteractionOptionNoSubcommand ||
    err.code === DiscordjsErrorCodes.CommandInteractionOptionNoSubcommandGroup ||
    !name
  ) {
    const subs = (commands.find((c) => c.name === i.commandName)?.options ?? []).map((o) =>
      nameOf([i.commandName, o.name]),
    );
    return plat('plat.bad.needsSub', { path, subs: subs.length ? ` (${subs.slice(0, 12).join(', ')})` : '', how });
  }
  const declared = declaredOption(i, commands, name);
  const option = nameOf([...commandNames(i), name]);
  const kind = declared ? KIND_WORDS[declared.type as ApplicationCommandOptionType] : undefined;
  // The option's description as the reader's Discord shows it.
  const about = (readerOf(i) === 'fr' ? declared?.description_localizations?.fr : undefined) ?? declared?.description;
  const takes = kind ? plat('plat.bad.takes', { kind, about: about ? ` (${about})` : '' }) : '';
  if (err.code === DiscordjsErrorCodes.CommandInteractionOptionType)
    return plat('plat.bad.wrongKind', { name: option, path, takes, how });
  if (err.code === 'CommandInteractionOptionInvalidChannelType')
    return plat('plat.bad.channelKind', { name: option, path, how });
  return plat('plat.bad.empty', { path, name: option, takes, how });
}
