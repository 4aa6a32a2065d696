import { ApplicationCommandOptionType, type ChatInputCommandInteraction, DiscordjsErrorCodes } from 'discord.js';

/**
 * A slash command that did not come as registered (an option of the wrong type, a required one
 * missing or empty, no subcommand): discord.js's option resolver throws when a handler reads it.
 * That is bad input from the client, not a fault of the bot: the player is told what the command
 * takes, and nothing changed.
 */

const KIND_WORDS: Partial<Record<ApplicationCommandOptionType, string>> = {
  [ApplicationCommandOptionType.String]: 'text',
  [ApplicationCommandOptionType.Integer]: 'a whole number',
  [ApplicationCommandOptionType.Boolean]: 'true or false',
  [ApplicationCommandOptionType.User]: 'a member',
  [ApplicationCommandOptionType.Channel]: 'a channel',
  [ApplicationCommandOptionType.Role]: 'a role',
  [ApplicationCommandOptionType.Mentionable]: 'a member or role',
  [ApplicationCommandOptionType.Number]: 'a number',
  [ApplicationCommandOptionType.Attachment]: 'a file',
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
  const how =
    "Pick the command from Discord's list (type / and choose it), which fills in what it takes. Nothing changed.";
  const path = commandPath(i);
  if (
    err.code === DiscordjsErrorCodes.CommandInteractionOptionNoSubcommand ||
    err.code === DiscordjsErrorCodes.CommandInteractionOptionNoSubcommandGroup ||
    !name
  ) {
    const subs = (commands.find((c) => c.name === i.commandName)?.options ?? []).map((o) => o.name);
    return `${path} needs a subcommand${subs.length ? ` (${subs.slice(0, 12).join(', ')})` : ''}. ${how}`;
  }
  const declared = declaredOption(i, commands, name);
  const kind = declared ? KIND_WORDS[declared.type as ApplicationCommandOptionType] : undefined;
  const takes = kind ? `: it takes ${kind}${declared?.description ? ` (${declared.description})` : ''}` : '';
  if (err.code === DiscordjsErrorCodes.CommandInteractionOptionType)
    return `The option ${name} of ${path} came as the wrong kind of value${takes}. ${how}`;
  if (err.code === 'CommandInteractionOptionInvalidChannelType')
    return `The option ${name} of ${path} takes another kind of channel. ${how}`;
  return `${path} needs its option ${name}, which came empty or not at all${takes}. ${how}`;
}
