import {
  ApplicationIntegrationType,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  SlashCommandBuilder,
} from 'discord.js';
import { hasMessage, hasToken, localize, token } from '../src/engine/messages.ts';
import type { GameCommands } from './types.ts';

/** Turns a game's declarative command list into a slash command. */
export function buildGameCommand(spec: GameCommands): SlashCommandBuilder {
  // A game's moves are made in its channel: offered in servers only.
  const cmd = new SlashCommandBuilder()
    .setName(spec.name)
    .setDescription(spec.description)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .setContexts(InteractionContextType.Guild);
  for (const sub of spec.subcommands) {
    cmd.addSubcommand((s) => {
      s.setName(sub.name).setDescription(sub.description);
      if (sub.choice) {
        const choice = sub.choice;
        s.addStringOption((o) =>
          o.setName(choice.name).setDescription(choice.description).setRequired(true).setAutocomplete(true),
        );
      }
      if (sub.amount) {
        const amount = sub.amount;
        s.addIntegerOption((o) => {
          o.setName(amount.name).setDescription(amount.description).setRequired(true).setAutocomplete(true);
          if (amount.min !== undefined) o.setMinValue(amount.min);
          if (amount.max !== undefined) o.setMaxValue(amount.max);
          return o;
        });
      }
      return s;
    });
  }
  return cmd;
}

/** The part of a command, subcommand, option or choice that carries words. */
interface Worded {
  name: string;
  description?: string;
  name_localizations?: Record<string, string | null> | null;
  description_localizations?: Record<string, string | null> | null;
  options?: Worded[];
  choices?: Worded[];
}

/** `text` in French when it holds words to translate (a token); undefined when it reads the same. */
function frenchOf(text: string): string | undefined {
  if (!hasToken(text)) return undefined;
  const fr = localize(text, 'fr');
  return fr === localize(text, 'en') ? undefined : fr;
}

/**
 * One command's words as Discord takes them (docs/i18n.md, "Slash commands"): each name that has
 * a message `cmd.<path>` (`cmd.hack`, `cmd.hack.play`, `cmd.hack.play.card`) gets its French as
 * `name_localizations.fr`; each description and choice name written as a token is sent in
 * English, with its French as `description_localizations.fr` / `name_localizations.fr`.
 */
function localizeWorded(o: Worded, path: string | undefined): Worded {
  const out: Worded = { ...o };
  if (path !== undefined) {
    const key = `cmd.${path}`;
    const fr = hasMessage(key) ? localize(token(key), 'fr') : undefined;
    if (fr !== undefined && fr !== o.name) out.name_localizations = { ...o.name_localizations, fr };
  } else {
    const fr = frenchOf(o.name);
    out.name = localize(o.name, 'en');
    if (fr !== undefined) out.name_localizations = { ...o.name_localizations, fr };
  }
  if (o.description !== undefined) {
    const fr = frenchOf(o.description);
    out.description = localize(o.description, 'en');
    if (fr !== undefined) out.description_localizations = { ...o.description_localizations, fr };
  }
  if (o.options) out.options = o.options.map((x) => localizeWorded(x, `${path}.${x.name}`));
  if (o.choices) out.choices = o.choices.map((c) => localizeWorded(c, undefined));
  return out;
}

/** A slash command's JSON with its English and French words (see localizeWorded). */
export function localizeCommand(
  json: RESTPostAPIChatInputApplicationCommandsJSONBody,
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  // The JSON's option and choice shapes are a union Worded covers; what is not words passes untouched.
  return localizeWorded(json as Worded, json.name) as RESTPostAPIChatInputApplicationCommandsJSONBody;
}
