/**
 * The 33 Agent cards: 18 Level 1 (6 Fighters, 6 Techs, 6 Diplomats) and 15 Level 2 (5 of each type).
 * Texts are the rulebook's card texts. The only designed parts are the "indicated" Districts of the
 * five Level 1 Fighters and of Nash, Benedict and Doc Slice (the rulebook prints the cards as
 * groups and does not say which District each copy indicates).
 */
import { z } from 'zod';
import { AGENT_NAMES_EN, agentNameToken, withNameTokens } from './messages.ts';
import { type Agent, agentSchema, type BoostEffect } from './types.ts';

const FIGHTER = 'Remove 1 Influence token from the Borough';
const TECH = 'Gain 3 Eurocredits';
const DIPLOMAT = 'Gain 1 Immunity token';

const BOOST = {
  work: { action: 'work', money: 3, text: 'When you perform the Work action, gain 3 additional Eurocredits.' },
  donation: {
    action: 'donation',
    donationDiscard: true,
    text: 'When you perform the Make a Donation action, in addition to any other reward, you may pay 1 Eurocredit to discard 1 Corruption card.',
  },
  verseMoney: { action: 'verse', money: 2, text: 'When you perform the Create a Verse action, gain 2 Eurocredits.' },
  verseRefresh: {
    action: 'verse',
    verseRefresh: 2,
    text: 'When you perform the Create a Verse action, you may refresh 1 or 2 available Verse cards. Return them to the bottom of the Verse deck and replace them with Verse cards from the deck.',
  },
  serverMoney: { action: 'server', money: 2, text: 'When you perform the Build a Server action, gain 2 Eurocredits.' },
  serverIncome: {
    action: 'server',
    income: 1,
    text: 'When you perform the Build a Server action, increase your Income by 1.',
  },
  recruit: {
    action: 'recruit',
    money: 2,
    range: 1,
    text: 'When you perform the Recruit an Agent action, gain 2 Eurocredits and add +1 to the Range.',
  },
} satisfies Record<string, Partial<BoostEffect> & Pick<BoostEffect, 'action' | 'text'>>;

const L1_FIGHTER_NOTE =
  'Indicated District designed: the five Level 1 Fighters indicate five different Districts, and with Droid FT2-465 (Pigalle or Marais) every District is indicated once.';
const L2_FIGHTER_NOTE =
  'Indicated Districts designed: Nash, Benedict and Doc Slice indicate six different Districts (all but Marais, which Droid FT2-465 already indicates).';

function l1Fighter(id: string, name: string, district: string): object {
  return {
    id,
    name,
    type: 'fighter',
    level: 1,
    ability: 'fighterL1',
    activation: 'Remove 1 Influence token in the Borough.',
    promotion: 'Draw 1 Corruption card to Remove 1 Influence token from the indicated District.',
    boost: BOOST.work,
    districts: [district],
    star: true,
    designed: true,
    note: L1_FIGHTER_NOTE,
  };
}

function l2Donation(id: string, name: string, districts: [string, string]): object {
  return {
    id,
    name,
    type: 'fighter',
    level: 2,
    ability: 'fighterL2donation',
    activation: `${FIGHTER} and, if your Director is in one of the two indicated Districts, in addition to your action for the turn, you may perform the Make a Donation action.`,
    promotion: 'Remove or add 1 Influence token to one of the indicated Districts.',
    districts,
    star: true,
    designed: true,
    note: L2_FIGHTER_NOTE,
  };
}

