import { AttachmentBuilder, type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { gameRecordJson } from '../../engine/gameRecord.ts';
import { type Locale, localize } from '../../engine/messages.ts';
import type { Images } from '../../render/pool.ts';
import { gameRecordOf, type ReplayedTable, replayTable, stepLine } from '../../service/replay.ts';
import { clip, lastLines } from '../../service/text.ts';
import { button, buttonRow } from '../buttons.ts';
import { type BotContext, deferPaging, sayPrivately } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { inLocale, readerOf, tableLocale } from '../locale.ts';
import { bot } from '../messages.ts';
import { plat } from '../platform.messages.ts';
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
  const payload = await replayPayload(ctx.render, r.value, readerOf(i));
  // Once the game is over, its last step shows the game's story too (the chart the end post carried).
  const end = r.value.step === r.value.total && t.value.record.status !== 'playing';
  await i.editReply(
    inLocale(
      { ...(end ? await withStory(ctx, t.value, payload, readerOf(i)) : payload), attachments: [] },
      readerOf(i),
    ),
  );
}

/** A step's public news lines in `locale`, each with its step number; never a private event, and never who acted (a secret asker stays secret). */
function stepLines(r: ReplayedTable, step: number, locale: Locale): string[] {
  const entry = r.entries[step - 1];
  if (!entry) return [];
  return entry.events
    .filter(isPublic)
    .map((e) => localize(stepLine(step, eventLine(r.table.record, e, locale)), locale));
}

/** The replay message: its text, the board after the step (the spectator view only), Back and Forward. */
export async function replayPayload(
  images: Images,
  r: ReplayedTable,
  locale: Locale = tableLocale(r.table.record),
): Promise<Payload> {
  return {
    content: replayText(r, locale),
    // What just changed is the step's own public news, not the game's latest.
    files: [await boardImage(images, r.table, r.entries[r.step - 1]?.events ?? [])],
    components: [pagingRow(r.table.record.channelId, r.step, r.total, locale)],
    // Replays name players; they never ping.
    allowedMentions: { users: [] },
  };
}

/**
 * Where in the game, the public news around the step (a few steps before, the step itself marked,
 * the next two), and whom the table then waited for as the public knew it, or the result.
 */
export function replayText(r: ReplayedTable, locale: Locale = tableLocale(r.table.record)): string {
  const say = (text: string) => localize(text, locale);
  const t = r.table;
  const name = t.entry.game.name;
  const head = say(
    plat('plat.replay.head', {
      game: name,
      at: r.step === 0 ? plat('plat.replay.start') : plat('plat.replay.after', { n: r.step }),
      total: r.total,
      sofar: t.record.status === 'playing' ? plat('plat.replay.sofar') : '',
    }),
  );
  const before: string[] = [];
  for (let s = Math.max(1, r.step - LOG_BEFORE + 1); s < r.step; s++) before.push(...stepLines(r, s, locale));
  const own = stepLines(r, r.step, locale).map((l) => `▶ ${l}`);
  const current =
    r.step === 0 ? '' : own.length ? firstLines(own, 1100) : `▶ ${say(stepLine(r.step, plat('plat.replay.nothing')))}`;
  const after: string[] = [];
  for (let s = r.step + 1; s <= Math.min(r.total, r.step + LOG_AFTER); s++) after.push(...stepLines(r, s, locale));
  const next = after.length ? `${say(plat('plat.replay.next'))}\n${firstLines(after, 350)}` : '';
  const outcome = renderOutcome(t, locale);
  const what = caption(t, locale);
  const who = waitingWho(t);
  const ended = t.record.status === 'aborted' && r.step === r.total;
  const voted = t.record.ended ? plat('plat.replay.voted') : '';
  const tail = clip(
    say(
      outcome
        ? plat('plat.replay.over', { headline: outcome.headline, voted })
        : ended
          ? plat('plat.replay.ended')
          : plat('plat.replay.waiting', {
              who: who || plat('plat.games.nextDecision'),
              what: what ? bot('bot.colon', { text: what }) : '',
            }),
    ),
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
function pagingRow(channel: string, step: number, total: number, locale: Locale): Row {
  const say = (text: string) => localize(text, locale);
  return buttonRow(
    button(
      say(step > 0 ? plat('plat.replay.backTo', { n: step - 1 }) : plat('plat.replay.back')),
      { t: 'replay', channel, n: Math.max(0, step - 1) },
      undefined,
      {
        disabled: step === 0,
      },
    ),
    button(
      say(step < total ? plat('plat.replay.forwardTo', { n: step + 1 }) : plat('plat.replay.forward')),
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
  if (t.value.state === null) return sayPrivately(i, plat('plat.export.never'));
  if (record.status === 'playing') return sayPrivately(i, plat('plat.export.playing'));
  const gameRecord = gameRecordOf(t.value, await ctx.store.readHistory(i.channelId));
  const day = (record.finishedAt ?? record.updatedAt).slice(0, 10);
  const file = new AttachmentBuilder(Buffer.from(gameRecordJson(gameRecord)), {
    name: `${entry.game.id}-${day}.json`,
    description: localize(plat('plat.export.alt', { game: entry.game.name }), readerOf(i)),
  });
  const steps = gameRecord.actions.length;
  await i.editReply({
    content: localize(
      plat('plat.export.done', { game: entry.game.name, steps, seats: record.seats.length, file: file.name ?? '' }),
      readerOf(i),
    ),
    files: [file],
    components: [],
  });
}
