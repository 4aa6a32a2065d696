import { defineMessages } from '../../../engine/messages.ts';
import { VERSE_LIST } from '../data/index.ts';
import { forPlayers } from '../wording.ts';

/**
 * The Verse cards' texts in English and French: the printed condition, bonus and scoring by family
 * as players read them (`vr.verseText.<family>.<part>`, for help), and the short summaries of the
 * choices (verses/text.ts), which name the indicated types and Districts. The card data keeps the
 * printed texts.
 */

type Part = 'condition' | 'bonus' | 'scoring';
const PARTS: readonly Part[] = ['condition', 'bonus', 'scoring'];

const NO_CONDITION_FR = 'Ce Verse n’a pas de condition : il est en ligne dès que vous l’acquérez.';
const BOOST_BONUS_FR = 'Gagnez 1 des cartes Boost disponibles : elle va sous l’Action qu’elle montre.';

const FR_PRINTED: Readonly<Record<string, Partial<Record<Part, string>>>> = {
  twoAgents: {
    condition: 'Avoir 2 Agents en service du type indiqué.',
    bonus: BOOST_BONUS_FR,
    scoring: 'Gagnez 3 PV par Agent du type indiqué que vous possédez (en service, changé en Boost ou retiré).',
  },
  agentPair: {
    condition: 'Avoir en même temps au moins 1 Agent en service de chacun des types indiqués.',
    bonus: 'Gagnez 1 jeton +2 PV.',
    scoring: 'Gagnez 3 PV par Verse du type indiqué que vous possédez (en ligne ou non).',
  },
  serverDistricts: {
    condition: 'Avoir un Serveur dans au moins un des 2 quartiers indiqués.',
    bonus: 'Ajoutez 1 jeton d’Influence dans un arrondissement de l’un des 2 quartiers indiqués.',
    scoring: 'Gagnez 2 PV pour chaque arrondissement que vous contrôlez dans les 2 quartiers indiqués.',
  },
  darkKingdom: {
    condition: 'Avoir en même temps 1 Agent en service de chaque type (Combattant, Tech et Diplomate).',
    bonus:
      'Chaque adversaire choisit de défausser 1 Agent en service, 1 Boost (carte Boost ou Agent changé en Boost) ou 1 jeton Immunité. Un joueur qui n’a rien de tout cela ne défausse rien.',
    scoring:
      'Gagnez 5 PV pour chaque trio d’Agents de 3 types différents (en plus des 5 PV déjà gagnés en fin de partie).',
  },
  mythologia: {
    condition: 'Subir une Descente d’Interpol en ayant 7 cartes Corruption ou plus.',
    bonus: 'Augmentez votre Revenu de 2.',
    scoring: 'Gagnez 3 PV par Verse Horreur que vous possédez (en ligne ou non).',
  },
  codex: {
    condition: NO_CONDITION_FR,
    scoring:
      'Gagnez 7 PV si vous avez le moins d’Eurocrédits en fin de partie, quel que soit votre Revenu (même à égalité).',
  },
  paris1920: {
    condition: 'Avoir un Serveur dans Néo District.',
    bonus: 'Ajoutez 1 jeton d’Influence dans un arrondissement de votre choix.',
    scoring: 'Gagnez 3 PV pour chaque arrondissement que vous contrôlez dans Néo District.',
  },
  howling: {
    condition: 'Avoir vos 3 Directeurs dans le même quartier pendant la même manche.',
    bonus: 'Gagnez 1 jeton +2 PV.',
    scoring: 'Gagnez 2 PV par quartier où vous n’avez aucun jeton d’Influence (quels que soient vos Serveurs).',
  },
  curse: {
    condition: 'Subir une Descente d’Interpol sans dépenser de jeton Immunité.',
    bonus: 'Gagnez 2 jetons Immunité.',
    scoring:
      'Gagnez 2 PV par carte Corruption en main lors de la Descente d’Interpol de fin de partie (gardez vos cartes Corruption après la Descente pour le décompte).',
  },
  archipelago: {
    condition: 'Avoir 3 jetons d’Influence dans le même arrondissement.',
    bonus: 'Ajoutez 3 jetons d’Influence dans un ou plusieurs arrondissements que vous contrôlez.',
    scoring: 'Gagnez 3 PV par arrondissement où vous avez 2 jetons d’Influence ou plus.',
  },
  london: {
    condition: 'Avoir 3 jetons d’Influence ou plus dans la Zone de recyclage.',
    bonus: '3 de vos jetons d’Influence vont de votre réserve à la Zone de recyclage.',
    scoring: 'Gagnez 3 PV par jeton d’Influence que vous avez dans la Zone de recyclage en fin de partie.',
  },
  steampunk: {
    condition: NO_CONDITION_FR,
    scoring: 'Gagnez 7 PV si vous avez le plus de jetons d’Influence dans Neo Paris en fin de partie (même à égalité).',
  },
  ashes: {
    condition: 'N’avoir aucun Agent en service.',
    bonus: BOOST_BONUS_FR,
    scoring: 'Gagnez 2 PV par Boost que vous avez (carte Boost ou Agent changé en Boost).',
  },
  multiverse: {
    condition: NO_CONDITION_FR,
    scoring:
      'Gagnez 7 PV si vous avez le plus d’Eurocrédits en fin de partie, quel que soit votre Revenu (même à égalité).',
  },
  outpost: {
    condition: 'Avoir 2 de vos Serveurs dans des quartiers adjacents.',
    bonus: 'Gagnez 5 Eurocrédits.',
    scoring: '2 PV par Serveur.',
  },
  jurassic: {
    condition: 'Avoir 5 jetons Immunité ou plus.',
    bonus: 'Gagnez 1 jeton Immunité.',
    scoring: 'Gagnez 2 PV par jeton Immunité que vous avez en fin de partie.',
  },
  cyclades: {
    condition: NO_CONDITION_FR,
    scoring:
      'Gagnez 7 PV si vous avez le moins de jetons d’Influence dans Neo Paris en fin de partie (même à égalité).',
  },
  castle: {
    condition: 'Avoir 4 Boosts ou plus (carte Boost ou Agent changé en Boost).',
    bonus: BOOST_BONUS_FR,
    scoring: 'Gagnez 3 PV par Boost que vous avez sous des Actions différentes (carte Boost ou Agent changé en Boost).',
  },
};

