import { politicianSchema, type Politician } from './types.ts';

/**
 * The 39 Politicians: real figures of the six Nations who held office (or led) between 1910 and
 * 1914. The rulebook prints Ferdinand Foch, Joseph Joffre, Fritz Haber, Leopold Berchtold, Alfred
 * von Tirpitz and King George (a large British gain); the rest is designed. A reveal first applies
 * `influence` in the fixed Nation order, then `effect` (politicians.ts); ties apply an effect to
 * every tied Nation. Each text is unique and no text lies inside another (a controlled tile's text
 * is its holder's secret).
 */
const D = { designed: true, note: 'Designed: the tile\'s effects.' };
const P = (note: string) => ({ designed: true, note });

const LIST = [
  // Austria-Hungary
  { id: 'berchtold', name: 'Leopold Berchtold', office: 'Austro-Hungarian Foreign Minister', influence: { austria: 3, britain: 2, russia: 1 }, text: 'Austria-Hungary +3, Russia +1, Britain +2 Influence.', ...P('Effects printed.') },
  { id: 'franzjoseph', name: 'Franz Joseph I', office: 'Emperor of Austria, King of Hungary', influence: { austria: 5 }, text: 'Austria-Hungary +5 Influence.', ...D },
  { id: 'conrad', name: 'Franz Conrad von Hötzendorf', office: 'Austro-Hungarian Chief of Staff', influence: { austria: 3, italy: -2 }, text: 'Austria-Hungary +3, Italy -2 Influence.', ...D },
  { id: 'sturgkh', name: 'Karl von Stürgkh', office: 'Minister-President of Austria', influence: { austria: 2, germany: 1 }, text: 'Austria-Hungary +2, Germany +1 Influence.', ...D },
  { id: 'ferdinand', name: 'Franz Ferdinand', office: 'Archduke, heir to the Austro-Hungarian throne', influence: { austria: -2 }, effect: 'others1', text: 'Austria-Hungary -2 Influence; every other Nation +1 Influence.', ...D },
  { id: 'tisza', name: 'István Tisza', office: 'Prime Minister of Hungary', influence: { austria: 4, russia: -2 }, text: 'Austria-Hungary +4, Russia -2 Influence.', ...D },
  { id: 'krobatin', name: 'Alexander von Krobatin', office: 'Austro-Hungarian Minister of War', influence: { austria: 2 }, effect: 'supplyAll', text: 'Austria-Hungary +2 Influence; each spy gains 1 Supply Token.', ...D },
  // Germany
  { id: 'tirpitz', name: 'Alfred von Tirpitz', office: 'German Secretary of State of the Navy', influence: { germany: 2 }, effect: 'tirpitz', text: 'Germany +2 Influence; the Nation with the most Power loses 2 Power (every tied Nation).', ...P('The Power loss printed; the Influence designed.') },
  { id: 'haber', name: 'Fritz Haber', office: 'Director of the Kaiser Wilhelm Institute for chemistry', influence: { germany: -3, france: -3 }, effect: 'haber', text: 'Germany -3, France -3 Influence; the Nation with the least Power gains 5 Power (every tied Nation).', ...P('Effects printed.') },
  { id: 'wilhelm', name: 'Wilhelm II', office: 'German Emperor', influence: { germany: 4 }, effect: 'germanyPower', text: 'Germany +4 Influence and +1 Power.', ...D },
  { id: 'bethmann', name: 'Theobald von Bethmann Hollweg', office: 'Chancellor of Germany', influence: { germany: 3, britain: -1 }, text: 'Germany +3, Britain -1 Influence.', ...D },
  { id: 'moltke', name: 'Helmuth von Moltke', office: 'Chief of the German General Staff', influence: { germany: 1 }, effect: 'topLoses3', text: 'Germany +1 Influence; then the Nation with the most Influence loses 3 Influence (every tied Nation).', ...D },
  { id: 'jagow', name: 'Gottlieb von Jagow', office: 'German Foreign Secretary', influence: { austria: 1, germany: 2, italy: 1 }, text: 'Austria-Hungary +1, Germany +2, Italy +1 Influence.', ...D },
  // Italy
  { id: 'victoremmanuel', name: 'Victor Emmanuel III', office: 'King of Italy', influence: { italy: 3 }, text: 'Italy +3 Influence, the King\'s own.', ...D },
  { id: 'giolitti', name: 'Giovanni Giolitti', office: 'Prime Minister of Italy', influence: { italy: 3, austria: -1 }, text: 'Austria-Hungary -1, Italy +3 Influence.', ...D },
  { id: 'salandra', name: 'Antonio Salandra', office: 'Prime Minister of Italy from 1914', influence: { italy: 2, france: 1, britain: 1 }, text: 'Italy +2, France +1, Britain +1 Influence.', ...D },
  { id: 'sangiuliano', name: 'Antonino di San Giuliano', office: 'Italian Foreign Minister', influence: { germany: 1, italy: 2 }, text: 'Germany +1, Italy +2 Influence.', ...D },
  { id: 'cadorna', name: 'Luigi Cadorna', office: 'Chief of Staff of the Italian Army', influence: { austria: -3, italy: 1 }, text: 'Austria-Hungary -3, Italy +1 Influence.', ...D },
  { id: 'pollio', name: 'Alberto Pollio', office: 'Chief of Staff of the Italian Army until 1914', influence: { italy: 2 }, effect: 'italyPower', text: 'Italy +2 Influence and +1 Power.', ...D },
  // France
  { id: 'foch', name: 'Ferdinand Foch', office: 'French general, head of the École de Guerre', influence: { france: 3, russia: 1, britain: 2 }, text: 'France +3, Russia +1, Britain +2 Influence.', ...P('Effects printed.') },
  { id: 'joffre', name: 'Joseph Joffre', office: 'Chief of the French General Staff', influence: { germany: -3, italy: -3 }, effect: 'joffre', text: 'Germany -3, Italy -3 Influence; each spy, in turn order, may lose 2 Tags.', ...P('Effects printed.') },
  { id: 'poincare', name: 'Raymond Poincaré', office: 'President of France', influence: { france: 2 }, effect: 'bottomGains2', text: 'France +2 Influence; then the Nation with the least Influence gains 2 Influence (every tied Nation).', ...D },
  { id: 'clemenceau', name: 'Georges Clemenceau', office: 'French Senator, former Prime Minister', influence: { germany: -2, france: 3 }, text: 'Germany -2, France +3 Influence.', ...D },
  { id: 'caillaux', name: 'Joseph Caillaux', office: 'Prime Minister of France', influence: { germany: 1, france: 1 }, effect: 'tagsAll', text: 'Germany +1, France +1 Influence; each spy receives 1 Tag.', ...D },
  { id: 'delcasse', name: 'Théophile Delcassé', office: 'French Ambassador to St. Petersburg', influence: { france: 2, russia: 2 }, text: 'France +2, Russia +2 Influence.', ...D },
  { id: 'briand', name: 'Aristide Briand', office: 'Prime Minister of France', influence: { france: 4, italy: -1 }, text: 'Italy -1, France +4 Influence.', ...D },
  // Russia
  { id: 'nicholas', name: 'Nicholas II', office: 'Emperor of Russia', influence: { russia: 5, austria: -1 }, text: 'Austria-Hungary -1, Russia +5 Influence.', ...D },
  { id: 'sazonov', name: 'Sergey Sazonov', office: 'Russian Foreign Minister', influence: { france: 1, russia: 3 }, text: 'France +1, Russia +3 Influence.', ...D },
  { id: 'kokovtsov', name: 'Vladimir Kokovtsov', office: 'Chairman of the Russian Council of Ministers', influence: { russia: 2 }, effect: 'supplyAll', text: 'Russia +2 Influence; each spy gains 1 Supply Token.', ...D },
  { id: 'stolypin', name: 'Pyotr Stolypin', office: 'Prime Minister of Russia until 1911', influence: { russia: 4 }, effect: 'tagsHeavy', text: 'Russia +4 Influence; each spy with 3 or more Tags loses 1 Tag.', ...D },
  { id: 'sukhomlinov', name: 'Vladimir Sukhomlinov', office: 'Russian Minister of War', influence: { germany: 1, russia: 3 }, effect: 'tagsAll', text: 'Germany +1, Russia +3 Influence; each spy receives 1 Tag.', ...D },
  { id: 'grandduke', name: 'Grand Duke Nicholas', office: 'Commander of the St. Petersburg Military District', influence: { austria: -2, germany: -2, russia: 2 }, text: 'Austria-Hungary -2, Germany -2, Russia +2 Influence.', ...D },
  // Britain
  { id: 'george', name: 'King George V', office: 'King of the United Kingdom', influence: { britain: 7 }, text: 'Britain +7 Influence.', ...P('A large British gain as printed; the amount designed.') },
  { id: 'asquith', name: 'H. H. Asquith', office: 'Prime Minister of the United Kingdom', influence: { britain: 3, france: 1 }, text: 'France +1, Britain +3 Influence.', ...D },
  { id: 'grey', name: 'Edward Grey', office: 'British Foreign Secretary', influence: { britain: 1 }, effect: 'belowBritain', text: 'Britain +1 Influence; every Nation with less Power than Britain gains 1 Power.', ...D },
  { id: 'churchill', name: 'Winston Churchill', office: 'First Lord of the Admiralty', influence: { germany: -1, britain: 2 }, effect: 'britainPower', text: 'Germany -1, Britain +2 Influence and +1 Power.', ...D },
  { id: 'lloydgeorge', name: 'David Lloyd George', office: 'Chancellor of the Exchequer', influence: { britain: 4, germany: -2 }, text: 'Germany -2, Britain +4 Influence.', ...D },
  { id: 'kitchener', name: 'Horatio Kitchener', office: 'British Consul-General in Egypt', influence: { britain: 3, germany: -1, italy: -1 }, text: 'Germany -1, Italy -1, Britain +3 Influence.', ...D },
  { id: 'haldane', name: 'Richard Haldane', office: 'British Secretary of State for War', influence: { germany: 2, britain: 2 }, text: 'Germany +2, Britain +2 Influence.', ...D },
] as const;

export const POLITICIAN_LIST: readonly Politician[] = LIST.map((p) => politicianSchema.parse(p));
export const POLITICIANS: Readonly<Record<string, Politician>> = Object.fromEntries(POLITICIAN_LIST.map((p) => [p.id, p]));
