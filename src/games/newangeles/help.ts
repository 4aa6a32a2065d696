import type { HelpTopic } from '../../engine/types.ts';

/** /game help na topics. (Placeholder: the Discord work fills it from docs/games/new-angeles.md.) */
export const HELP: readonly HelpTopic[] = [{ name: 'overview', text: 'New Angeles: corporations deal for assets while the city holds together.' }];
