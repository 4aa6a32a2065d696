import { MOVEMENT_SKILLS, characterSchema, type Ability, type Character, type CharacterType, type RoutineStep, type Skill, type Target } from './types.ts';

/**
 * The 30 Characters (designed: the rulebook prints the count, the card layout and the Street
 * Samurai's Routine "ARREST or EXECUTE / Else: DRIVE to closest Criminal / Else: DRIVE", her
 * AUGMENT icon and her permanent ability to kill Androids). The archetypes public sources name
 * (Cop, Reporter, Rockstar, Yakuza, Serial Killer, Corporate Assassin, Rich Kid, Private
 * Investigator, Taxi Driver, Street Samurai) are among them. Initiatives are unique (1-30).
 */
const TARGET_NAMES: Record<Target, string> = {
  any: 'Character', criminal: 'Criminal', merchant: 'Merchant', dealer: 'Dealer', android: 'Android', bioroid: 'Bioroid', ai: 'AI',
  shop: 'Shop', corporate: 'Corporate Area', exit: 'Exit Area', crimescene: 'Crimescene', scandalous: 'Character with Scandal',
  augmented: 'Character with Augments', richest: 'Character with the most Products', public: 'Public Area', private: 'Private Area',
};
/** A step: its Skills, its target, and its printed text when the card prints it shorter than the rule it follows. */
type S = [skills: Skill[], target?: Target, printed?: string];
function steps(list: S[]): RoutineStep[] {
  return list.map(([skills, target, printed], i) => {
    const head = skills.map((s) => s.toUpperCase()).join(' or ');
    const move = skills.every((s) => MOVEMENT_SKILLS.includes(s));
    const tail = target === undefined ? '' : move ? ` to closest ${TARGET_NAMES[target]}` : ` a ${TARGET_NAMES[target]}`;
    return { skills, ...(target ? { target } : {}), text: `${i > 0 ? 'Else: ' : ''}${printed ?? head + tail}` };
  });
}
function c(id: string, name: string, types: CharacterType[], pronoun: Character['pronoun'], routine: S[], skills: Skill[], start: number | 'random', initiative: number, advanced = false, abilities: Ability[] = [], extra: Partial<Character> = {}): Character {
  return characterSchema.parse({ id, name, types, pronoun, routine: steps(routine), skills, start, initiative, advanced, abilities, designed: true, note: 'designed', ...extra });
}

