import { SlashCommandBuilder } from 'discord.js';
import type { GameCommands } from './types.ts';

/** Turns a game's declarative command list into a slash command. */
export function buildGameCommand(spec: GameCommands): SlashCommandBuilder {
  const cmd = new SlashCommandBuilder().setName(spec.name).setDescription(spec.description);
  for (const sub of spec.subcommands) {
    cmd.addSubcommand((s) => {
      s.setName(sub.name).setDescription(sub.description);
      if (sub.choice) {
        const choice = sub.choice;
        s.addStringOption((o) => o.setName(choice.name).setDescription(choice.description).setRequired(true).setAutocomplete(true));
      }
      return s;
    });
  }
  return cmd;
}
