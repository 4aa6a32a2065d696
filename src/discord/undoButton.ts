import { ButtonStyle } from 'discord.js';
import type { Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/record.ts';
import { button, buttonRow } from './buttons.ts';
import type { Row } from './prompt.ts';

/** The Undo button on the actor's private answer, when their step may be taken back. */
export function undoRow(r: TableRecord, seat: Seat): Row[] {
  const u = r.undo;
  if (!u?.before || u.seat !== seat || r.status !== 'playing') return [];
  return [
    buttonRow(button('Undo', { t: 'undo', channel: r.channelId, v: u.version }, ButtonStyle.Secondary, { emoji: '↩️' })),
  ];
}
