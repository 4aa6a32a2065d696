import { ApplicationCommandOptionType, type ChatInputCommandInteraction, DiscordjsErrorCodes } from 'discord.js';
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

/** "/game new", "/game bot add": the command as the player typed it, as far as it came. */
function commandPath(i: ChatInputCommandInteraction): string {
  const group = i.options.getSubcommandGroup(false);
  const sub = i.options.getSubcommand(false);
  return [`/${i.commandName}`, group, sub].filter(Boolean).join(' ');
}

/** An option as our command definitions declare it (commands/). */
export type DeclaredOption = {
  readonly name: string;
  readonly type?: number | undefined;
  readonly description?: string | undefined;
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
    const subs = (commands.find((c) => c.name === i.commandName)?.options ?? []).map((o) => o.name);
    return plat('plat.bad.needsSub', { path, subs: subs.length ? ` (${subs.slice(0, 12).join(', ')})` : '', how });
  }
  const declared = declaredOption(i, commands, name);
  const kind = declared ? KIND_WORDS[declared.type as ApplicationCommandOptionType] : undefined;
  const takes = kind
    ? plat('plat.bad.takes', { kind, about: declared?.description ? ` (${declared.description})` : '' })
    : '';
  if (err.code === DiscordjsErrorCodes.CommandInteractionOptionType)
    return plat('plat.bad.wrongKind', { name, path, takes, how });
  if (err.code === 'CommandInteractionOptionInvalidChannelType')
    return plat('plat.bad.channelKind', { name, path, how });
  return plat('plat.bad.empty', { path, name, takes, how });
}
