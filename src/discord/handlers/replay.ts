import { AttachmentBuilder, type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { gameRecordJson } from '../../engine/gameRecord.ts';
import type { Images } from '../../render/pool.ts';
import { gameRecordOf, type ReplayedTable, replayTable, stepLine } from '../../service/replay.ts';
import { clip, lastLines } from '../../service/text.ts';
import { button, buttonRow } from '../buttons.ts';
import { type BotContext, deferPaging, sayPrivately } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { boardImage, caption, eventLine, isPublic, type Payload, renderOutcome, waitingWho } from '../present.ts';
import type { Row } from '../prompt.ts';
import { withStory } from '../storyImage.ts';

/** Steps of public news shown before the step on the board (the step itself included), and after it. */
const LOG_BEFORE = 5;
const LOG_AFTER = 2;

/**
 * `/game replay [step]`: the public board as it was after a step, replayed from the seed and the
 * history, with the public news around that step, and Back / Forward buttons. Ephemeral: it is the
 * caller's own browsing, and the channel's latest board stays the current one. Anyone in the channel
 * may replay, during the game too: it only ever shows what was public at that step.
 */
export async function onReplay(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  await showStep(ctx, i, i.channelId, i.options.getInteger('step'));
}

/** Back / Forward: the same ephemeral message pages to the button's step. */
export async function onReplayButton(
  ctx: BotContext,
  i: ButtonInteraction,
  id: Extract<CustomId, { t: 'replay' }>,
): Promise<void> {
  // Only where the replay was asked for; the buttons sit on the ephemeral replay itself, so it is updated in place.
  if (!(await deferPaging(i, id.channel, 'replay'))) return;
  await showStep(ctx, i, id.channel, id.n);
}

async function showStep(
  ctx: BotContext,
  i: ChatInputCommandInteraction | ButtonInteraction,
  channelId: string,
  step: number | null,
): Promise<void> {
  const t = await ctx.tables.load(channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const r = await replayTable(ctx.store, t.value, step);
  if (!r.ok) return sayPrivately(i, r.error);
  const payload = await replayPayload(ctx.render, r.value);
  // Once the game is over, its last step shows the game's story too (the chart the end post carried).
  const end = r.value.step === r.value.total && t.value.record.status !== 'playing';
  await i.editReply({ ...(end ? await withStory(ctx, t.value, payload) : payload), attachments: [] });
}

/** A step's public news lines, each with its step number; never a private event, and never who acted (a secret asker stays secret). */
function stepLines(r: ReplayedTable, step: number): string[] {
  const entry = r.entries[step - 1];
  if (!entry) return [];
  return entry.events.filter(isPublic).map((e) => stepLine(step, eventLine(r.table.record, e)));
}

/** The replay message: its text, the board after the step (the spectator view only), Back and Forward. */
export async function replayPayload(images: Images, r: ReplayedTable): Promise<Payload> {
  return {
    content: replayText(r),
    // What just changed is the step's own public news, not the game's latest.
    files: [await boardImage(images, r.table, r.entries[r.step - 1]?.events ?? [])],
    components: [pagingRow(r.table.record.channelId, r.step, r.total)],
    // Replays name players; they never ping.
    allowedMentions: { users: [] },
  };
}

/**
 * Where in the game, the public news around the step (a few steps before, the step itself marked,
 * the next two), and whom the table then waited for as the public knew it, or the result.
 */
export function replayText(r: ReplayedTable): string {
  const t = r.table;
  const name = t.entry.game.name;
  const head = `**${name}** replay: ${r.step === 0 ? 'the start, before any move' : `after step ${r.step}`} of ${r.total}${t.record.status === 'playing' ? ' so far' : ''}`;
  const before: string[] = [];
  for (let s = Math.max(1, r.step - LOG_BEFORE + 1); s < r.step; s++) before.push(...stepLines(r, s));
  const own = stepLines(r, r.step).map((l) => `▶ ${l}`);
  const current =
    r.step === 0 ? '' : own.length ? firstLines(own, 1100) : `▶ ${stepLine(r.step, '(nothing public changed)')}`;
  const after: string[] = [];
  for (let s = r.step + 1; s <= Math.min(r.total, r.step + LOG_AFTER); s++) after.push(...stepLines(r, s));
  const next = after.length ? `Next:\n${firstLines(after, 350)}` : '';
  const outcome = renderOutcome(t);
  const what = caption(t);
  const who = waitingWho(t);
  const ended = t.record.status === 'aborted' && r.step === r.total;
  const voted = t.record.ended ? ' (the players voted to end it with the current standings)' : '';
  const tail = clip(
    outcome
      ? `🏁 Game over: ${outcome.headline}${voted}.`
      : ended
        ? '🛑 The game was ended here, before its end.'
        : `⏳ Then waiting for ${who || 'the next decision'}${what ? `: ${what}` : ''}`,
    300,
  );
  const room = 2000 - head.length - current.length - next.length - tail.length - 8;
  return clip(
    [head, before.length ? lastLines(before, room) : '', current, next, tail].filter(Boolean).join('\n'),
    2000,
  );
}

/** The first whole lines that fit in `max` characters, then "…" when some are left out (a single long line is cut). */
function firstLines(lines: readonly string[], max: number): string {
  const out: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > max - 2) {
      out.push(out.length ? '…' : clip(line, max));
      break;
    }
    out.push(line);
    size += line.length + 1;
  }
  return out.join('\n');
}

/** Back and Forward, disabled at either end (their ids stay distinct: Discord wants that on one message). */
function pagingRow(channel: string, step: number, total: number): Row {
  return buttonRow(
    button(
      step > 0 ? `◀ Back to step ${step - 1}` : '◀ Back',
      { t: 'replay', channel, n: Math.max(0, step - 1) },
      undefined,
      {
        disabled: step === 0,
      },
    ),
    button(
      step < total ? `Forward to step ${step + 1} ▶` : 'Forward ▶',
      { t: 'replay', channel, n: step + 1 },
      undefined,
      {
        disabled: step >= total,
      },
    ),
  );
}

/**
 * `/game export`: the game record (game, version, options, seats by name, seed, settings, actions) as a JSON
 * file, to the caller alone. Only once the game is over (finished, or ended early): the actions
 * hold every seat's secret choices (a card chosen face down, a sealed vote), which a record of a
 * game in progress would hand to whoever asked.
 */
export async function onExport(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const t = await ctx.tables.load(i.channelId);
  if (!t.ok) return sayPrivately(i, t.error);
  const { record, entry } = t.value;
  if (t.value.state === null) return sayPrivately(i, 'This game never started: there is no record to export.');
  if (record.status === 'playing') {
    return sayPrivately(
      i,
      "A game's record holds every player's secret choices, so it can be exported once the game is over (or ended with /game abort). /game replay shows the public board of any step now.",
    );
  }
  const gameRecord = gameRecordOf(t.value, await ctx.store.readHistory(i.channelId));
  const day = (record.finishedAt ?? record.updatedAt).slice(0, 10);
  const file = new AttachmentBuilder(Buffer.from(gameRecordJson(gameRecord)), {
    name: `${entry.game.id}-${day}.json`,
    description: `${entry.game.name} game record`,
  });
  const steps = gameRecord.actions.length;
  await i.editReply({
    content: `**${entry.game.name}** game record: ${steps} ${steps === 1 ? 'step' : 'steps'}, ${record.seats.length} seats. Play it again on the offline table with \`npm run table -- --load ${file.name}\`.`,
    files: [file],
    components: [],
  });
}
