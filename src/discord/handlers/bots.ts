import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import { COMPUTER_LEVELS, type ComputerLevel } from '../../engine/computer.ts';
import type { TableRecord } from '../../store/record.ts';
import { type BotContext, sayPrivately } from '../context.ts';
import { plat } from '../platform.messages.ts';
import { lobbyFor, refreshLobbies, rememberLobby } from './lobby.ts';

/**
 * `/game bot add level:` and `/game bot remove`: computer players in the lobby, so one person can
 * practise alone or a table can fill its empty seats. Host only, before the start; the lobby
 * message answers publicly with the seats, as a join or leave does.
 */

const levelOf = (raw: string | null): ComputerLevel | null =>
  raw === null ? 'greedy' : (COMPUTER_LEVELS as readonly string[]).includes(raw) ? (raw as ComputerLevel) : null;

/** "greedy or random": the levels joined by "or" ("ou"). */
const orList = (levels: readonly string[]): string =>
  levels.slice(1).reduce((a, b) => plat('plat.bots.or', { a, b }), levels[0] ?? '');

export async function onBotAdd(ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction): Promise<void> {
  const level = levelOf(i.isChatInputCommand() ? i.options.getString('level') : null);
  if (!level) return sayPrivately(i, plat('plat.bots.level', { levels: orList(COMPUTER_LEVELS) }));
  // The lobby's button updates its own message; the command answers with a new one.
  if (i.isButton()) await i.deferUpdate();
  else await i.deferReply();
  const res = await ctx.tables.addComputers(i.channelId!, i.user.id, level);
  if (!res.ok) return sayPrivately(i, res.error);
  await answer(ctx, i, res.value.record!, plat('plat.bots.joined', { names: res.value.names.join(', ') }));
}

export async function onBotRemove(ctx: BotContext, i: ChatInputCommandInteraction | ButtonInteraction): Promise<void> {
  await i.deferReply();
  const res = await ctx.tables.removeComputer(i.channelId!, i.user.id);
  if (!res.ok) return sayPrivately(i, res.error);
  await answer(ctx, i, res.value.record!, plat('plat.bots.left', { name: res.value.name }));
}

async function answer(
  ctx: BotContext,
  i: ChatInputCommandInteraction | ButtonInteraction,
  record: TableRecord,
  note: string,
): Promise<void> {
  const sent = await i.editReply(lobbyFor(ctx, record, note));
  if (!i.isButton()) await rememberLobby(ctx, record.channelId, sent.id);
  await refreshLobbies(ctx, record, i.isButton() ? i.message.id : sent.id);
}