const printedEn: Record<string, string> = {};
const printedFr: Record<string, string> = {};
for (const v of VERSE_LIST) {
  for (const part of PARTS) {
    const text = v[part];
    if (!text) continue;
    const key = `vr.verseText.${v.family}.${part}`;
    const fr = FR_PRINTED[v.family]?.[part];
    if (!fr) throw new Error(`vr: no French for the Verse text "${key}"`);
    printedEn[key] = forPlayers(text);
    printedFr[key] = fr;
  }
}

const EN = {
  // verses/text.ts: the summaries.
  'vr.verseSum.aType': 'a {type}',
  'vr.verseSum.noCondition': 'No condition: Online at once.',
  'vr.verseSum.cond.twoAgents': 'Have 2 {types} Agents on Duty.',
  'vr.verseSum.cond.agentPair': 'Have {pair} Agent on Duty at the same time.',
  'vr.verseSum.cond.serverDistricts': 'Have a Server in {districts}.',
  'vr.verseSum.cond.darkKingdom': 'Have a Fighter, a Tech and a Diplomat on Duty at the same time.',
  'vr.verseSum.cond.mythologia': 'Undergo an Interpol Raid with 7 Corruption cards or more.',
  'vr.verseSum.cond.paris1920': 'Have a Server in Néo District.',
  'vr.verseSum.cond.howling': 'Have your 3 Directors in the same District in one Round.',
  'vr.verseSum.cond.curse': 'Undergo an Interpol Raid without spending any Immunity token.',
  'vr.verseSum.cond.archipelago': 'Have 3 Influence tokens in the same Borough.',
  'vr.verseSum.cond.london': 'Have 3 Influence tokens or more in the Recycle Area.',
  'vr.verseSum.cond.ashes': 'Have no Agent on Duty.',
  'vr.verseSum.cond.outpost': 'Have 2 of your Servers in adjacent Districts.',
  'vr.verseSum.cond.jurassic': 'Have 5 Immunity tokens or more.',
  'vr.verseSum.cond.castle': 'Have 4 Boosts or more.',
  'vr.verseSum.bonus.boost': 'Gain 1 of the available Boost cards.',
  'vr.verseSum.bonus.agentPair': 'Gain 1 +2 VPs token.',
  'vr.verseSum.bonus.serverDistricts': 'Add 1 Influence token in {districts}.',
  'vr.verseSum.bonus.darkKingdom':
    'Each opponent discards 1 Agent on Duty, 1 Boost or 1 Immunity token (their choice).',
  'vr.verseSum.score.twoAgents': '3 VPs per {types} Agent you own.',
  'vr.verseSum.score.agentPair': '3 VPs per {verseType} Verse you own.',
  'vr.verseSum.score.serverDistricts': '2 VPs per Borough you control in {districts}.',
  'vr.verseSum.score.darkKingdom': '5 VPs per trio of Agents of 3 different types.',
  'vr.verseSum.score.mythologia': '3 VPs per Horror Verse you own.',
  'vr.verseSum.score.codex': '7 VPs if you have the fewest Eurocredits.',
  'vr.verseSum.score.paris1920': '3 VPs per Borough you control in Néo District.',
  'vr.verseSum.score.howling': '2 VPs per District where you have no Influence token.',
  'vr.verseSum.score.curse': '2 VPs per Corruption card held in the End of Game Raid.',
  'vr.verseSum.score.archipelago': '3 VPs per Borough where you have 2 Influence tokens or more.',
  'vr.verseSum.score.london': '3 VPs per Influence token of yours in the Recycle Area.',
  'vr.verseSum.score.steampunk': '7 VPs if you have the most Influence tokens in Neo Paris.',
  'vr.verseSum.score.ashes': '2 VPs per Boost.',
  'vr.verseSum.score.multiverse': '7 VPs if you have the most Eurocredits.',
  'vr.verseSum.score.outpost': '2 VPs per Server.',
  'vr.verseSum.score.jurassic': '2 VPs per Immunity token.',
  'vr.verseSum.score.cyclades': '7 VPs if you have the fewest Influence tokens in Neo Paris.',
  'vr.verseSum.score.castle': '3 VPs per Action with a Boost under it.',
  'vr.verseSum.offerScore.twoAgents': '3 VP per {types} Agent you own',
  'vr.verseSum.offerScore.agentPair': '3 VP per {verseType} Verse you own',
  'vr.verseSum.offerScore.serverDistricts': '2 VP per Borough you control in {districts}',
  'vr.verseSum.offerScore.darkKingdom': '5 VP per trio of Agents of 3 types',
  'vr.verseSum.offerScore.mythologia': '3 VP per Horror Verse you own',
  'vr.verseSum.offerScore.codex': '7 VP if you have the fewest Eurocredits',
  'vr.verseSum.offerScore.paris1920': '3 VP per Borough you control in Néo District',
  'vr.verseSum.offerScore.howling': '2 VP per District where you have no token',
  'vr.verseSum.offerScore.curse': '2 VP per Corruption card in the final Raid',
  'vr.verseSum.offerScore.archipelago': '3 VP per Borough where you have 2+ tokens',
  'vr.verseSum.offerScore.london': '3 VP per token of yours in the Recycle Area',
  'vr.verseSum.offerScore.steampunk': '7 VP if you have the most tokens in Neo Paris',
  'vr.verseSum.offerScore.ashes': '2 VP per Boost',
  'vr.verseSum.offerScore.multiverse': '7 VP if you have the most Eurocredits',
  'vr.verseSum.offerScore.outpost': '2 VP per Server',
  'vr.verseSum.offerScore.jurassic': '2 VP per Immunity token',
  'vr.verseSum.offerScore.cyclades': '7 VP if you have the fewest tokens in Neo Paris',
  'vr.verseSum.offerScore.castle': '3 VP per Action with a Boost under it',
  'vr.verseSum.offerCond.twoAgents': '2 {types} Agents on Duty',
  'vr.verseSum.offerCond.agentPair': '{pair} on Duty',
  'vr.verseSum.offerCond.serverDistricts': 'a Server in {districts}',
  'vr.verseSum.offerCond.darkKingdom': 'an Agent of each type on Duty',
  'vr.verseSum.offerCond.mythologia': 'a Raid on 7+ Corruption cards',
  'vr.verseSum.offerCond.paris1920': 'a Server in Néo District',
  'vr.verseSum.offerCond.howling': 'your 3 Directors of a Round in one District',
  'vr.verseSum.offerCond.curse': 'a Raid without spending Immunity',
  'vr.verseSum.offerCond.archipelago': '3 of your tokens in one Borough',
  'vr.verseSum.offerCond.london': '3+ tokens in the Recycle Area',
  'vr.verseSum.offerCond.ashes': 'no Agent on Duty',
  'vr.verseSum.offerCond.outpost': 'Servers in 2 adjacent Districts',
  'vr.verseSum.offerCond.jurassic': '5+ Immunity tokens',
  'vr.verseSum.offerCond.castle': '4+ Boosts',
  'vr.verseSum.offerBonus.boost': 'a Boost card',
  'vr.verseSum.offerBonus.vpToken': 'a +2 VPs token',
  'vr.verseSum.offerBonus.serverDistricts': '1 Influence token in either District',
  'vr.verseSum.offerBonus.darkKingdom': 'opponents each lose an Agent, Boost or Immunity',
  'vr.verseSum.offerBonus.mythologia': 'Income +2',
  'vr.verseSum.offerBonus.paris1920': '1 Influence token anywhere',
  'vr.verseSum.offerBonus.curse': '2 Immunity tokens',
  'vr.verseSum.offerBonus.archipelago': '3 Influence tokens where you control',
  'vr.verseSum.offerBonus.london': '3 reserve tokens to the Recycle Area',
  'vr.verseSum.offerBonus.outpost': '5 Eurocredits',
  'vr.verseSum.offerBonus.jurassic': '1 Immunity token',
  'vr.verseSum.take': 'Take {verse}: {scoring}',
  'vr.verseSum.pay': 'Pay {cost}. ',
  'vr.verseSum.needs': 'Needs {condition}.',
  'vr.verseSum.noBonus': '{pay}{needs} No bonus.',
  'vr.verseSum.bonusOnline': '{pay}{needs} Bonus when Online: {bonus}.',
  'vr.verseSum.bonusShort': '{pay}{needs} Bonus: {bonus}.',
  'vr.verseSum.summary': '{condition} Scores {scoring}',
} as const;

