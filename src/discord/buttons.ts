/** Buttons and rows of buttons, as the handlers and prompts put them under messages. */
import { type APIButtonComponentWithCustomId, ButtonStyle, ComponentType } from 'discord.js';
import { type CustomId, encodeCustomId } from './customId.ts';
import type { Row } from './prompt.ts';

export type ButtonTone = APIButtonComponentWithCustomId['style'];

/** One button that sends `id` when pressed; secondary (grey) unless a tone is given. */
export function button(
  label: string,
  id: CustomId,
  tone: ButtonTone = ButtonStyle.Secondary,
  more: { readonly disabled?: boolean; readonly emoji?: string } = {},
): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    style: tone,
    label,
    custom_id: encodeCustomId(id),
    ...(more.disabled !== undefined ? { disabled: more.disabled } : {}),
    ...(more.emoji ? { emoji: { name: more.emoji } } : {}),
  };
}

/** One row of buttons (Discord allows five). */
export function buttonRow(...buttons: APIButtonComponentWithCustomId[]): Row {
  return { type: ComponentType.ActionRow, components: buttons };
}
