import { ApplicationIntegrationType, InteractionContextType, SlashCommandBuilder } from 'discord.js';

/** The platform's table commands, shared by every game. */
export const gameCommand = new SlashCommandBuilder()
  .setName('game')
  .setDescription('Open, join, start and manage the board game in this channel')
  // Installed in servers; usable in DMs with the bot too, where only help and dms work (they concern the player alone).
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .addSubcommand((s) =>
    s.setName('new').setDescription('Open a new game here and take the first seat')
      .addStringOption((o) => o.setName('game').setDescription('Which game').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('options').setDescription('Table options as name=value, comma separated (see /game help)').setMaxLength(200))
      .addBooleanOption((o) => o.setName('thread').setDescription('Play in a new thread of this channel')))
  .addSubcommand((s) => s.setName('join').setDescription('Take a seat at the open game'))
  .addSubcommand((s) => s.setName('leave').setDescription('Give up your seat before the game starts'))
  .addSubcommand((s) => s.setName('start').setDescription('Start the game (host only)'))
  .addSubcommand((s) => s.setName('status').setDescription('Show the board and whose move it is'))
  .addSubcommand((s) => s.setName('abort').setDescription('End the game early (host or Manage Channels)'))
  .addSubcommand((s) =>
    s.setName('log').setDescription('Recent public history of this game')
      .addIntegerOption((o) => o.setName('count').setDescription('How many events (default 15)').setMinValue(1).setMaxValue(50)))
  .addSubcommand((s) =>
    s.setName('help').setDescription('How the bot and the games work')
      .addStringOption((o) => o.setName('topic').setDescription('A game or a topic').setAutocomplete(true)))
  .addSubcommand((s) =>
    s.setName('dms').setDescription('Turn private news by DM on or off (/hand always works)')
      .addBooleanOption((o) => o.setName('enabled').setDescription('Send me DMs').setRequired(true)));

export const handCommand = new SlashCommandBuilder()
  .setName('hand')
  .setDescription('Your private view of this channel’s game: cards, objectives, secrets and choices')
  // It needs the game's channel, so it is offered in servers only.
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild);
