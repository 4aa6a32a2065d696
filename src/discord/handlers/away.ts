import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import { sayPrivately, type BotContext } from '../context.ts';

// Issue 9, seats and index (/away): being written in this session.
export async function onAway(_ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction, ..._rest: unknown[]): Promise<void> {
  await sayPrivately(i, 'Not available yet.');
}
