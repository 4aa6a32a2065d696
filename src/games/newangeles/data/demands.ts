import { z } from 'zod';
import { demandSchema, type Demand } from './types.ts';

const d = (id: string, name: string, energy: number, food: number, goods: number, tech: number, threat: number) =>
  ({ id, name, targets: { energy, food, goods, tech }, threat, designed: true as const,
    note: 'Designed (rule 77): targets 12-16 for two Production phases (4-6 androids, about 3 resources each) plus exploits; one resource leads.' });

/** The 9 demand cards (rules 77-78); threat if unmet 5-7 (public fact). Targets (tuned) by the balance runs. */
export const DEMANDS: readonly Demand[] = z.array(demandSchema).parse([
  d('D1', 'Beanstalk Power Quota', 6, 3, 3, 2, 6),
  d('D2', 'Food Shortage', 3, 6, 3, 2, 6),
  d('D3', 'Consumer Boom', 3, 3, 6, 3, 5),
  d('D4', 'Tech Expo', 3, 2, 3, 6, 5),
  d('D5', 'Balanced Growth', 4, 4, 4, 4, 7),
  d('D6', 'Austerity Budget', 3, 3, 3, 3, 5),
  d('D7', 'Lunar Shipment', 5, 2, 4, 4, 6),
  d('D8', 'Arcology Expansion', 4, 5, 5, 2, 7),
  d('D9', 'Federal Audit', 5, 4, 3, 3, 7),
]);