const LIST: Character[] = [
  // Step 1 targets Criminals, as the rulebook's example reads it ("if there is no Criminal Character
  // in the same area, neither ARREST nor EXECUTE are possible"); her Android ability works outside
  // her Routine (a hack): rule 52a.
  c('street-samurai', 'Street Samurai', ['civilian'], 'she', [[['arrest', 'execute'], 'criminal', 'ARREST or EXECUTE'], [['drive'], 'criminal'], [['drive']]], ['arrest', 'execute', 'drive', 'augment'], 'random', 24, false,
    [{ id: 'kills-androids', text: 'She can kill Characters of the type Android.' }], { note: 'printed: Routine, pronoun, AUGMENT icon, ability; start, initiative, other icons designed' }),
  c('cop', 'Cop', ['cop'], 'he', [[['arrest'], 'criminal'], [['drive'], 'crimescene'], [['investigate']]], ['arrest', 'drive', 'investigate'], 13, 20),
  c('reporter', 'Reporter', ['media'], 'she', [[['scandal']], [['move'], 'corporate'], [['data']]], ['scandal', 'move', 'data'], 'random', 11),
  c('rockstar', 'Rockstar', ['civilian'], 'he', [[['drugs']], [['drive'], 'dealer'], [['buy']]], ['drugs', 'buy', 'drive', 'scandal'], 11, 8),
  c('yakuza', 'Yakuza', ['criminal'], 'he', [[['crime']], [['murder'], 'merchant'], [['drive'], 'shop']], ['crime', 'murder', 'drive'], 12, 17),
  c('serial-killer', 'Serial Killer', ['criminal'], 'he', [[['murder']], [['move'], 'any'], [['crime']]], ['murder', 'move', 'crime'], 'random', 28, true),
  c('corporate-assassin', 'Corporate Assassin', ['corporate'], 'she', [[['murder'], 'scandalous'], [['fly'], 'scandalous'], [['augment']]], ['murder', 'fly', 'augment'], 2, 27, true),
  c('rich-kid', 'Rich Kid', ['civilian'], 'he', [[['buy']], [['augment']], [['drive'], 'shop']], ['buy', 'augment', 'drive'], 15, 3),
  c('private-investigator', 'Private Investigator', ['civilian'], 'she', [[['investigate']], [['move'], 'crimescene'], [['scandal']]], ['investigate', 'move', 'scandal', 'hack'], 'random', 14),
  c('taxi-driver', 'Taxi Driver', ['civilian'], 'he', [[['drive'], 'exit'], [['buy']]], ['drive', 'buy'], 9, 5, false, [{ id: 'carries', text: 'When he DRIVEs, 1 Character in his Area may come along.' }]),
  c('fixer', 'Fixer', ['merchant'], 'she', [[['buy']], [['drive'], 'corporate'], [['data']]], ['buy', 'drive', 'data'], 11, 6),
  c('ripperdoc', 'Ripperdoc', ['merchant'], 'he', [[['augment']], [['move'], 'augmented']], ['augment', 'move', 'hack'], 10, 9),
  c('pusher', 'Pusher', ['dealer', 'criminal'], 'he', [[['drugs']], [['move'], 'public'], [['crime']]], ['drugs', 'move', 'crime'], 12, 12),
  c('chemist', 'Chemist', ['dealer'], 'she', [[['drugs']], [['drive'], 'corporate']], ['drugs', 'drive', 'data'], 4, 4, true),
  c('netrunner', 'Netrunner', ['civilian'], 'they', [[['hack']], [['data']], [['move'], 'corporate']], ['hack', 'data', 'move'], 16, 22, true),
  // Its GUARD is permanent (the rulebook's "Guard as a passive effect"), so no Routine step GUARDs:
  // that step could never fire (rule 49a). Every step here can.
  c('security-droid', 'Security Droid', ['android'], 'it', [[['execute'], 'criminal'], [['move'], 'crimescene'], [['investigate']]], ['execute', 'move', 'investigate'], 5, 15, false,
    [{ id: 'guard-permanent', text: 'Guards its Area permanently.' }], { token: 'android' }),
  c('pleasure-droid', 'Pleasure Droid', ['android', 'merchant'], 'it', [[['buy']], [['move'], 'private']], ['buy', 'move', 'scandal'], 14, 2, false, [], { token: 'android' }),
  c('courier-drone', 'Courier Drone', ['android'], 'it', [[['fly'], 'merchant'], [['buy']]], ['fly', 'buy'], 'random', 21, false, [], { token: 'android' }),
  c('clone-soldier', 'Clone Soldier', ['bioroid'], 'he', [[['murder'], 'criminal'], [['drive'], 'criminal'], [['augment']]], ['murder', 'drive', 'augment'], 2, 25, false, [], { token: 'bioroid' }),
  c('vat-worker', 'Vat Worker', ['bioroid'], 'she', [[['data']], [['move'], 'corporate']], ['data', 'move'], 6, 1, false, [], { token: 'bioroid' }),
  c('gene-diva', 'Gene Diva', ['bioroid', 'media'], 'she', [[['scandal']], [['fly'], 'scandalous']], ['scandal', 'fly', 'drugs'], 3, 16, true, [], { token: 'bioroid' }),
  c('rogue-ai', 'Rogue AI', ['ai', 'criminal'], 'it', [[['hack']], [['data']]], ['hack', 'data', 'crime'], 7, 30, true,
    [{ id: 'incorporeal', text: 'Cannot be killed or arrested; it never moves.' }], { token: 'ai' }),
  c('city-ai', 'City AI', ['ai'], 'it', [[['investigate']], [['guard']]], ['investigate', 'guard', 'hack'], 13, 29, true, [], { token: 'ai' }),
  c('market-ai', 'Market AI', ['ai', 'merchant'], 'it', [[['buy']], [['data']]], ['buy', 'data'], 5, 19, false, [], { token: 'ai' }),
  c('gang-boss', 'Gang Boss', ['criminal'], 'he', [[['crime']], [['scandal']], [['drive'], 'shop']], ['crime', 'scandal', 'drive'], 12, 23),
  c('hitman', 'Hitman', ['criminal'], 'she', [[['murder'], 'richest'], [['drive'], 'richest']], ['murder', 'drive', 'augment'], 'random', 26, true),
  c('politician', 'Politician', ['corporate'], 'he', [[['guard']], [['scandal']], [['drive'], 'corporate']], ['guard', 'scandal', 'drive'], 15, 7),
  c('tourist', 'Tourist', ['civilian'], 'she', [[['buy']], [['move'], 'shop'], [['move']]], ['buy', 'move'], 9, 10),
  c('junkie', 'Junkie', ['civilian'], 'he', [[['drugs']], [['move'], 'dealer'], [['crime']]], ['drugs', 'move', 'crime'], 16, 18),
  c('paparazzo', 'Paparazzo', ['media'], 'he', [[['scandal'], 'augmented'], [['drive'], 'augmented'], [['scandal']]], ['scandal', 'drive', 'fly'], 8, 13),
];
export const CHARACTER_LIST: readonly Character[] = LIST;
export const CHARACTERS: Readonly<Record<string, Character>> = Object.fromEntries(LIST.map((ch) => [ch.id, ch]));