const RAW: object[] = [
  // Fighters, Level 1.
  l1Fighter('leslie', 'Leslie', 'QL'),
  l1Fighter('camille', 'Camille', 'CE'),
  l1Fighter('zero', 'Zero', 'ND'),
  l1Fighter('jade', 'Jade', 'DR'),
  l1Fighter('muriel', 'Muriel', 'NA'),
  {
    id: 'droid-ft2-465',
    name: 'Droid FT2-465',
    type: 'fighter',
    level: 1,
    ability: 'droid',
    activation: `${FIGHTER}.`,
    promotion: 'Draw 1 Corruption card to Remove 1 Influence token from the Pigalle or Marais District.',
    boost: BOOST.donation,
    districts: ['PI', 'MA'],
    star: true,
  },
  // Fighters, Level 2.
  l2Donation('nash', 'Nash', ['QL', 'NA']),
  l2Donation('benedict', 'Benedict', ['CE', 'DR']),
  l2Donation('doc-slice', 'Doc Slice', ['PI', 'ND']),
  {
    id: 'tanaka',
    name: 'Tanaka',
    type: 'fighter',
    level: 2,
    ability: 'tanaka',
    activation: `${FIGHTER} and remove 1 Influence token from an adjacent Borough.`,
    promotion: 'In addition to your action for the turn, you may perform the Make a Donation action.',
    star: true,
  },
  {
    id: 'trunk',
    name: 'Trunk',
    type: 'fighter',
    level: 2,
    ability: 'trunk',
    activation: `${FIGHTER} and add 1 Influence token to a Borough of your choice.`,
    promotion: 'In addition to your action for the turn, you may perform the Work action.',
    star: true,
  },
  // Techs, Level 1.
  {
    id: 'pixel',
    name: 'Pixel',
    type: 'tech',
    level: 1,
    ability: 'pixel',
    activation: `${TECH}.`,
    promotion:
      "Draw 1 Corruption card to use the Promotion ability of any Agent on Duty (one of yours or another player's).",
    boost: BOOST.verseMoney,
  },
  {
    id: 'professor-shane',
    name: 'Professor Shane',
    type: 'tech',
    level: 1,
    ability: 'shane',
    activation: `${TECH}.`,
    promotion:
      'If you perform the Create a Verse action this turn, draw 1 Corruption card to refresh the 5 available Verse cards. Return them to the bottom of the Verse deck and fill the display with the next 5 Verse cards from the deck.',
    boost: BOOST.verseRefresh,
  },
  {
    id: 'sx-1248',
    name: 'SX 1248',
    type: 'tech',
    level: 1,
    ability: 'sx1248',
    activation: `${TECH}.`,
    promotion:
      'If you perform the Build a Server action this turn, you may draw 1 Corruption card to gain 3 Eurocredits.',
    boost: BOOST.serverMoney,
  },
  {
    id: 'baron-dimka',
    name: 'Baron Dimka',
    type: 'tech',
    level: 1,
    ability: 'dimka',
    activation: `${TECH}.`,
    promotion: 'Draw 1 Corruption card to increase your Income by 1.',
    boost: BOOST.serverIncome,
  },
  {
    id: 'megabyte',
    name: 'Megabyte',
    type: 'tech',
    level: 1,
    ability: 'megabyte',
    activation: `${TECH}.`,
    promotion:
      'If you perform the Create a Verse action this turn, you may draw 1 Corruption card to gain 3 Eurocredits.',
    boost: BOOST.serverIncome,
  },
  {
    id: 'delta',
    name: 'Delta',
    type: 'tech',
    level: 1,
    ability: 'delta',
    activation: `${TECH}.`,
    promotion:
      'If you perform the Build a Server action this turn, you may build the Server even if your Director is in a Borough where you have no Influence token. (Other rules to build Servers must still be followed).',
    boost: BOOST.serverMoney,
  },
  // Techs, Level 2.
  {
    id: 'hassan',
    name: 'Hassan',
    type: 'tech',
    level: 2,
    ability: 'hassan',
    activation: `${TECH} and immediately gain the Bonus of one of your Online Verses again.`,
    promotion: 'Turn one of your Verses to its Online side, regardless of the condition. Gain the Bonus.',
  },
  {
    id: 'viscount',
    name: 'Viscount',
    type: 'tech',
    level: 2,
    ability: 'viscount',
    activation: `${TECH} and you may remove one of your Servers from Neo Paris (put it back in your reserve) to take one of the available Verse cards, OR discard one of your Verse cards (Online or not) to build a Server in the Borough, following the usual rules for building a server.`,
    promotion: 'Turn all your Agents on Duty upright. You may activate them again during this Round.',
    star: true,
  },
  {
    id: 'the-mole',
    name: 'The Mole',
    type: 'tech',
    level: 2,
    ability: 'mole',
    activation: `${TECH} and increase your Income by 2.`,
    promotion: 'Increase your Income by 2.',
  },
  {
    id: 'corto',
    name: 'Corto',
    type: 'tech',
    level: 2,
    ability: 'corto',
    activation: `${TECH} and you may refresh the 5 available Verse cards. Return them to the bottom of the Verse deck and fill the display with the next 5 Verse cards from the deck.`,
    promotion: 'In addition to your action for the turn, you may perform the Create a Verse action.',
  },
  {
    id: 'ivan',
    name: 'Ivan',
    type: 'tech',
    level: 2,
    ability: 'ivan',
    activation: `${TECH} and you may move the Server in this Borough (whether it is yours or an opponent's) to an adjacent Borough, following the usual rules for building a server.`,
    promotion: 'In addition to your action for the turn, you may perform the Build a Server action.',
    star: true,
  },
  // Diplomats, Level 1.
  {
    id: 'don-armondo',
    name: 'Don Armondo',
    type: 'diplomat',
    level: 1,
    ability: 'armondo',
    activation: `${DIPLOMAT}.`,
    promotion:
      'If you perform the Recruit an Agent action this turn, you may draw 1 Corruption card to add +2 to its Range.',
    boost: BOOST.recruit,
  },
  {
    id: 'clarisse',
    name: 'Clarisse',
    type: 'diplomat',
    level: 1,
    ability: 'clarisse',
    activation: `${DIPLOMAT}.`,
    promotion:
      'Draw 1 Corruption card to choose another Player and look at their Corruption cards. Take one then give them one of yours. It can be the same card.',
    boost: BOOST.donation,
  },
  {
    id: 'miss-yoshida',
    name: 'Miss Yoshida',
    type: 'diplomat',
    level: 1,
    ability: 'yoshida',
    activation: `${DIPLOMAT}.`,
    promotion: 'Draw 1 Corruption card to add 1 Influence token in an adjacent Borough.',
    boost: BOOST.recruit,
    star: true,
  },
  {
    id: 'the-weasel',
    name: 'The Weasel',
    type: 'diplomat',
    level: 1,
    ability: 'weasel',
    activation: `${DIPLOMAT}.`,
    promotion:
      'Draw 1 Corruption card to discard 2 Corruption cards of your choice. You can discard the card you just drew.',
    boost: BOOST.recruit,
  },
  {
    id: 'lance',
    name: 'Lance',
    type: 'diplomat',
    level: 1,
    ability: 'lance',
    activation: `${DIPLOMAT}.`,
    promotion: 'If you perform the Recruit an Agent action, draw 1 Corruption card to gain 4 Eurocredits.',
    boost: BOOST.recruit,
  },
  {
    id: 'princess',
    name: 'Princess',
    type: 'diplomat',
    level: 1,
    ability: 'princess',
    activation: `${DIPLOMAT}.`,
    promotion: 'Draw 1 Corruption card to gain 2 Immunity tokens.',
    boost: BOOST.donation,
  },
  // Diplomats, Level 2.
  {
    id: 'morel',
    name: 'Morel',
    type: 'diplomat',
    level: 2,
    ability: 'morel',
    activation: `${DIPLOMAT} and steal 1 Immunity token from a Player with a Director in your Borough or in an adjacent Borough.`,
    promotion:
      'In addition to your action for the turn, you may perform the Recruit an Agent action to recruit an Agent from the Discard pile.',
  },
  {
    id: 'slade',
    name: 'Slade',
    type: 'diplomat',
    level: 2,
    ability: 'slade',
    activation: `${DIPLOMAT} and add 1 Influence token to an adjacent Borough.`,
    promotion: 'Gain 2 Immunity tokens.',
    star: true,
  },
  {
    id: 'dina',
    name: 'Dina',
    type: 'diplomat',
    level: 2,
    ability: 'dina',
    activation: `${DIPLOMAT} and you may give 1 Corruption card of your choice to another Player.`,
    promotion: 'You may give 1 Corruption card of your choice to another Player.',
  },
  {
    id: 'stilson',
    name: 'Stilson',
    type: 'diplomat',
    level: 2,
    ability: 'stilson',
    activation: `${DIPLOMAT} and swap one of your Agents on Duty (whether it's turned on its side or upright) with an Agent still available in Neo Paris. Place this Agent's card upright above your Player Board (You can use its Ability this Round).`,
    promotion: 'In addition to your action for the turn, you may perform the Recruit an Agent action.',
  },
  {
    id: 'mme-tropovicz',
    name: 'Mme Tropovicz',
    type: 'diplomat',
    level: 2,
    ability: 'tropovicz',
    activation: `${DIPLOMAT} and gain 3 Eurocredits and remove 1 Influence token from the Borough.`,
    promotion:
      'This is the only non-immediate promotion ability. At the end of the game, before the scoring, choose which type of Agent this is: Fighter, Tech or Diplomat.',
    star: true,
  },
];

export const AGENT_LIST: readonly Agent[] = withNameTokens(
  z.array(agentSchema).length(33).parse(RAW),
  AGENT_NAMES_EN,
  agentNameToken,
);
export const AGENTS: Readonly<Record<string, Agent>> = Object.fromEntries(AGENT_LIST.map((a) => [a.id, a]));
