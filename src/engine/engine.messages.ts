import { defineMessages } from './messages.ts';

/**
 * The engine's own words, the same for every game: refusals of a move, why a step cannot be
 * taken back, what a table option accepts, a record that does not replay, the story's defaults.
 * Numbers a player types back (bounds of an amount, a step, a version) are given as text, so they
 * are never grouped ("10080", not "10 080").
 */
export const m = defineMessages(
  'engine',
  {
    'engine.play.internal': 'Something went wrong with that move, so nothing changed. Please tell the bot owner.',
    'engine.play.amount': '{prompt}: give a whole number from {min} to {max}.',
    'engine.play.notAllowed': 'That move is not allowed at this point.',
    'engine.play.over': 'This game is over.',
    'engine.play.notWaiting': 'The table is not waiting for you right now.',
    'engine.play.notUnderstood': 'That move is not one this game understands.',
    'engine.load.newer': 'This game was saved by a newer version of the bot (state v{version}).',
    'engine.load.schema': 'The saved {game} game does not match its schema.',
    'engine.load.upgrade': 'The saved {game} game could not be upgraded.',

    'engine.flow.amount': 'Give a whole number from {min} to {max}.',
    'engine.amount.label': '{label}: {n}',
    'engine.flow.unavailable': 'That choice is not available now.',
    'engine.flow.notOpen': 'That is not one of your choices now.',

    'engine.undo.drew': 'it used a random outcome (a shuffle, a die or a random pick)',
    'engine.undo.revealed': 'it revealed something hidden',
    'engine.undo.over': 'it ended the game',
    'engine.undo.game': 'this game treats that step as final',
    'engine.undo.toldOthers':
      '{you, select, yes {it sent private news to you and {seats}} other {it sent private news to {seats}}}',
    'engine.undo.toldAnother': 'it sent private news to another player',
    'engine.undo.toldYou': 'it told you something privately (such as a card drawn or looked at)',
    'engine.undo.namedHidden': 'its public news names something that was hidden',
    'engine.undo.showedAll': 'it showed everyone something that was hidden',
    'engine.undo.showedYou': 'it showed you something hidden (such as a card drawn or looked at)',
    'engine.undo.showedTo': 'it showed something hidden to {seats}',
    'engine.undo.showedAnother': 'it showed another player something hidden',
    'engine.undo.faceUp': 'it played a hidden card face up',
    'engine.undo.turnedUp': 'it turned up something nobody could see before (such as the next card of a deck)',

    'engine.options.yesNo': 'yes or no',
    'engine.options.exactly': 'exactly {value}',
    'engine.options.oneOf': 'one of {values}',
    'engine.options.whole': 'a whole number',
    'engine.options.number': 'a number',
    'engine.options.wholeFrom': 'a whole number from {min} to {max}',
    'engine.options.numberFrom': 'a number from {min} to {max}',
    'engine.options.wholeAtLeast': 'a whole number of at least {min}',
    'engine.options.numberAtLeast': 'a number of at least {min}',
    'engine.options.wholeUpTo': 'a whole number up to {max}',
    'engine.options.numberUpTo': 'a number up to {max}',
    'engine.options.text': 'some text',
    'engine.options.or': '{a} or {b}',
    'engine.options.give': '{option}: give {what}',
    'engine.options.giveNot': '{option}: give {what}, not "{given}"',
    'engine.options.said': '{option}: {problem}',

    'engine.words.none': 'none',

    'engine.story.none': '{game} tells no story.',
    'engine.story.score': 'Score',
    'engine.story.seat': 'Seat {n}',

    'engine.replay.options': 'The options do not suit {game}.',
    'engine.replay.seats': '{game} is played by {min} to {max} players, not {seats}.',
    'engine.replay.setup': '{game} could not be set up from this record.',
    'engine.replay.noSeat': 'Step {step} names seat {seat}, which this table does not have.',
    'engine.replay.step': 'Step {step} does not replay: {error}',

    'engine.record.json': 'This is not a JSON file.',
    'engine.record.format': 'This is not a NeonTable game record ({path}: {problem}).',
    'engine.record.game': 'This record is of the game "{game}", not {name}.',
    'engine.record.version': "This record was made with version {made} of {name}'s rules; this bot has version {have}.",
  },
  {
    'engine.play.internal':
      'Un problème est survenu pendant ce coup, rien n’a donc changé. Merci de prévenir la personne qui gère le bot.',
    'engine.play.amount': '{prompt} : donnez un nombre entier de {min} à {max}.',
    'engine.play.notAllowed': 'Ce coup n’est pas permis à ce moment de la partie.',
    'engine.play.over': 'Cette partie est terminée.',
    'engine.play.notWaiting': 'La table ne vous attend pas pour l’instant.',
    'engine.play.notUnderstood': 'Ce jeu ne comprend pas ce coup.',
    'engine.load.newer': 'Cette partie a été enregistrée par une version plus récente du bot (état v{version}).',
    'engine.load.schema': 'La partie de {game} enregistrée ne correspond pas à son schéma.',
    'engine.load.upgrade': 'La partie de {game} enregistrée n’a pas pu être mise à jour.',

    'engine.flow.amount': 'Donnez un nombre entier de {min} à {max}.',
    'engine.amount.label': '{label} : {n}',
    'engine.flow.unavailable': 'Ce choix n’est pas disponible maintenant.',
    'engine.flow.notOpen': 'Ce n’est pas l’un de vos choix en ce moment.',

    'engine.undo.drew': 'il a fait appel au hasard (un mélange, un dé ou un tirage au sort)',
    'engine.undo.revealed': 'il a révélé quelque chose de caché',
    'engine.undo.over': 'il a mis fin à la partie',
    'engine.undo.game': 'ce jeu tient ce coup pour définitif',
    'engine.undo.toldOthers':
      '{you, select, yes {il vous a appris quelque chose en privé, ainsi qu’à {seats}} other {il a appris quelque chose en privé à {seats}}}',
    'engine.undo.toldAnother': 'il a appris quelque chose en privé à un autre joueur',
    'engine.undo.toldYou': 'il vous a appris quelque chose en privé (comme une carte piochée ou regardée)',
    'engine.undo.namedHidden': 'ses nouvelles publiques nomment quelque chose qui était caché',
    'engine.undo.showedAll': 'il a montré à tout le monde quelque chose qui était caché',
    'engine.undo.showedYou': 'il vous a montré quelque chose de caché (comme une carte piochée ou regardée)',
    'engine.undo.showedTo': 'il a montré quelque chose de caché à {seats}',
    'engine.undo.showedAnother': 'il a montré quelque chose de caché à un autre joueur',
    'engine.undo.faceUp': 'il a joué face visible une carte cachée',
    'engine.undo.turnedUp': 'il a dévoilé ce que personne ne voyait avant (comme la prochaine carte d’une pioche)',

    'engine.options.yesNo': 'oui ou non',
    'engine.options.exactly': 'exactement {value}',
    'engine.options.oneOf': 'l’une des valeurs {values}',
    'engine.options.whole': 'un nombre entier',
    'engine.options.number': 'un nombre',
    'engine.options.wholeFrom': 'un nombre entier de {min} à {max}',
    'engine.options.numberFrom': 'un nombre de {min} à {max}',
    'engine.options.wholeAtLeast': 'un nombre entier d’au moins {min}',
    'engine.options.numberAtLeast': 'un nombre d’au moins {min}',
    'engine.options.wholeUpTo': 'un nombre entier jusqu’à {max}',
    'engine.options.numberUpTo': 'un nombre jusqu’à {max}',
    'engine.options.text': 'du texte',
    'engine.options.or': '{a} ou {b}',
    'engine.options.give': '{option} : donnez {what}',
    'engine.options.giveNot': '{option} : donnez {what}, pas « {given} »',
    'engine.options.said': '{option} : {problem}',

    'engine.words.none': 'aucun',

    'engine.story.none': '{game} ne raconte pas d’histoire.',
    'engine.story.score': 'Score',
    'engine.story.seat': 'Place {n}',

    'engine.replay.options': 'Les options ne conviennent pas à {game}.',
    'engine.replay.seats': '{game} se joue de {min} à {max} joueurs, pas à {seats}.',
    'engine.replay.setup': '{game} n’a pas pu être mis en place à partir de cet enregistrement.',
    'engine.replay.noSeat': 'L’étape {step} nomme la place {seat}, que cette table n’a pas.',
    'engine.replay.step': 'L’étape {step} ne se rejoue pas : {error}',

    'engine.record.json': 'Ce n’est pas un fichier JSON.',
    'engine.record.format': 'Ce n’est pas un enregistrement de partie NeonTable ({path} : {problem}).',
    'engine.record.game': 'Cet enregistrement est une partie de « {game} », pas de {name}.',
    'engine.record.version':
      'Cet enregistrement a été fait avec la version {made} des règles de {name} ; ce bot a la version {have}.',
  },
);
