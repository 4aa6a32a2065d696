import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
  type SlashCommandIntegerOption,
  type SlashCommandStringOption,
} from 'discord.js';
import { LOCALES, type Locale } from '../src/engine/messages.ts';
import { cmdAway, cmdGames, cmdHand, cmdGame as g } from './game.messages.ts';

/** A string option offering fixed choices, each as [value, what the player reads (a token)]. */
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

/** Each language a table speaks, named in itself: the choices of `language`. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: g('cmd.game.language.en'),
  fr: g('cmd.game.language.fr'),
};
const languageChoices = LOCALES.map((l) => [l, LANGUAGE_NAMES[l]] as const);

/** The platform's table commands, shared by every game. */
export const gameCommand = new SlashCommandBuilder()
  .setName('game')
  .setDescription(g('cmd.game.description'))
  // Installed in servers; usable in DMs with the bot too, where only help and dms work (they concern the player alone).
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .addSubcommand((s) =>
    s
      .setName('new')
      .setDescription(g('cmd.game.new.description'))
      .addStringOption((o) =>
        o.setName('game').setDescription(g('cmd.game.new.game.description')).setRequired(true).setAutocomplete(true),
      )
      .addStringOption((o) =>
        o.setName('options').setDescription(g('cmd.game.new.options.description')).setMaxLength(200),
      )
      .addBooleanOption((o) => o.setName('thread').setDescription(g('cmd.game.new.thread.description')))
      .addStringOption((o) => o.setName('clock').setDescription(g('cmd.game.new.clock.description')).setMaxLength(12))
      .addIntegerOption(boundedInteger('bots', g('cmd.game.new.bots.description'), 0, 8))
      .addStringOption(fixedChoices('language', g('cmd.game.new.language.description'), languageChoices)),
  )
  .addSubcommand((s) => s.setName('join').setDescription(g('cmd.game.join.description')))
  .addSubcommand((s) => s.setName('leave').setDescription(g('cmd.game.leave.description')))
  .addSubcommand((s) => s.setName('start').setDescription(g('cmd.game.start.description')))
  .addSubcommand((s) =>
    s
      .setName('status')
      .setDescription(g('cmd.game.status.description'))
      .addBooleanOption((o) => o.setName('text').setDescription(g('cmd.game.status.text.description'))),
  )
  .addSubcommand((s) => s.setName('abort').setDescription(g('cmd.game.abort.description')))
  .addSubcommand((s) =>
    s
      .setName('log')
      .setDescription(g('cmd.game.log.description'))
      .addIntegerOption(boundedInteger('count', g('cmd.game.log.count.description'), 1, 50)),
  )
  .addSubcommand((s) =>
    s
      .setName('settings')
      .setDescription(g('cmd.game.settings.description'))
      .addStringOption((o) =>
        o.setName('clock').setDescription(g('cmd.game.settings.clock.description')).setMaxLength(12),
      )
      .addStringOption((o) =>
        o.setName('reminders').setDescription(g('cmd.game.settings.reminders.description')).setMaxLength(60),
      )
      .addStringOption(
        fixedChoices('expiry', g('cmd.game.settings.expiry.description'), [
          ['wait', g('cmd.game.settings.expiry.wait')],
          ['bot', g('cmd.game.settings.expiry.bot')],
        ]),
      )
      .addIntegerOption(boundedInteger('strikes', g('cmd.game.settings.strikes.description'), 1, 99))
      .addStringOption(
        fixedChoices('after', g('cmd.game.settings.after.description'), [
          ['bot', g('cmd.game.settings.after.bot')],
          ['vote', g('cmd.game.settings.after.vote')],
        ]),
      )
      .addIntegerOption(boundedInteger('vacation', g('cmd.game.settings.vacation.description'), 0, 31))
      .addStringOption(fixedChoices('language', g('cmd.game.settings.language.description'), languageChoices)),
  )
  .addSubcommand((s) =>
    s
      .setName('replace')
      .setDescription(g('cmd.game.replace.description'))
      .addStringOption((o) =>
        o
          .setName('seat')
          .setDescription(g('cmd.game.replace.seat.description'))
          .setRequired(true)
          .setAutocomplete(true)
          .setMaxLength(100),
      )
      .addUserOption((o) => o.setName('with').setDescription(g('cmd.game.replace.with.description')).setRequired(true)),
  )
  .addSubcommand((s) => s.setName('undo').setDescription(g('cmd.game.undo.description')))
  .addSubcommand((s) =>
    s
      .setName('replay')
      .setDescription(g('cmd.game.replay.description'))
      .addIntegerOption(boundedInteger('step', g('cmd.game.replay.step.description'), 0)),
  )
  .addSubcommand((s) => s.setName('export').setDescription(g('cmd.game.export.description')))
  .addSubcommandGroup((sg) =>
    sg
      .setName('bot')
      .setDescription(g('cmd.game.bot.description'))
      .addSubcommand((s) =>
        s
          .setName('add')
          .setDescription(g('cmd.game.bot.add.description'))
          .addStringOption(
            fixedChoices('level', g('cmd.game.bot.add.level.description'), [
              ['greedy', g('cmd.game.bot.add.level.greedy')],
              ['random', g('cmd.game.bot.add.level.random')],
            ]),
          ),
      )
      .addSubcommand((s) => s.setName('remove').setDescription(g('cmd.game.bot.remove.description'))),
  )
  .addSubcommand((s) =>
    s
      .setName('help')
      .setDescription(g('cmd.game.help.description'))
      .addStringOption((o) =>
        o.setName('game').setDescription(g('cmd.game.help.game.description')).setAutocomplete(true),
      )
      .addStringOption((o) =>
        o.setName('topic').setDescription(g('cmd.game.help.topic.description')).setAutocomplete(true),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('dms')
      .setDescription(g('cmd.game.dms.description'))
      .addBooleanOption((o) =>
        o.setName('enabled').setDescription(g('cmd.game.dms.enabled.description')).setRequired(true),
      ),
  );

/** Every game the caller sits in, across servers: where it is their move, the longest waiting first. */
export const gamesCommand = new SlashCommandBuilder()
  .setName('games')
  .setDescription(cmdGames('cmd.games.description'))
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM);

/** Pauses the caller's clocks in all their games until a date. */
export const awayCommand = new SlashCommandBuilder()
  .setName('away')
  .setDescription(cmdAway('cmd.away.description'))
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .addStringOption((o) =>
    o.setName('until').setDescription(cmdAway('cmd.away.until.description')).setRequired(true).setMaxLength(40),
  );

export const handCommand = new SlashCommandBuilder()
  .setName('hand')
  .setDescription(cmdHand('cmd.hand.description'))
  // It needs the game's channel, so it is offered in servers only.
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .setContexts(InteractionContextType.Guild);
