import { defineMessages } from '../engine/messages.ts';

/** The table service's words (src/service): refusals, settings, notes, DMs. docs/i18n.md. */
export const service = defineMessages(
  'service',
  {
    'service.seat': 'Seat {n}',
    'service.dm.head': '**{game}** in {channel}:',
    'service.settings.unsent':
      '{n, plural, one {Reminder {list} is not shorter than the clock ({clock}), so it is never sent.} other {Reminders {list} are not shorter than the clock ({clock}), so they are never sent.}}',
    'service.settings.expiry.wait': 'wait (ping again each clock period)',
    'service.settings.expiry.bot': 'bot (a computer takes that one decision)',
    'service.settings.strikes': '{n, plural, one {# expired deadline} other {# expired deadlines}} of one player',
    'service.settings.after.bot': 'bot (a computer takes the seat for good)',
    'service.settings.after.vote': 'vote (the others vote to end the game with the current standings)',
    'service.settings.vacation': '{n, plural, one {# day} other {# days}} of /away per player per month',
    'service.clock.none': 'no clock',
    'service.clock.per': '{time} per decision',
  },
  {
    'service.seat': 'Place {n}',
    'service.dm.head': '**{game}** dans {channel} :',
    'service.settings.unsent':
      '{n, plural, one {Le rappel {list} n’est pas plus court que l’horloge ({clock}) : il n’est jamais envoyé.} other {Les rappels {list} ne sont pas plus courts que l’horloge ({clock}) : ils ne sont jamais envoyés.}}',
    'service.settings.expiry.wait': 'wait (rappeler à chaque période de l’horloge)',
    'service.settings.expiry.bot': 'bot (un ordinateur prend cette décision)',
    'service.settings.strikes': '{n, plural, one {# échéance manquée} other {# échéances manquées}} par un joueur',
    'service.settings.after.bot': 'bot (un ordinateur prend la place pour de bon)',
    'service.settings.after.vote': 'vote (les autres votent pour finir sur le classement actuel)',
    'service.settings.vacation': '{n, plural, one {# jour} other {# jours}} de /absent par joueur et par mois',
    'service.clock.none': 'pas d’horloge',
    'service.clock.per': '{time} par décision',
  },
);
