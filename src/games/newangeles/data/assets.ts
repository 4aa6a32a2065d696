import { z } from 'zod';
import { assetSchema, type Asset, type AssetPower } from './types.ts';

type Timing = Asset['timing'];
const a = (id: string, name: string, timing: Timing, power: AssetPower, text: string, why: string) =>
  ({ id, name, timing, power, text, designed: true as const, note: `Designed (rule 70): ${why}` });

/**
 * The 34 assets (rule 70): executives, crime bosses, celebrities. Modest powers: at most 1 capital a
 * turn, discard capital 3-5. 10 End of Turn, 8 Exhaust, 8 Discard, 8 passive.
 */
export const ASSETS: readonly Asset[] = z.array(assetSchema).parse([
  // End of Turn (10)
  a('A01', 'Mirela Okafor, Arcology Heiress', 'endOfTurn', { kind: 'capital', n: 1 }, 'End of Turn: gain 1 capital.', 'a steady income.'),
  a('A02', 'Amaru, Street Preacher', 'endOfTurn', { kind: 'city', where: [{ unrest: 'protest' }], effects: [{ op: 'unrest', by: -1 }] }, 'End of Turn: unrest falls one stage in a district in protest.', 'small calming each turn.'),
  a('A03', 'Ines Vey, Talent Scout', 'endOfTurn', { kind: 'draw', deck: 'general', n: 1 }, 'End of Turn: draw 1 action card from the largest deck.', 'hand depth.'),
  a('A04', 'Tomas Achi, Android Foreman', 'endOfTurn', { kind: 'draw', deck: 'labor', n: 1 }, 'End of Turn: draw 1 Labor card.', 'hand depth on a theme.'),
  a('A05', 'Kaito Mendez, Helium-3 Broker', 'endOfTurn', { kind: 'supply', resource: 'energy', n: 1 }, 'End of Turn: add 1 Energy to the supply.', 'steady help for the demand.'),
  a('A06', 'Lucho Paz, Vat Farm Baron', 'endOfTurn', { kind: 'supply', resource: 'food', n: 1 }, 'End of Turn: add 1 Food to the supply.', 'steady help for the demand.'),
  a('A07', 'Cuervo, Pistolero Fence', 'endOfTurn', { kind: 'supply', resource: 'goods', n: 1 }, 'End of Turn: add 1 Goods to the supply.', 'steady help for the demand.'),
  a('A08', 'Adaeze Lin, Levy U Provost', 'endOfTurn', { kind: 'supply', resource: 'tech', n: 1 }, 'End of Turn: add 1 Tech to the supply.', 'steady help for the demand.'),
  a('A09', 'Rosa Ibarra, City Councilor', 'endOfTurn', { kind: 'threat', by: -1 }, 'End of Turn: threat falls by 1.', 'a brake on threat.'),
  a('A10', 'Marcus Dane, Federal Liaison', 'endOfTurn', { kind: 'threat', by: 1 }, 'End of Turn: threat rises by 1.', 'a Federalist lever (optional to use).'),
  // Exhaust (8)
  a('A11', 'Chela Ruiz, Ward Boss', 'exhaust', { kind: 'vote', n: 1 }, 'Exhaust: when voting, your vote counts 1 more.', 'swing a deal.'),
  a('A12', 'Hugo Taipe, Union Delegate', 'exhaust', { kind: 'vote', n: 1 }, 'Exhaust: when voting, your vote counts 1 more.', 'swing a deal.'),
  a('A13', 'Wen Zhao, Tri-Maf Don', 'exhaust', { kind: 'vote', n: 2 }, 'Exhaust: when voting, your vote counts 2 more.', 'the strongest vote.'),
  a('A14', 'Noor Haddad, Fixer', 'exhaust', { kind: 'freeCounter' }, 'Exhaust: make a counteroffer at no capital cost.', 'cheap counteroffers.'),
  a('A15', 'Pierce Hale, Lobbyist', 'exhaust', { kind: 'freeCounter' }, 'Exhaust: make a counteroffer at no capital cost.', 'cheap counteroffers.'),
  a('A16', 'Sasha Volk, Grid Engineer', 'exhaust', { kind: 'city', where: [{ has: 'outage' }], effects: [{ op: 'remove', what: 'outage' }] }, 'Exhaust (end of your turn): remove an outage from a district.', 'repairs without an action card.'),
  a('A17', 'Dario Nunes, Prisec Captain', 'exhaust', { kind: 'city', where: [{ has: 'humanFirst' }, { notRoot: true }], effects: [{ op: 'moveOut', what: 'humanFirst' }] }, 'Exhaust (end of your turn): move a Human First unit out of its district.', 'pushes a unit on (risky near The Root).'),
  a('A18', 'Yuki Sato, Data Broker', 'exhaust', { kind: 'draw', deck: 'general', n: 1 }, 'Exhaust (end of your turn): draw 1 action card from the largest deck.', 'hand depth.'),
  // Discard (8)
  a('A19', 'Offshore Account', 'discard', { kind: 'capital', n: 3 }, 'Discard (end of your turn): gain 3 capital.', 'a one-off windfall.'),
  a('A20', 'Lyle Brandt, Golden Parachute', 'discard', { kind: 'capital', n: 5 }, 'Discard (end of your turn): gain 5 capital.', 'the largest windfall.'),
  a('A21', 'Ama Boateng, Crisis Negotiator', 'discard', { kind: 'flip' }, 'Discard (end of your turn): flip your emergency action face up.', 'reuses an emergency action (rule 87).'),
  a('A22', 'Helena Voss, Board Chair', 'discard', { kind: 'flip' }, 'Discard (end of your turn): flip your emergency action face up.', 'reuses an emergency action (rule 87).'),
  a('A23', 'Teo Ramos, Mayor\'s Aide', 'discard', { kind: 'threat', by: -2 }, 'Discard (end of your turn): threat falls by 2.', 'a one-off brake on threat.'),
  a('A24', 'Wraith, Saboteur', 'discard', { kind: 'threat', by: 2 }, 'Discard (end of your turn): threat rises by 2.', 'a Federalist lever.'),
  a('A25', 'Ivo Marsh, Demolition Boss', 'discard', { kind: 'city', where: [{ lacks: 'development' }], effects: [{ op: 'place', what: 'development' }] }, 'Discard (end of your turn): place a development in a district without one.', 'a development without the contract.'),
  a('A26', 'Isabela Roa, Smuggler Queen', 'discard', { kind: 'supply', resource: 'energy', n: 2 }, 'Discard (end of your turn): add 2 Energy to the supply.', 'a push for the demand.'),
  // Passive (8)
  a('A27', 'Rafael Ionescu, Counsel', 'passive', { kind: 'counterDiscount', n: 1 }, 'Your counteroffers cost you 1 capital less.', 'cheaper counteroffers.'),
  a('A28', 'Priya Anand, Negotiator', 'passive', { kind: 'counterDiscount', n: 2 }, 'Your counteroffers cost you 2 capital less.', 'cheaper counteroffers.'),
  a('A29', 'Odile Marchetti, Contract Lawyer', 'passive', { kind: 'contractBonus', n: 1 }, 'Your corporation\'s contract pays 1 more capital.', 'a better contract.'),
  a('A30', 'Benjamin Osei, Procurement Chief', 'passive', { kind: 'contractBonus', n: 1 }, 'Your corporation\'s contract pays 1 more capital.', 'a better contract.'),
  a('A31', 'Drake, Personal Bioroid', 'passive', { kind: 'handLimit', n: 2 }, 'Your hand limit is 2 higher.', 'a bigger hand.'),
  a('A32', 'Mei Tanaka, Archivist', 'passive', { kind: 'handLimit', n: 1 }, 'Your hand limit is 1 higher.', 'a bigger hand.'),
  a('A33', 'Rosa Kim, Expediter', 'passive', { kind: 'resolveBonus', n: 1 }, 'Action cards you resolve pay you 1 more capital.', 'rewards winning deals.'),
  a('A34', 'Celeste Arvo, Media Mogul', 'passive', { kind: 'resolveBonus', n: 1 }, 'Action cards you resolve pay you 1 more capital.', 'rewards winning deals.'),
]);
