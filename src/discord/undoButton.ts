import { ButtonStyle, ComponentType } from 'discord.js';
import type { Seat } from '../engine/types.ts';
import type { TableRecord } from '../store/record.ts';
import { encodeCustomId } from './customId.ts';
import type { Row } from './prompt.ts';

/** The Undo button on the actor's private answer, when their step may be taken back. */
export function undoRow(r: TableRecord, seat: Seat): Row[] {
  const u = r.undo;
  if (!u?.before || u.seat !== seat || r.status !== 'playing') return [];
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Secondary,
          label: 'Undo',
          emoji: { name: '↩️' },
          custom_id: encodeCustomId({ t: 'undo', channel: r.channelId, v: u.version }),
        },
      ],
    },
  ];
}
