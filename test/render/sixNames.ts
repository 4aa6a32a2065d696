/** Six seat names with accents, quotes and lengths that stretch the layouts: the Axon Protocol and New Angeles scenes'. */
export const SIX_NAMES = [
  'Nyx',
  'Zero Cool',
  'Łucja "Glitch" Wiśniewska-Kowalczyk',
  'acid_burn_the_unstoppable_2099',
  'Kai',
  'Mr. Robot',
];
