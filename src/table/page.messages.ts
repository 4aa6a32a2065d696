import { defineMessages, type Locale } from '../engine/messages.ts';

/**
 * The offline table page's own words (its chrome, not the bot's messages), in the viewer's
 * language (?locale=). The page fills the values itself, so a message here holds plain `{name}`
 * values only: no plural, select or number.
 */
const en = {
  'table.playingAs': 'Playing as',
  'table.language': 'Language',
  'table.serverLanguage': 'Server language',
  'table.tabs': 'Open a tab per player:',
  'table.connecting': 'connecting…',
  'table.reconnecting': 'reconnecting…',
  'table.notConnected': 'not connected',
  'table.cannotOpen': 'Cannot open this view',
  'table.tryFirst': 'Try the first user.',
  'table.dmTopic': 'Your private messages from the bot',
  'table.dmWelcome':
    'This is the beginning of your direct messages with NeonTable. Private news and decisions out of turn arrive here. Only you ({name}) can see them.',
  'table.channelTitle': 'Welcome to #{name}!',
  'table.channelWelcome':
    'This is the start of #{name}. Type / in the box below to use the bot’s commands. The offline table keeps games, not chat: after a restart, /game status shows a game in progress.',
  'table.textChannels': 'Text channels',
  'table.directMessages': 'Direct messages',
  'table.online': 'Online — {n}',
  'table.cancel': 'Cancel',
  'table.submit': 'Submit',
  'table.choose': 'Choose',
  'table.makeSelection': 'Make a selection',
  'table.openFull': 'Open full size',
  'table.dismiss': 'Dismiss message',
  'table.commands': 'Commands',
  'table.noCommand': 'No command matches',
  'table.noSuggestions': 'No suggestions.',
  'table.asking': 'Asking NeonTable…',
  'table.pressEnter': 'Press Enter to send.',
  'table.onlySlash': 'The bot only reads slash commands here: type / to see them.',
  'table.unknownCommand': 'Unknown command {command}: pick one from the list.',
  'table.noDmCommands': 'The server’s commands do not work in DMs: use them in a channel.',
  'table.boxHint': 'Message #{name}: type / for commands',
} as const;

const fr: { readonly [K in keyof typeof en]: string } = {
  'table.playingAs': 'Vous jouez',
  'table.language': 'Langue',
  'table.serverLanguage': 'Langue du serveur',
  'table.tabs': 'Un onglet par joueur :',
  'table.connecting': 'connexion…',
  'table.reconnecting': 'reconnexion…',
  'table.notConnected': 'non connecté',
  'table.cannotOpen': 'Impossible d’ouvrir cette vue',
  'table.tryFirst': 'Essayez le premier utilisateur.',
  'table.dmTopic': 'Vos messages privés du bot',
  'table.dmWelcome':
    'Voici le début de vos messages privés avec NeonTable. Les nouvelles privées et les décisions hors de votre tour arrivent ici. Vous seul ({name}) pouvez les voir.',
  'table.channelTitle': 'Bienvenue dans #{name} !',
  'table.channelWelcome':
    'Voici le début de #{name}. Tapez / dans la zone ci-dessous pour utiliser les commandes du bot. La table hors ligne garde les parties, pas la discussion : après un redémarrage, /game status montre une partie en cours.',
  'table.textChannels': 'Salons textuels',
  'table.directMessages': 'Messages privés',
  'table.online': 'En ligne — {n}',
  'table.cancel': 'Annuler',
  'table.submit': 'Envoyer',
  'table.choose': 'Choisir',
  'table.makeSelection': 'Faites un choix',
  'table.openFull': 'Ouvrir en taille réelle',
  'table.dismiss': 'Ignorer le message',
  'table.commands': 'Commandes',
  'table.noCommand': 'Aucune commande ne correspond',
  'table.noSuggestions': 'Aucune suggestion.',
  'table.asking': 'NeonTable répond…',
  'table.pressEnter': 'Appuyez sur Entrée pour envoyer.',
  'table.onlySlash': 'Le bot ne lit ici que les commandes slash : tapez / pour les voir.',
  'table.unknownCommand': 'Commande {command} inconnue : choisissez-en une dans la liste.',
  'table.noDmCommands': 'Les commandes du serveur ne marchent pas en message privé : utilisez-les dans un salon.',
  'table.boxHint': 'Message dans #{name} : tapez / pour les commandes',
};

defineMessages('table', en, fr);

/** The page's words in `locale`, by key, their `{name}` values left for the page to fill. */
export const pageWords = (locale: Locale): Readonly<Record<string, string>> => (locale === 'fr' ? fr : en);
