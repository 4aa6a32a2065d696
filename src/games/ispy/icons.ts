import type { Icon } from './data/index.ts';
import type { IspyFlow } from './flow.ts';
import type { Who } from './movement.ts';
import type { IspyState } from './state.ts';

/** Foundation interface (the cards work replaces the bodies): whether an icon can be completed now, and resolving it. */
export function canResolveIcon(_s: IspyState, _who: Who, _icon: Icon): boolean {
  return true;
}

/** Resolves `icon` for `who` (may ask a decision); `source` names the card or contact for events and Asset hooks. */
export function resolveIcon(_s: IspyState, _who: Who, _icon: Icon, _source: string): void {}

export function registerIcons(_flow: IspyFlow): void {}
