import type { EmergencyCard } from './types.ts';

/** Filled by the data work (issue 13): see docs/games/new-angeles.md. */
export const EMERGENCIES: readonly EmergencyCard[] = [];
