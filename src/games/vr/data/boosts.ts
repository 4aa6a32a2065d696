/** The 7 Boost cards, with the rulebook's texts. */
import { z } from 'zod';
import { type BoostCard, boostCardSchema } from './types.ts';

export const BOOST_CARD_LIST: readonly BoostCard[] = z
  .array(boostCardSchema)
  .length(7)
  .parse([
    {
      id: 'donation-discard',
      effect: {
        action: 'donation',
        donationDiscard: true,
        text: 'When you perform the Make a Donation Action, in addition to any other reward, you may pay 1 Eurocredit to discard 1 Corruption card.',
      },
    },
    {
      id: 'server-income',
      effect: {
        action: 'server',
        income: 1,
        text: 'When you perform the Build a Server Action, increase your Income by 1.',
      },
    },
    {
      id: 'work-money',
      effect: { action: 'work', money: 3, text: 'When you perform the Work Action, gain 3 additional Eurocredits.' },
    },
    {
      id: 'recruit-range',
      effect: {
        action: 'recruit',
        money: 1,
        range: 1,
        text: 'When you perform the Recruit an Agent Action, gain 1 Eurocredit and add +1 to the Range.',
      },
    },
    {
      id: 'server-money',
      effect: { action: 'server', money: 2, text: 'When you perform the Build a Server Action, gain 2 Eurocredits.' },
    },
    {
      id: 'verse-money',
      effect: { action: 'verse', money: 2, text: 'When you perform the Create a Verse Action, gain 2 Eurocredits.' },
    },
    {
      id: 'verse-refresh',
      effect: {
        action: 'verse',
        verseRefresh: 2,
        text: 'When you perform the Create a Verse Action, you may refresh 2 available Verse cards. Return them to the bottom of the Verse deck and replace them with Verse cards from the deck.',
      },
    },
  ]);
export const BOOST_CARDS: Readonly<Record<string, BoostCard>> = Object.fromEntries(
  BOOST_CARD_LIST.map((b) => [b.id, b]),
);
