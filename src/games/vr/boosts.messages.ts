import { defineMessages, type Messages } from '../../engine/messages.ts';
import { AGENT_LIST, BOOST_CARD_LIST } from './data/index.ts';
import { forPlayers } from './wording.ts';

/**
 * The Boost cards' effects as players read them, in English and French: `vr.boostText.<card id>`,
 * and the short words of a Donation discard Boost. An Agent's Boost line with the same English
 * words reads the same French. The card data keeps the printed texts.
 */

const FR_CARDS: Readonly<Record<string, string>> = {
  'donation-discard':
    'Quand vous faites l’Action Faire un Don, en plus de toute autre récompense, vous pouvez payer 1 Eurocrédit pour défausser 1 carte Corruption.',
  'server-income': 'Quand vous faites l’Action Construire un Serveur, augmentez votre Revenu de 1.',
  'work-money': 'Quand vous faites l’Action Travailler, gagnez 3 Eurocrédits de plus.',
  'recruit-range': 'Quand vous faites l’Action Recruter un Agent, gagnez 1 Eurocrédit et ajoutez +1 à votre portée.',
  'server-money': 'Quand vous faites l’Action Construire un Serveur, gagnez 2 Eurocrédits.',
  'verse-money': 'Quand vous faites l’Action Créer un Verse, gagnez 2 Eurocrédits.',
  'verse-refresh':
    'Quand vous faites l’Action Créer un Verse, vous pouvez renouveler 2 cartes Verse disponibles. Elles vont sous la pioche Verse et sont remplacées depuis celle-ci.',
};

/** The Agents' Boost lines whose words no Boost card has, in French by their English words. */
const FR_AGENT_LINES: Readonly<Record<string, string>> = {
  'When you perform the Work action, gain 3 additional Eurocredits.':
    'Quand vous faites l’Action Travailler, gagnez 3 Eurocrédits de plus.',
  'When you perform the Make a Donation action, in addition to any other reward, you may pay 1 Eurocredit to discard 1 Corruption card.':
    'Quand vous faites l’Action Faire un Don, en plus de toute autre récompense, vous pouvez payer 1 Eurocrédit pour défausser 1 carte Corruption.',
  'When you perform the Create a Verse action, gain 2 Eurocredits.':
    'Quand vous faites l’Action Créer un Verse, gagnez 2 Eurocrédits.',
  'When you perform the Create a Verse action, you may refresh 1 or 2 available Verse cards. They go to the bottom of the Verse deck and are replaced from it.':
    'Quand vous faites l’Action Créer un Verse, vous pouvez renouveler 1 ou 2 cartes Verse disponibles. Elles vont sous la pioche Verse et sont remplacées depuis celle-ci.',
  'When you perform the Build a Server action, gain 2 Eurocredits.':
    'Quand vous faites l’Action Construire un Serveur, gagnez 2 Eurocrédits.',
  'When you perform the Build a Server action, increase your Income by 1.':
    'Quand vous faites l’Action Construire un Serveur, augmentez votre Revenu de 1.',
  'When you perform the Recruit an Agent action, gain 2 Eurocredits and add +1 to the Range.':
    'Quand vous faites l’Action Recruter un Agent, gagnez 2 Eurocrédits et ajoutez +1 à la portée.',
};

const CARD_TEXTS = new Set(BOOST_CARD_LIST.map((b) => forPlayers(b.effect.text)));
/** Each Agent Boost line no card shares, keyed by the first Agent that has it. */
const AGENT_LINES = new Map<string, string>();
for (const a of AGENT_LIST) {
  const text = a.boost ? forPlayers(a.boost.text) : '';
  if (text && !CARD_TEXTS.has(text) && ![...AGENT_LINES.values()].includes(text)) AGENT_LINES.set(a.id, text);
}

const EN: Messages = {
  ...Object.fromEntries(BOOST_CARD_LIST.map((b) => [`vr.boostText.${b.id}`, forPlayers(b.effect.text)])),
  ...Object.fromEntries([...AGENT_LINES].map(([id, text]) => [`vr.boostText.agent.${id}`, text])),
  'vr.boostText.donationShort': 'When you Make a Donation, you may also pay 1 Eurocredit to discard 1 Corruption card.',
};
const FR: Messages = {
  ...Object.fromEntries(
    BOOST_CARD_LIST.map((b) => {
      const fr = FR_CARDS[b.id];
      if (!fr) throw new Error(`vr: no French for the Boost card "${b.id}"`);
      return [`vr.boostText.${b.id}`, fr];
    }),
  ),
  ...Object.fromEntries(
    [...AGENT_LINES].map(([id, text]) => {
      const fr = FR_AGENT_LINES[text];
      if (!fr) throw new Error(`vr: no French for the Boost line of "${id}"`);
      return [`vr.boostText.agent.${id}`, fr];
    }),
  ),
  'vr.boostText.donationShort':
    'Quand vous faites un Don, vous pouvez aussi payer 1 Eurocrédit pour défausser 1 carte Corruption.',
};

const boostToken = defineMessages('vr.boostText', EN, FR);

/** Each translated effect's key, by its English words. */
const BY_ENGLISH = new Map(Object.entries(EN).map(([key, text]) => [text, key]));

/** A Boost effect's words (as players read them, in English): its token when they are translated. */
export const boostWords = (english: string): string => {
  const key = BY_ENGLISH.get(english);
  return key ? boostToken(key) : english;
};

/** The short words of a Donation discard Boost. */
export const donationDiscardWords = (): string => boostToken('vr.boostText.donationShort');
