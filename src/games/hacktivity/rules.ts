/**
 * What the wave (turn order, draw, play) calls of the card and icon rules, in one place: at the
 * merge only these re-exports follow where the icons work puts them.
 */
export { cardOptions, playCard } from './cards.ts';
export { programOptions, runProgram } from './powers.ts';
export { checkEnd, describeIcons } from './icons.ts';