const FR: { readonly [K in keyof typeof EN]: string } = {
  'vr.verseSum.aType': 'un {type}',
  'vr.verseSum.noCondition': 'Sans condition : en ligne aussitôt.',
  'vr.verseSum.cond.twoAgents': 'Avoir 2 Agents {types} en service.',
  'vr.verseSum.cond.agentPair': 'Avoir ensemble en service {pair}.',
  'vr.verseSum.cond.serverDistricts': 'Avoir un Serveur dans {districts}.',
  'vr.verseSum.cond.darkKingdom': 'Avoir ensemble en service un Combattant, un Tech et un Diplomate.',
  'vr.verseSum.cond.mythologia': 'Subir une Descente d’Interpol avec 7 cartes Corruption ou plus.',
  'vr.verseSum.cond.paris1920': 'Avoir un Serveur dans Néo District.',
  'vr.verseSum.cond.howling': 'Avoir vos 3 Directeurs dans le même quartier pendant une manche.',
  'vr.verseSum.cond.curse': 'Subir une Descente d’Interpol sans dépenser de jeton Immunité.',
  'vr.verseSum.cond.archipelago': 'Avoir 3 jetons d’Influence dans le même arrondissement.',
  'vr.verseSum.cond.london': 'Avoir 3 jetons d’Influence ou plus dans la Zone de recyclage.',
  'vr.verseSum.cond.ashes': 'N’avoir aucun Agent en service.',
  'vr.verseSum.cond.outpost': 'Avoir 2 de vos Serveurs dans des quartiers adjacents.',
  'vr.verseSum.cond.jurassic': 'Avoir 5 jetons Immunité ou plus.',
  'vr.verseSum.cond.castle': 'Avoir 4 Boosts ou plus.',
  'vr.verseSum.bonus.boost': 'Gagnez 1 des cartes Boost disponibles.',
  'vr.verseSum.bonus.agentPair': 'Gagnez 1 jeton +2 PV.',
  'vr.verseSum.bonus.serverDistricts': 'Ajoutez 1 jeton d’Influence dans {districts}.',
  'vr.verseSum.bonus.darkKingdom':
    'Chaque adversaire défausse 1 Agent en service, 1 Boost ou 1 jeton Immunité (à son choix).',
  'vr.verseSum.score.twoAgents': '3 PV par Agent {types} que vous possédez.',
  'vr.verseSum.score.agentPair': '3 PV par Verse {verseType} que vous possédez.',
  'vr.verseSum.score.serverDistricts': '2 PV par arrondissement que vous contrôlez dans {districts}.',
  'vr.verseSum.score.darkKingdom': '5 PV par trio d’Agents de 3 types différents.',
  'vr.verseSum.score.mythologia': '3 PV par Verse Horreur que vous possédez.',
  'vr.verseSum.score.codex': '7 PV si vous avez le moins d’Eurocrédits.',
  'vr.verseSum.score.paris1920': '3 PV par arrondissement que vous contrôlez dans Néo District.',
  'vr.verseSum.score.howling': '2 PV par quartier où vous n’avez aucun jeton d’Influence.',
  'vr.verseSum.score.curse': '2 PV par carte Corruption en main lors de la Descente de fin de partie.',
  'vr.verseSum.score.archipelago': '3 PV par arrondissement où vous avez 2 jetons d’Influence ou plus.',
  'vr.verseSum.score.london': '3 PV par jeton d’Influence à vous dans la Zone de recyclage.',
  'vr.verseSum.score.steampunk': '7 PV si vous avez le plus de jetons d’Influence dans Neo Paris.',
  'vr.verseSum.score.ashes': '2 PV par Boost.',
  'vr.verseSum.score.multiverse': '7 PV si vous avez le plus d’Eurocrédits.',
  'vr.verseSum.score.outpost': '2 PV par Serveur.',
  'vr.verseSum.score.jurassic': '2 PV par jeton Immunité.',
  'vr.verseSum.score.cyclades': '7 PV si vous avez le moins de jetons d’Influence dans Neo Paris.',
  'vr.verseSum.score.castle': '3 PV par Action avec un Boost dessous.',
  'vr.verseSum.offerScore.twoAgents': '3 PV par Agent {types} possédé',
  'vr.verseSum.offerScore.agentPair': '3 PV par Verse {verseType} possédé',
  'vr.verseSum.offerScore.serverDistricts': '2 PV par arrondissement contrôlé dans {districts}',
  'vr.verseSum.offerScore.darkKingdom': '5 PV par trio d’Agents de 3 types',
  'vr.verseSum.offerScore.mythologia': '3 PV par Verse Horreur possédé',
  'vr.verseSum.offerScore.codex': '7 PV si vous avez le moins d’Eurocrédits',
  'vr.verseSum.offerScore.paris1920': '3 PV par arrondissement contrôlé dans Néo District',
  'vr.verseSum.offerScore.howling': '2 PV par quartier où vous n’avez aucun jeton',
  'vr.verseSum.offerScore.curse': '2 PV par carte Corruption lors de la Descente finale',
  'vr.verseSum.offerScore.archipelago': '3 PV par arrondissement où vous avez 2+ jetons',
  'vr.verseSum.offerScore.london': '3 PV par jeton à vous dans la Zone de recyclage',
  'vr.verseSum.offerScore.steampunk': '7 PV si vous avez le plus de jetons dans Neo Paris',
  'vr.verseSum.offerScore.ashes': '2 PV par Boost',
  'vr.verseSum.offerScore.multiverse': '7 PV si vous avez le plus d’Eurocrédits',
  'vr.verseSum.offerScore.outpost': '2 PV par Serveur',
  'vr.verseSum.offerScore.jurassic': '2 PV par jeton Immunité',
  'vr.verseSum.offerScore.cyclades': '7 PV si vous avez le moins de jetons dans Neo Paris',
  'vr.verseSum.offerScore.castle': '3 PV par Action avec un Boost dessous',
  'vr.verseSum.offerCond.twoAgents': '2 Agents {types} en service',
  'vr.verseSum.offerCond.agentPair': '{pair} en service',
  'vr.verseSum.offerCond.serverDistricts': 'un Serveur dans {districts}',
  'vr.verseSum.offerCond.darkKingdom': 'un Agent de chaque type en service',
  'vr.verseSum.offerCond.mythologia': 'une Descente avec 7+ cartes Corruption',
  'vr.verseSum.offerCond.paris1920': 'un Serveur dans Néo District',
  'vr.verseSum.offerCond.howling': 'vos 3 Directeurs d’une manche dans un quartier',
  'vr.verseSum.offerCond.curse': 'une Descente sans dépenser d’Immunité',
  'vr.verseSum.offerCond.archipelago': '3 de vos jetons dans un arrondissement',
  'vr.verseSum.offerCond.london': '3+ jetons dans la Zone de recyclage',
  'vr.verseSum.offerCond.ashes': 'aucun Agent en service',
  'vr.verseSum.offerCond.outpost': 'des Serveurs dans 2 quartiers adjacents',
  'vr.verseSum.offerCond.jurassic': '5+ jetons Immunité',
  'vr.verseSum.offerCond.castle': '4+ Boosts',
  'vr.verseSum.offerBonus.boost': 'une carte Boost',
  'vr.verseSum.offerBonus.vpToken': 'un jeton +2 PV',
  'vr.verseSum.offerBonus.serverDistricts': '1 jeton d’Influence dans l’un des quartiers',
  'vr.verseSum.offerBonus.darkKingdom': 'chaque adversaire perd un Agent, un Boost ou une Immunité',
  'vr.verseSum.offerBonus.mythologia': 'Revenu +2',
  'vr.verseSum.offerBonus.paris1920': '1 jeton d’Influence où vous voulez',
  'vr.verseSum.offerBonus.curse': '2 jetons Immunité',
  'vr.verseSum.offerBonus.archipelago': '3 jetons d’Influence où vous contrôlez',
  'vr.verseSum.offerBonus.london': '3 jetons de réserve à la Zone de recyclage',
  'vr.verseSum.offerBonus.outpost': '5 Eurocrédits',
  'vr.verseSum.offerBonus.jurassic': '1 jeton Immunité',
  'vr.verseSum.take': 'Prendre {verse} : {scoring}',
  'vr.verseSum.pay': 'Payez {cost}. ',
  'vr.verseSum.needs': 'Demande {condition}.',
  'vr.verseSum.noBonus': '{pay}{needs} Pas de bonus.',
  'vr.verseSum.bonusOnline': '{pay}{needs} Bonus en ligne : {bonus}.',
  'vr.verseSum.bonusShort': '{pay}{needs} Bonus : {bonus}.',
  'vr.verseSum.summary': '{condition} Marque {scoring}',
};

const vt = defineMessages('vr.verseText', printedEn, printedFr);

/** The summaries of the choices (verses/text.ts). */
export const vs = defineMessages('vr.verseSum', EN, FR);

/** A Verse's printed condition, bonus or scoring as players read it, in the reader's language. */
export const versePrinted = (family: string, part: Part): string => vt(`vr.verseText.${family}.${part}`);

/** Is `key` one of the summaries' keys? */
export const isSummaryKey = (key: string): key is keyof typeof EN => key in EN;
