import { ApplicationIntegrationType, InteractionContextType, SlashCommandBuilder } from 'discord.js';
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
