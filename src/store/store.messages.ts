import { defineMessages } from '../engine/messages.ts';

/** What a player reads when the table store fails them (src/store). docs/i18n.md. */
export const storeWords = defineMessages(
  'store',
  {
    'store.unavailable': "The table's storage is unavailable right now; nothing changed. Try again in a minute.",
  },
  {
    'store.unavailable':
      'Le stockage des tables est indisponible pour l’instant ; rien n’a changé. Réessayez dans une minute.',
  },
);
