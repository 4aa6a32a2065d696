import { defineMessages } from '../../../engine/messages.ts';
import { AGENT_LIST } from '../data/index.ts';
import { forPlayers } from '../wording.ts';

/**
 * The Agent cards' printed activation and Promotion texts as players read them, in English and
 * French: `vr.agentText.<agent id>.<part>`. The French is by the English words (several Agents
 * share a text). The card data keeps the printed texts.
 */

const FR_BY_ENGLISH: Readonly<Record<string, string>> = {
  'Remove 1 Influence token in the Borough.': 'Retirez 1 jeton d’Influence de l’arrondissement.',
  'Draw 1 Corruption card to Remove 1 Influence token from the indicated District.':
    'Piochez 1 carte Corruption pour retirer 1 jeton d’Influence du quartier indiqué.',
  'Remove 1 Influence token from the Borough.': 'Retirez 1 jeton d’Influence de l’arrondissement.',
  'Draw 1 Corruption card to Remove 1 Influence token from the Pigalle or Marais District.':
    'Piochez 1 carte Corruption pour retirer 1 jeton d’Influence du quartier Pigalle ou Marais.',
  'Remove 1 Influence token from the Borough and, if your Director is in one of the two indicated Districts, in addition to your action for the turn, you may perform the Make a Donation action.':
    'Retirez 1 jeton d’Influence de l’arrondissement et, si votre Directeur est dans l’un des deux quartiers indiqués, en plus de votre action du tour, vous pouvez faire l’Action Faire un Don.',
  'Remove or add 1 Influence token to one of the indicated Districts.':
    'Retirez ou ajoutez 1 jeton d’Influence dans l’un des quartiers indiqués.',
  'Remove 1 Influence token from the Borough and remove 1 Influence token from an adjacent Borough.':
    'Retirez 1 jeton d’Influence de l’arrondissement et 1 jeton d’Influence d’un arrondissement adjacent.',
  'In addition to your action for the turn, you may perform the Make a Donation action.':
    'En plus de votre action du tour, vous pouvez faire l’Action Faire un Don.',
  'Remove 1 Influence token from the Borough and add 1 Influence token to a Borough of your choice.':
    'Retirez 1 jeton d’Influence de l’arrondissement et ajoutez 1 jeton d’Influence dans un arrondissement de votre choix.',
  'In addition to your action for the turn, you may perform the Work action.':
    'En plus de votre action du tour, vous pouvez faire l’Action Travailler.',
  'Gain 3 Eurocredits.': 'Gagnez 3 Eurocrédits.',
  "Draw 1 Corruption card to use the Promotion ability of any Agent on Duty (one of yours or another player's).":
    'Piochez 1 carte Corruption pour utiliser la capacité de Promotion de n’importe quel Agent en service (à vous ou à un autre joueur).',
  'If you perform the Create a Verse action this turn, draw 1 Corruption card to refresh the 5 available Verse cards. They go to the bottom of the Verse deck and the next 5 are shown.':
    'Si vous faites l’Action Créer un Verse ce tour-ci, piochez 1 carte Corruption pour renouveler les 5 cartes Verse disponibles. Elles vont sous la pioche Verse et les 5 suivantes sont montrées.',
  'If you perform the Build a Server action this turn, you may draw 1 Corruption card to gain 3 Eurocredits.':
    'Si vous faites l’Action Construire un Serveur ce tour-ci, vous pouvez piocher 1 carte Corruption pour gagner 3 Eurocrédits.',
  'Draw 1 Corruption card to increase your Income by 1.':
    'Piochez 1 carte Corruption pour augmenter votre Revenu de 1.',
  'If you perform the Create a Verse action this turn, you may draw 1 Corruption card to gain 3 Eurocredits.':
    'Si vous faites l’Action Créer un Verse ce tour-ci, vous pouvez piocher 1 carte Corruption pour gagner 3 Eurocrédits.',
  'If you perform the Build a Server action this turn, you may build the Server even if your Director is in a Borough where you have no Influence token. (Other rules to build Servers must still be followed).':
    'Si vous faites l’Action Construire un Serveur ce tour-ci, vous pouvez construire le Serveur même si votre Directeur est dans un arrondissement où vous n’avez aucun jeton d’Influence. (Les autres règles de construction des Serveurs s’appliquent toujours.)',
  'Gain 3 Eurocredits and immediately gain the Bonus of one of your Online Verses again.':
    'Gagnez 3 Eurocrédits et regagnez aussitôt le Bonus de l’un de vos Verses en ligne.',
  'Turn one of your Verses to its Online side, regardless of the condition. Gain the Bonus.':
    'Mettez l’un de vos Verses en ligne, quelle que soit sa condition. Gagnez son Bonus.',
  'Gain 3 Eurocredits and you may remove one of your Servers from Neo Paris (it returns to your supply) to take one of the available Verse cards, OR discard one of your Verse cards (Online or not) to build a Server in the Borough, following the usual rules for building a server.':
    'Gagnez 3 Eurocrédits et vous pouvez retirer l’un de vos Serveurs de Neo Paris (il retourne dans votre réserve) pour prendre l’une des cartes Verse disponibles, OU défausser l’une de vos cartes Verse (en ligne ou non) pour construire un Serveur dans l’arrondissement, selon les règles habituelles de construction.',
  'Turn all your Agents on Duty upright. You may activate them again during this Round.':
    'Redressez tous vos Agents en service. Vous pouvez les activer de nouveau pendant cette manche.',
  'Gain 3 Eurocredits and increase your Income by 2.': 'Gagnez 3 Eurocrédits et augmentez votre Revenu de 2.',
  'Increase your Income by 2.': 'Augmentez votre Revenu de 2.',
  'Gain 3 Eurocredits and you may refresh the 5 available Verse cards. They go to the bottom of the Verse deck and the next 5 are shown.':
    'Gagnez 3 Eurocrédits et vous pouvez renouveler les 5 cartes Verse disponibles. Elles vont sous la pioche Verse et les 5 suivantes sont montrées.',
  'In addition to your action for the turn, you may perform the Create a Verse action.':
    'En plus de votre action du tour, vous pouvez faire l’Action Créer un Verse.',
  "Gain 3 Eurocredits and you may move the Server in this Borough (whether it is yours or an opponent's) to an adjacent Borough, following the usual rules for building a server.":
    'Gagnez 3 Eurocrédits et vous pouvez déplacer le Serveur de cet arrondissement (le vôtre ou celui d’un adversaire) vers un arrondissement adjacent, selon les règles habituelles de construction.',
  'In addition to your action for the turn, you may perform the Build a Server action.':
    'En plus de votre action du tour, vous pouvez faire l’Action Construire un Serveur.',
  'Gain 1 Immunity token.': 'Gagnez 1 jeton Immunité.',
  'If you perform the Recruit an Agent action this turn, you may draw 1 Corruption card to add +2 to its Range.':
    'Si vous faites l’Action Recruter un Agent ce tour-ci, vous pouvez piocher 1 carte Corruption pour ajouter +2 à sa portée.',
  'Draw 1 Corruption card to choose another Player and look at their Corruption cards. Take one then give them one of yours. It can be the same card.':
    'Piochez 1 carte Corruption pour choisir un autre joueur et regarder ses cartes Corruption. Prenez-en une puis donnez-lui une des vôtres. Ce peut être la même carte.',
  'Draw 1 Corruption card to add 1 Influence token in an adjacent Borough.':
    'Piochez 1 carte Corruption pour ajouter 1 jeton d’Influence dans un arrondissement adjacent.',
  'Draw 1 Corruption card to discard 2 Corruption cards of your choice. You can discard the card you just drew.':
    'Piochez 1 carte Corruption pour défausser 2 cartes Corruption de votre choix. Vous pouvez défausser celle que vous venez de piocher.',
  'If you perform the Recruit an Agent action, draw 1 Corruption card to gain 4 Eurocredits.':
    'Si vous faites l’Action Recruter un Agent, piochez 1 carte Corruption pour gagner 4 Eurocrédits.',
  'Draw 1 Corruption card to gain 2 Immunity tokens.': 'Piochez 1 carte Corruption pour gagner 2 jetons Immunité.',
  'Gain 1 Immunity token and steal 1 Immunity token from a Player with a Director in your Borough or in an adjacent Borough.':
    'Gagnez 1 jeton Immunité et volez 1 jeton Immunité à un joueur ayant un Directeur dans votre arrondissement ou dans un arrondissement adjacent.',
  'In addition to your action for the turn, you may perform the Recruit an Agent action to recruit an Agent from the Discard pile.':
    'En plus de votre action du tour, vous pouvez faire l’Action Recruter un Agent pour recruter un Agent de la défausse.',
  'Gain 1 Immunity token and add 1 Influence token to an adjacent Borough.':
    'Gagnez 1 jeton Immunité et ajoutez 1 jeton d’Influence dans un arrondissement adjacent.',
  'Gain 2 Immunity tokens.': 'Gagnez 2 jetons Immunité.',
  'Gain 1 Immunity token and you may give 1 Corruption card of your choice to another Player.':
    'Gagnez 1 jeton Immunité et vous pouvez donner 1 carte Corruption de votre choix à un autre joueur.',
  'You may give 1 Corruption card of your choice to another Player.':
    'Vous pouvez donner 1 carte Corruption de votre choix à un autre joueur.',
  'Gain 1 Immunity token and swap one of your Agents on Duty (turned or upright) with an Agent still available in Neo Paris. The new Agent comes on Duty upright: you can use its ability this Round.':
    'Gagnez 1 jeton Immunité et échangez l’un de vos Agents en service (incliné ou redressé) contre un Agent encore disponible dans Neo Paris. Le nouvel Agent entre en service redressé : vous pouvez utiliser sa capacité cette manche.',
  'In addition to your action for the turn, you may perform the Recruit an Agent action.':
    'En plus de votre action du tour, vous pouvez faire l’Action Recruter un Agent.',
  'Gain 1 Immunity token and gain 3 Eurocredits and remove 1 Influence token from the Borough.':
    'Gagnez 1 jeton Immunité et 3 Eurocrédits, et retirez 1 jeton d’Influence de l’arrondissement.',
  'This is the only non-immediate promotion ability. At the end of the game, before the scoring, choose which type of Agent this is: Fighter, Tech or Diplomat.':
    'C’est la seule capacité de Promotion non immédiate. En fin de partie, avant le décompte, choisissez le type de cet Agent : Combattant, Tech ou Diplomate.',
};

type Part = 'activation' | 'promotion';

const EN: Record<string, string> = {};
const FR: Record<string, string> = {};
for (const a of AGENT_LIST) {
  for (const part of ['activation', 'promotion'] as const) {
    const key = `vr.agentText.${a.id}.${part}`;
    const text = forPlayers(a[part]);
    const fr = FR_BY_ENGLISH[text];
    if (!fr) throw new Error(`vr: no French for the Agent text "${key}"`);
    EN[key] = text;
    FR[key] = fr;
  }
}

const at = defineMessages('vr.agentText', EN, FR);

/** An Agent's printed activation or Promotion text as players read it, in the reader's language. */
export const agentPrinted = (id: string, part: Part): string => at(`vr.agentText.${id}.${part}`);
