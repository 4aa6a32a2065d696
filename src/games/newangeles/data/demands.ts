import { z } from 'zod';
import { type Demand, demandSchema } from './types.ts';

const d = (id: string, name: string, energy: number, food: number, goods: number, tech: number, threat: number) => ({
  id,
  name,
  targets: { energy, food, goods, tech },
  threat,
  designed: true as const,
  note: 'Designed (rule 77): targets 16-20 (tuned: 12-16 was met too often) for two Production phases (4-6 androids, about 3 resources each) plus exploits; one resource leads.',
});

/** The 9 demand cards (rules 77-78); threat if unmet 5-7 (public fact). Targets (tuned) by the balance runs. */
export const DEMANDS: readonly Demand[] = z
  .array(demandSchema)
  .parse([
    d('D1', 'Beanstalk Power Quota', 7, 4, 4, 3, 6),
    d('D2', 'Food Shortage', 4, 7, 4, 3, 6),
    d('D3', 'Consumer Boom', 4, 4, 7, 4, 5),
    d('D4', 'Tech Expo', 4, 3, 4, 7, 5),
    d('D5', 'Balanced Growth', 5, 5, 5, 5, 7),
    d('D6', 'Austerity Budget', 4, 4, 4, 4, 5),
    d('D7', 'Lunar Shipment', 6, 3, 5, 5, 6),
    d('D8', 'Arcology Expansion', 5, 6, 6, 3, 7),
    d('D9', 'Federal Audit', 6, 5, 4, 4, 7),
  ]);
