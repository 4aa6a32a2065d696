import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import { sayPrivately, type BotContext } from '../context.ts';

// Issue 9, replay and export: being written in this session.
export async function onReplay(_ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction, ..._rest: unknown[]): Promise<void> {
  await sayPrivately(i, 'Not available yet.');
}
export async function onReplayButton(_ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction, ..._rest: unknown[]): Promise<void> {
  await sayPrivately(i, 'Not available yet.');
}
export async function onExport(_ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction, ..._rest: unknown[]): Promise<void> {
  await sayPrivately(i, 'Not available yet.');
}
