import { z } from 'zod';
import { type Investment, type InvestScore, investmentSchema } from './types.ts';

const i = (id: string, name: string, score: InvestScore, text: string, why: string) => ({
  id,
  name,
  score,
  text,
  designed: true as const,
  note: `Designed (rule 80): ${why}`,
});

/** The 12 investment cards (rule 80), scored as a Demand round begins; expected value about 4-7 each. */
export const INVESTMENTS: readonly Investment[] = z
  .array(investmentSchema)
  .parse([
    i(
      'I01',
      'Energy Futures',
      { kind: 'supply', resource: 'energy', per: 1, max: 7 },
      '1 capital per Energy in the supply (max 7).',
      'rewards producing one resource.',
    ),
    i(
      'I02',
      'Agricultural Bonds',
      { kind: 'supply', resource: 'food', per: 1, max: 7 },
      '1 capital per Food in the supply (max 7).',
      'rewards producing one resource.',
    ),
    i(
      'I03',
      'Retail Index Fund',
      { kind: 'supply', resource: 'goods', per: 1, max: 7 },
      '1 capital per Goods in the supply (max 7).',
      'rewards producing one resource.',
    ),
    i(
      'I04',
      'Tech Venture Fund',
      { kind: 'supply', resource: 'tech', per: 1, max: 7 },
      '1 capital per Tech in the supply (max 7).',
      'rewards producing one resource.',
    ),
    i('I05', 'Municipal Bonds', { kind: 'demandMet', n: 7 }, '7 capital if the demand is met.', 'rewards cooperation.'),
    i(
      'I06',
      'Short the City',
      { kind: 'demandUnmet', n: 6 },
      '6 capital if the demand is not met.',
      'Federalist-friendly: pays for failure.',
    ),
    i(
      'I07',
      'Android Leasing',
      { kind: 'count', what: 'android', per: 1, max: 7 },
      '1 capital per district with an android (max 7).',
      'rewards android placement.',
    ),
    i(
      'I08',
      'Real Estate Trust',
      { kind: 'count', what: 'development', per: 2, max: 8 },
      '2 capital per district with a development (max 8).',
      'rewards construction.',
    ),
    i(
      'I09',
      'Prisec Contracts',
      { kind: 'count', what: 'prisec', per: 2, max: 6 },
      '2 capital per district with Prisec (max 6).',
      'rewards security.',
    ),
    i(
      'I10',
      'Riot Insurance',
      { kind: 'count', what: 'protest', per: 2, max: 8 },
      '2 capital per district in protest (max 8).',
      "pays for unrest (against NBN's interest).",
    ),
    i(
      'I11',
      'Disaster Capitalism',
      { kind: 'threat', atLeast: 15, n: 6 },
      '6 capital if threat is at least 15.',
      'Federalist-friendly: pays for a dangerous city.',
    ),
    i(
      'I12',
      'Holding Company',
      { kind: 'assets', per: 2, max: 6 },
      '2 capital per asset you hold (max 6).',
      'rewards winning deals.',
    ),
  ]);
