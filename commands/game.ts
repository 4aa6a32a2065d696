import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
} from 'discord.js';

/** A string option offering fixed choices, each as [value, what the player reads]. */
const fixedChoices =
  (name: string, description: string, choices: readonly (readonly [value: string, label: string])[]) =>
  (o: SlashCommandStringOption) =>
    o
      .setName(name)
      .setDescription(description)
      .addChoices(...choices.map(([value, label]) => ({ name: label, value })));

/** An integer option from `min` (to `max` when given). */
const boundedInteger =
  (name: string, description: string, min: number, max?: number) => (o: SlashCommandIntegerOption) => {
    o.setName(name).setDescription(description).setMinValue(min);
    return max === undefined ? o : o.setMaxValue(max);
  };

/** The platform's table commands, shared by every game. */
export const gameCommand = new SlashCommandBuilder()
  .setName('game')
  .setDescription('Open, join, start and manage the board game in this channel')
  // Installed in servers; usable in DMs with the bot too, where only help and dms work (they concern the player alone).
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .addSubcommand((s) =>
    s
      .setName('new')
      .setDescription('Open a new game here and take the first seat')
      .addStringOption((o) => o.setName('game').setDescription('Which game').setRequired(true).setAutocomplete(true))
      .addStringOption((o) =>
        o
          .setName('options')
          .setDescription('Table options as name=value, comma separated (see /game help)')
          .setMaxLength(200),
      )
      .addBooleanOption((o) => o.setName('thread').setDescription('Play in a new thread of this channel'))
      .addStringOption((o) =>
        o.setName('clock').setDescription('Time per decision: 24h (default), 3d, 90m, or none').setMaxLength(12),
      )
      .addIntegerOption(boundedInteger('bots', 'Computer players to seat now', 0, 8)),
  )
  .addSubcommand((s) => s.setName('join').setDescription('Take a seat at the open game'))
  .addSubcommand((s) =>
    s.setName('leave').setDescription('Give up your seat (in a game: a computer player takes it over)'),
  )
  .addSubcommand((s) => s.setName('start').setDescription('Start the game (host only)'))
  .addSubcommand((s) =>
    s
      .setName('status')
      .setDescription('Show the board and whose move it is')
      .addBooleanOption((o) =>
        o.setName('text').setDescription('The whole board as text, only to you (screen readers, slow connections)'),
      ),
  )
  .addSubcommand((s) => s.setName('abort').setDescription('End the game early (host or Manage Channels)'))
  .addSubcommand((s) =>
    s
      .setName('log')
      .setDescription('Public history of this game, newest first (Older and Newer page through it all)')
      .addIntegerOption(boundedInteger('count', 'How many events on the first page (default 15)', 1, 50)),
  )
  .addSubcommand((s) =>
    s
      .setName('settings')
      .setDescription('Show or change the clock, reminders and expiry policy (host or Manage Channels)')
      .addStringOption((o) =>
        o.setName('clock').setDescription('Time per decision: 24h, 3d, 90m, or none').setMaxLength(12),
      )
      .addStringOption((o) =>
        o
          .setName('reminders')
          .setDescription('When to remind before a deadline, e.g. "50%, 1h", or none')
          .setMaxLength(60),
      )
      .addStringOption(
        fixedChoices('expiry', 'When a deadline passes', [
          ['wait', 'wait: ping again each clock period'],
          ['bot', 'bot: a computer takes that one decision'],
        ]),
      )
      .addIntegerOption(
        boundedInteger('strikes', 'Expired deadlines of one player before the next rule applies', 1, 99),
      )
      .addStringOption(
        fixedChoices('after', 'After that many expiries', [
          ['bot', 'bot: a computer takes the seat for good'],
          ['vote', 'vote: the others vote to end with the current standings'],
        ]),
      )
      .addIntegerOption(boundedInteger('vacation', 'Vacation days (/away) per player per month', 0, 31)),
  )
  .addSubcommand((s) =>
    s
      .setName('replace')
      .setDescription('Give a seat to another person mid-game (host or Manage Channels)')
      .addStringOption((o) =>
        o
          .setName('seat')
          .setDescription('The seat that changes hands: its number or its player (computer seats too)')
          .setRequired(true)
          .setAutocomplete(true)
          .setMaxLength(100),
      )
      .addUserOption((o) => o.setName('with').setDescription('Who takes the seat').setRequired(true)),
  )
  .addSubcommand((s) =>
    s
      .setName('undo')
      .setDescription('Take back your last step, if it revealed and drew nothing and nobody has acted since'),
  )
  .addSubcommand((s) =>
    s
      .setName('replay')
      .setDescription('The public board as it was after a step of this game')
      .addIntegerOption(boundedInteger('step', 'Step number (default: the latest)', 0)),
  )
  .addSubcommand((s) => s.setName('export').setDescription('The game record (seed and actions) as a JSON file, to you'))
  .addSubcommandGroup((g) =>
    g
      .setName('bot')
      .setDescription('Computer players')
      .addSubcommand((s) =>
        s
          .setName('add')
          .setDescription('Seat a computer player in the lobby')
          .addStringOption(
            fixedChoices('level', 'How it plays (default greedy)', [
              ['greedy', 'greedy: plays sensibly'],
              ['random', 'random: any legal move'],
            ]),
          ),
      )
      .addSubcommand((s) => s.setName('remove').setDescription('Remove the last computer player from the lobby')),
  )
  .addSubcommand((s) =>
    s
      .setName('help')
      .setDescription('How the bot and the games work')
      .addStringOption((o) =>
        o.setName('game').setDescription('A game: its commands, options and topics').setAutocomplete(true),
      )
      .addStringOption((o) =>
        o.setName('topic').setDescription("One of the game's topics (or a game, or game:topic)").setAutocomplete(true),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('dms')
      .setDescription('Turn private news by DM on or off (/hand always works)')
      .addBooleanOption((o) => o.setName('enabled').setDescription('Send me DMs').setRequired(true)),
  );

/** Every game the caller sits in, across servers: where it is their move, the longest waiting first. */
export const gamesCommand = new SlashCommandBuilder()
  .setName('games')
  .setDescription('Every game you sit in, across servers: where it is your move, the longest waiting first')
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM);

/** Pauses the caller's clocks in all their games until a date. */
export const awayCommand = new SlashCommandBuilder()
  .setName('away')
  .setDescription('Pause your clocks in all your games until a date (or "back" to return now)')
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .addStringOption((o) =>
    o.setName('until').setDescription('A date (2026-12-24), a time (3d), or "back"').setRequired(true).setMaxLength(40),
  );

export const handCommand = new SlashCommandBuilder()
  .setName('hand')
  .setDescription('Your private view of this channel’s game: cards, objectives, secrets and choices')
  // It needs the game's channel, so it is offered in servers only.
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild);
