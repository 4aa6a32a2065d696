import { type Politician, politicianSchema } from './types.ts';

/**
 * The 39 Politicians: real figures of the six Nations who held office (or led) between 1910 and
 * 1914. The rulebook prints Ferdinand Foch, Joseph Joffre, Fritz Haber, Leopold Berchtold, Alfred
 * von Tirpitz and King George (a large British gain); the rest is designed. A reveal first applies
 * `influence` in the fixed Nation order, then `effect` (politicians.ts); ties apply an effect to
 * every tied Nation. Each text is unique and no text lies inside another (a controlled tile's text
 * is its holder's secret).
 */
/** One tile: `more.effect` when it has a further effect, `more.note` when some of it is printed (else designed). */
const pol = <const I extends string>(
  id: I,
  name: string,
  office: string,
  influence: Politician['influence'],
  text: string,
  more: { effect?: string; note?: string } = {},
) => ({
  id,
  name,
  office,
  influence,
  ...(more.effect ? { effect: more.effect } : {}),
  text,
  designed: true,
  note: more.note ?? "Designed: the tile's effects.",
});

// One row per tile: id, name, office, Influence, text[, effect and note].
// biome-ignore format: one row per tile
const LIST = [
  // Austria-Hungary
  pol('berchtold', 'Leopold Berchtold', 'Austro-Hungarian Foreign Minister', { austria: 3, britain: 2, russia: 1 }, 'Austria-Hungary +3, Russia +1, Britain +2 Influence.', { note: 'Effects printed.' }),
  pol('franzjoseph', 'Franz Joseph I', 'Emperor of Austria, King of Hungary', { austria: 5 }, 'Austria-Hungary +5 Influence.'),
  pol('conrad', 'Franz Conrad von Hötzendorf', 'Austro-Hungarian Chief of Staff', { austria: 3, italy: -2 }, 'Austria-Hungary +3, Italy -2 Influence.'),
  pol('sturgkh', 'Karl von Stürgkh', 'Minister-President of Austria', { austria: 2, germany: 1 }, 'Austria-Hungary +2, Germany +1 Influence.'),
  pol('ferdinand', 'Franz Ferdinand', 'Archduke, heir to the Austro-Hungarian throne', { austria: -2 }, 'Austria-Hungary -2 Influence; every other Nation +1 Influence.', { effect: 'others1' }),
  pol('tisza', 'István Tisza', 'Prime Minister of Hungary', { austria: 4, russia: -2 }, 'Austria-Hungary +4, Russia -2 Influence.'),
  pol('krobatin', 'Alexander von Krobatin', 'Austro-Hungarian Minister of War', { austria: 2 }, 'Austria-Hungary +2 Influence; each spy gains 1 Supply Token.', { effect: 'supplyAll' }),
  // Germany
  pol('tirpitz', 'Alfred von Tirpitz', 'German Secretary of State of the Navy', { germany: 2 }, 'Germany +2 Influence; the Nation with the most Power loses 2 Power (every tied Nation).', { effect: 'tirpitz', note: 'The Power loss printed; the Influence designed.' }),
  pol('haber', 'Fritz Haber', 'Director of the Kaiser Wilhelm Institute for chemistry', { germany: -3, france: -3 }, 'Germany -3, France -3 Influence; the Nation with the least Power gains 5 Power (every tied Nation).', { effect: 'haber', note: 'Effects printed.' }),
  pol('wilhelm', 'Wilhelm II', 'German Emperor', { germany: 4 }, 'Germany +4 Influence and +1 Power.', { effect: 'germanyPower' }),
  pol('bethmann', 'Theobald von Bethmann Hollweg', 'Chancellor of Germany', { germany: 3, britain: -1 }, 'Germany +3, Britain -1 Influence.'),
  pol('moltke', 'Helmuth von Moltke', 'Chief of the German General Staff', { germany: 1 }, 'Germany +1 Influence; then the Nation with the most Influence loses 3 Influence (every tied Nation).', { effect: 'topLoses3' }),
  pol('jagow', 'Gottlieb von Jagow', 'German Foreign Secretary', { austria: 1, germany: 2, italy: 1 }, 'Austria-Hungary +1, Germany +2, Italy +1 Influence.'),
  // Italy
  pol('victoremmanuel', 'Victor Emmanuel III', 'King of Italy', { italy: 3 }, "Italy +3 Influence, the King's own."),
  pol('giolitti', 'Giovanni Giolitti', 'Prime Minister of Italy', { italy: 3, austria: -1 }, 'Austria-Hungary -1, Italy +3 Influence.'),
  pol('salandra', 'Antonio Salandra', 'Prime Minister of Italy from 1914', { italy: 2, france: 1, britain: 1 }, 'Italy +2, France +1, Britain +1 Influence.'),
  pol('sangiuliano', 'Antonino di San Giuliano', 'Italian Foreign Minister', { germany: 1, italy: 2 }, 'Germany +1, Italy +2 Influence.'),
  pol('cadorna', 'Luigi Cadorna', 'Chief of Staff of the Italian Army', { austria: -3, italy: 1 }, 'Austria-Hungary -3, Italy +1 Influence.'),
  pol('pollio', 'Alberto Pollio', 'Chief of Staff of the Italian Army until 1914', { italy: 2 }, 'Italy +2 Influence and +1 Power.', { effect: 'italyPower' }),
  // France
  pol('foch', 'Ferdinand Foch', 'French general, head of the École de Guerre', { france: 3, russia: 1, britain: 2 }, 'France +3, Russia +1, Britain +2 Influence.', { note: 'Effects printed.' }),
  pol('joffre', 'Joseph Joffre', 'Chief of the French General Staff', { germany: -3, italy: -3 }, 'Germany -3, Italy -3 Influence; each spy, in turn order, may lose 2 Tags.', { effect: 'joffre', note: 'Effects printed.' }),
  pol('poincare', 'Raymond Poincaré', 'President of France', { france: 2 }, 'France +2 Influence; then the Nation with the least Influence gains 2 Influence (every tied Nation).', { effect: 'bottomGains2' }),
  pol('clemenceau', 'Georges Clemenceau', 'French Senator, former Prime Minister', { germany: -2, france: 3 }, 'Germany -2, France +3 Influence.'),
  pol('caillaux', 'Joseph Caillaux', 'Prime Minister of France', { germany: 1, france: 1 }, 'Germany +1, France +1 Influence; each spy receives 1 Tag.', { effect: 'tagsAll' }),
  pol('delcasse', 'Théophile Delcassé', 'French Ambassador to St. Petersburg', { france: 2, russia: 2 }, 'France +2, Russia +2 Influence.'),
  pol('briand', 'Aristide Briand', 'Prime Minister of France', { france: 4, italy: -1 }, 'Italy -1, France +4 Influence.'),
  // Russia
  pol('nicholas', 'Nicholas II', 'Emperor of Russia', { russia: 5, austria: -1 }, 'Austria-Hungary -1, Russia +5 Influence.'),
  pol('sazonov', 'Sergey Sazonov', 'Russian Foreign Minister', { france: 1, russia: 3 }, 'France +1, Russia +3 Influence.'),
  pol('kokovtsov', 'Vladimir Kokovtsov', 'Chairman of the Russian Council of Ministers', { russia: 2 }, 'Russia +2 Influence; each spy gains 1 Supply Token.', { effect: 'supplyAll' }),
  pol('stolypin', 'Pyotr Stolypin', 'Prime Minister of Russia until 1911', { russia: 4 }, 'Russia +4 Influence; each spy with 3 or more Tags loses 1 Tag.', { effect: 'tagsHeavy' }),
  pol('sukhomlinov', 'Vladimir Sukhomlinov', 'Russian Minister of War', { germany: 1, russia: 3 }, 'Germany +1, Russia +3 Influence; each spy receives 1 Tag.', { effect: 'tagsAll' }),
  pol('grandduke', 'Grand Duke Nicholas', 'Commander of the St. Petersburg Military District', { austria: -2, germany: -2, russia: 2 }, 'Austria-Hungary -2, Germany -2, Russia +2 Influence.'),
  // Britain
  pol('george', 'King George V', 'King of the United Kingdom', { britain: 7 }, 'Britain +7 Influence.', { note: 'A large British gain as printed; the amount designed.' }),
  pol('asquith', 'H. H. Asquith', 'Prime Minister of the United Kingdom', { britain: 3, france: 1 }, 'France +1, Britain +3 Influence.'),
  pol('grey', 'Edward Grey', 'British Foreign Secretary', { britain: 1 }, 'Britain +1 Influence; every Nation with less Power than Britain gains 1 Power.', { effect: 'belowBritain' }),
  pol('churchill', 'Winston Churchill', 'First Lord of the Admiralty', { germany: -1, britain: 2 }, 'Germany -1, Britain +2 Influence and +1 Power.', { effect: 'britainPower' }),
  pol('lloydgeorge', 'David Lloyd George', 'Chancellor of the Exchequer', { britain: 4, germany: -2 }, 'Germany -2, Britain +4 Influence.'),
  pol('kitchener', 'Horatio Kitchener', 'British Consul-General in Egypt', { britain: 3, germany: -1, italy: -1 }, 'Germany -1, Italy -1, Britain +3 Influence.'),
  pol('haldane', 'Richard Haldane', 'British Secretary of State for War', { germany: 2, britain: 2 }, 'Germany +2, Britain +2 Influence.'),
];

/** Every Politician's id (the French table of data/messages.ts is keyed by it). */
export type PoliticianId = (typeof LIST)[number]['id'];

export const POLITICIAN_LIST: readonly Politician[] = LIST.map((p) => politicianSchema.parse(p));
export const POLITICIANS: Readonly<Record<string, Politician>> = Object.fromEntries(
  POLITICIAN_LIST.map((p) => [p.id, p]),
);
