import { dataMessage, dataWord, orList } from './messages.ts';
import {
  type Ability,
  type Character,
  type CharacterType,
  characterSchema,
  MOVEMENT_SKILLS,
  type RoutineStep,
  type Skill,
  type Target,
} from './types.ts';

/**
 * The 30 Characters (designed: the rulebook prints the count, the card layout and the Street
 * Samurai's Routine "ARREST or EXECUTE / Else: DRIVE to closest Criminal / Else: DRIVE", her
 * AUGMENT icon and her permanent ability to kill Androids). The archetypes public sources name
 * (Cop, Reporter, Rockstar, Yakuza, Serial Killer, Corporate Assassin, Rich Kid, Private
 * Investigator, Taxi Driver, Street Samurai) are among them. Initiatives are unique (1-30).
 */
/** A step: its Skills, its target, and its printed text when the card prints it shorter than the rule it follows. */
type S = [skills: Skill[], target?: Target, printed?: string];
function steps(list: S[]): RoutineStep[] {
  return list.map(([skills, target, printed], i) => {
    const head = orList(skills.map((s) => dataWord('skill', s)));
    const move = skills.every((s) => MOVEMENT_SKILLS.includes(s));
    const body =
      printed !== undefined || target === undefined
        ? head
        : move
          ? dataMessage('step.to', { skills: head, target: dataWord('closest', target) })
          : dataMessage('step.on', { skills: head, target: dataWord('a', target) });
    return {
      skills,
      ...(target ? { target } : {}),
      body,
      text: i > 0 ? dataMessage('step.else', { step: body }) : body,
    };
  });
}
/**
 * A Routine as a row writes it: its steps split by " / ", each its Skills joined by "|", then its
 * target, then "= the printed text" where the card prints it shorter than the rule it follows.
 */
function routine(text: string): S[] {
  return text.split(' / ').map((step): S => {
    const [rule, printed] = step.split(' = ');
    const [skills, target] = rule!.split(' ');
    return [skills!.split('|') as Skill[], target as Target | undefined, printed];
  });
}

/** One Character a row: id, name, its Types, pronoun, Starting Location (an Area or 'random'), Initiative, advanced. */
type Row = readonly [
  id: string,
  name: string,
  types: string,
  pronoun: Character['pronoun'],
  start: number | 'random',
  initiative: number,
  advanced?: boolean,
];
const ROWS: readonly Row[] = [
  ['street-samurai', 'Street Samurai', 'civilian', 'she', 'random', 24],
  ['cop', 'Cop', 'cop', 'he', 13, 20],
  ['reporter', 'Reporter', 'media', 'she', 'random', 11],
  ['rockstar', 'Rockstar', 'civilian', 'he', 11, 8],
  ['yakuza', 'Yakuza', 'criminal', 'he', 12, 17],
  ['serial-killer', 'Serial Killer', 'criminal', 'he', 'random', 28, true],
  ['corporate-assassin', 'Corporate Assassin', 'corporate', 'she', 2, 27, true],
  ['rich-kid', 'Rich Kid', 'civilian', 'he', 15, 3],
  ['private-investigator', 'Private Investigator', 'civilian', 'she', 'random', 14],
  ['taxi-driver', 'Taxi Driver', 'civilian', 'he', 9, 5],
  ['fixer', 'Fixer', 'merchant', 'she', 11, 6],
  ['ripperdoc', 'Ripperdoc', 'merchant', 'he', 10, 9],
  ['pusher', 'Pusher', 'dealer criminal', 'he', 12, 12],
  ['chemist', 'Chemist', 'dealer', 'she', 4, 4, true],
  ['netrunner', 'Netrunner', 'civilian', 'they', 16, 22, true],
  ['security-droid', 'Security Droid', 'android', 'it', 5, 15],
  ['pleasure-droid', 'Pleasure Droid', 'android merchant', 'it', 14, 2],
  ['courier-drone', 'Courier Drone', 'android', 'it', 'random', 21],
  ['clone-soldier', 'Clone Soldier', 'bioroid', 'he', 2, 25],
  ['vat-worker', 'Vat Worker', 'bioroid', 'she', 6, 1],
  ['gene-diva', 'Gene Diva', 'bioroid media', 'she', 3, 16, true],
  ['rogue-ai', 'Rogue AI', 'ai criminal', 'it', 7, 30, true],
  ['city-ai', 'City AI', 'ai', 'it', 13, 29, true],
  ['market-ai', 'Market AI', 'ai merchant', 'it', 5, 19],
  ['gang-boss', 'Gang Boss', 'criminal', 'he', 12, 23],
  ['hitman', 'Hitman', 'criminal', 'she', 'random', 26, true],
  ['politician', 'Politician', 'corporate', 'he', 15, 7],
  ['tourist', 'Tourist', 'civilian', 'she', 9, 10],
  ['junkie', 'Junkie', 'civilian', 'he', 16, 18],
  ['paparazzo', 'Paparazzo', 'media', 'he', 8, 13],
];
/**
 * Each Character's Routine (as `routine` reads it) and its Skill icons, in the card's order.
 * - Street Samurai: step 1 targets Criminals, as the rulebook's example reads it ("if there is no
 *   Criminal Character in the same area, neither ARREST nor EXECUTE are possible"); her Android
 *   ability works outside her Routine (a hack): rule 52a.
 * - Security Droid: its GUARD is permanent (the rulebook's "Guard as a passive effect"), so no
 *   Routine step GUARDs: that step could never fire (rule 49a). Every step here can.
 */
