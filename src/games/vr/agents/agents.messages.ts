import { defineMessages } from '../../../engine/messages.ts';

/** The words of using and promoting Agents (agents/duty.ts, agents/activation.ts), in English and French. */

const EN = {
  'vr.agents.uses': "{who} uses {agent}'s ability (turned until the next Round).",
  'vr.agents.takesYourLast': 'Takes YOUR last token here.',
  'vr.agents.takesTheirLast': "Takes {who}'s last token here.",
  'vr.agents.takesYour': 'Takes 1 of YOUR {n} tokens here.',
  'vr.agents.takesTheir': "Takes 1 of {who}'s {n} tokens here.",
  'vr.agents.promotes': '{who} promotes {agent}, who leaves Duty.',
  'vr.agents.tropovicz': "{who} will choose {agent}'s type (Fighter, Tech or Diplomat) at the end of the game.",
  'vr.agents.promotionIdle': "{agent}'s Promotion ability would do nothing now.",
  'vr.agents.retires': '{who} sends {agent} into retirement.',
  'vr.agents.usePromotion': "Use {agent}'s Promotion ability",
  'vr.agents.skipPromotion': 'Do not use it',
  'vr.agents.usesPromotion': "{who} uses {agent}'s Promotion ability.",
  'vr.agents.retire': 'Retire {agent}',
  'vr.agents.retireDetail': 'It leaves play but still scores, and can never be discarded.',
  'vr.agents.toBoost': 'Turn {agent} into a Boost: {action}',
  'vr.agents.turnsToBoost': '{who} turns {agent} into a Boost under {action}: {text}',
} as const;

const FR: { readonly [K in keyof typeof EN]: string } = {
  'vr.agents.uses': '{who} utilise la capacité de {agent} (incliné jusqu’à la manche suivante).',
  'vr.agents.takesYourLast': 'Prend VOTRE dernier jeton ici.',
  'vr.agents.takesTheirLast': 'Prend le dernier jeton de {who} ici.',
  'vr.agents.takesYour': 'Prend 1 de VOS {n} jetons ici.',
  'vr.agents.takesTheir': 'Prend 1 des {n} jetons de {who} ici.',
  'vr.agents.promotes': '{who} promeut {agent}, qui quitte le service.',
  'vr.agents.tropovicz': '{who} choisira le type de {agent} (Combattant, Tech ou Diplomate) en fin de partie.',
  'vr.agents.promotionIdle': 'La capacité de Promotion de {agent} ne ferait rien maintenant.',
  'vr.agents.retires': '{who} met {agent} à la retraite.',
  'vr.agents.usePromotion': 'Utiliser la capacité de Promotion de {agent}',
  'vr.agents.skipPromotion': 'Ne pas l’utiliser',
  'vr.agents.usesPromotion': '{who} utilise la capacité de Promotion de {agent}.',
  'vr.agents.retire': 'Retirer {agent}',
  'vr.agents.retireDetail': 'Il quitte le jeu mais marque toujours, et ne peut jamais être défaussé.',
  'vr.agents.toBoost': 'Changer {agent} en Boost : {action}',
  'vr.agents.turnsToBoost': '{who} change {agent} en Boost sous {action} : {text}',
};

export const am = defineMessages('vr.agents', EN, FR);
