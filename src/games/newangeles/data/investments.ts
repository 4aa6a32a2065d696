import { z } from 'zod';
import { type Investment, type InvestScore, investmentSchema } from './types.ts';

type Counted = Extract<InvestScore, { kind: 'count' }>['what'];
type Supplied = Extract<InvestScore, { kind: 'supply' }>['resource'];
/** `per` capital for each of a resource in the supply, at most `max`. */
const supply = (resource: Supplied, per: number, max: number): InvestScore => ({ kind: 'supply', resource, per, max });
/** `per` capital for each district holding `what` (or in that unrest stage), at most `max`. */
const count = (what: Counted, per: number, max: number): InvestScore => ({ kind: 'count', what, per, max });

/** An investment card as a row: id, name, how it scores, its text. */
type Row = [string, string, InvestScore, string];

const ROWS: Row[] = [
  ['I01', 'Energy Futures', supply('energy', 1, 7), '1 capital per Energy in the supply (max 7).'],
  ['I02', 'Agricultural Bonds', supply('food', 1, 7), '1 capital per Food in the supply (max 7).'],
  ['I03', 'Retail Index Fund', supply('goods', 1, 7), '1 capital per Goods in the supply (max 7).'],
  ['I04', 'Tech Venture Fund', supply('tech', 1, 7), '1 capital per Tech in the supply (max 7).'],
  ['I05', 'Municipal Bonds', { kind: 'demandMet', n: 7 }, '7 capital if the demand is met.'],
  ['I06', 'Short the City', { kind: 'demandUnmet', n: 6 }, '6 capital if the demand is not met.'],
  ['I07', 'Android Leasing', count('android', 1, 7), '1 capital per district with an android (max 7).'],
  ['I08', 'Real Estate Trust', count('development', 2, 8), '2 capital per district with a development (max 8).'],
  ['I09', 'Prisec Contracts', count('prisec', 2, 6), '2 capital per district with Prisec (max 6).'],
  ['I10', 'Riot Insurance', count('protest', 2, 8), '2 capital per district in protest (max 8).'],
  ['I11', 'Disaster Capitalism', { kind: 'threat', atLeast: 15, n: 6 }, '6 capital if threat is at least 15.'],
  ['I12', 'Holding Company', { kind: 'assets', per: 2, max: 6 }, '2 capital per asset you hold (max 6).'],
];

/** Why each card was designed so (its note), by id. */
const WHY: Record<string, string> = {
  I01: 'rewards producing one resource.',
  I02: 'rewards producing one resource.',
  I03: 'rewards producing one resource.',
  I04: 'rewards producing one resource.',
  I05: 'rewards cooperation.',
  I06: 'Federalist-friendly: pays for failure.',
  I07: 'rewards android placement.',
  I08: 'rewards construction.',
  I09: 'rewards security.',
  I10: "pays for unrest (against NBN's interest).",
  I11: 'Federalist-friendly: pays for a dangerous city.',
  I12: 'rewards winning deals.',
};

/** The 12 investment cards (rule 80), scored as a Demand round begins; expected value about 4-7 each. */
export const INVESTMENTS: readonly Investment[] = z.array(investmentSchema).parse(
  ROWS.map(([id, name, score, text]) => ({
    id,
    name,
    score,
    text,
    designed: true as const,
    note: `Designed (rule 80): ${WHY[id]}`,
  })),
);