type RoutineRow = readonly [id: string, routine: string, skills: string];
const ROUTINE_ROWS: readonly RoutineRow[] = [
  [
    'street-samurai',
    'arrest|execute criminal = ARREST or EXECUTE / drive criminal / drive',
    'arrest execute drive augment',
  ],
  ['cop', 'arrest criminal / drive crimescene / investigate', 'arrest drive investigate'],
  ['reporter', 'scandal / move corporate / data', 'scandal move data'],
  ['rockstar', 'drugs / drive dealer / buy', 'drugs buy drive scandal'],
  ['yakuza', 'crime / murder merchant / drive shop', 'crime murder drive'],
  ['serial-killer', 'murder / move any / crime', 'murder move crime'],
  ['corporate-assassin', 'murder scandalous / fly scandalous / augment', 'murder fly augment'],
  ['rich-kid', 'buy / augment / drive shop', 'buy augment drive'],
  ['private-investigator', 'investigate / move crimescene / scandal', 'investigate move scandal hack'],
  ['taxi-driver', 'drive exit / buy', 'drive buy'],
  ['fixer', 'buy / drive corporate / data', 'buy drive data'],
  ['ripperdoc', 'augment / move augmented', 'augment move hack'],
  ['pusher', 'drugs / move public / crime', 'drugs move crime'],
  ['chemist', 'drugs / drive corporate', 'drugs drive data'],
  ['netrunner', 'hack / data / move corporate', 'hack data move'],
  ['security-droid', 'execute criminal / move crimescene / investigate', 'execute move investigate'],
  ['pleasure-droid', 'buy / move private', 'buy move scandal'],
  ['courier-drone', 'fly merchant / buy', 'fly buy'],
  ['clone-soldier', 'murder criminal / drive criminal / augment', 'murder drive augment'],
  ['vat-worker', 'data / move corporate', 'data move'],
  ['gene-diva', 'scandal / fly scandalous', 'scandal fly drugs'],
  ['rogue-ai', 'hack / data', 'hack data crime'],
  ['city-ai', 'investigate / guard', 'investigate guard hack'],
  ['market-ai', 'buy / data', 'buy data'],
  ['gang-boss', 'crime / scandal / drive shop', 'crime scandal drive'],
  ['hitman', 'murder richest / drive richest', 'murder drive augment'],
  ['politician', 'guard / scandal / drive corporate', 'guard scandal drive'],
  ['tourist', 'buy / move shop / move', 'buy move'],
  ['junkie', 'drugs / move dealer / crime', 'drugs move crime'],
  ['paparazzo', 'scandal augmented / drive augmented / scandal', 'scandal drive fly'],
];
const ROUTINES = new Map(ROUTINE_ROWS.map(([id, r, skills]) => [id, [r, skills] as const]));
/** The permanent abilities, of the Characters that have one. */
const ABILITIES: Readonly<Record<string, Ability[]>> = {
  'street-samurai': [{ id: 'kills-androids', text: dataWord('text', 'kills-androids') }],
  'taxi-driver': [{ id: 'carries', text: dataWord('text', 'carries') }],
  'security-droid': [{ id: 'guard-permanent', text: dataWord('text', 'guard-permanent') }],
  'rogue-ai': [{ id: 'incorporeal', text: dataWord('text', 'incorporeal') }],
};
/** What is printed, where a card is not simply designed. */
const NOTES: Readonly<Record<string, string>> = {
  'street-samurai': 'printed: Routine, pronoun, AUGMENT icon, ability; start, initiative, other icons designed',
};
/** An Android, a Bioroid or an AI takes its Type token as it enters the city. */
const TOKEN_TYPES = ['android', 'bioroid', 'ai'] as const;

const LIST: Character[] = ROWS.map(([id, _name, types, pronoun, start, initiative, advanced = false]) => {
  const card = ROUTINES.get(id);
  if (!card) throw new Error(`no Routine for ${id}`);
  const typeList = types.split(' ') as CharacterType[];
  const token = TOKEN_TYPES.find((t) => typeList.includes(t));
  return characterSchema.parse({
    id,
    name: dataWord('char', id),
    types: typeList,
    pronoun,
    routine: steps(routine(card[0])),
    skills: card[1].split(' '),
    start,
    initiative,
    advanced,
    abilities: ABILITIES[id] ?? [],
    designed: true,
    note: NOTES[id] ?? 'designed',
    ...(token ? { token } : {}),
  });
});
export const CHARACTER_LIST: readonly Character[] = LIST;
export const CHARACTERS: Readonly<Record<string, Character>> = Object.fromEntries(LIST.map((ch) => [ch.id, ch]));
