/**
 * A French server and French players through the Discord double (docs/i18n.md): every text that
 * reaches Discord (public posts, ephemeral answers, DMs, prompts, buttons and menus, help pages,
 * images' alt texts) reads French, and who reads which language is followed: the table's language
 * for posts and boards, the reader's Discord language for what only they see.
 */
import { describe, expect, it } from 'vitest';
import type { DoubleMessage, Interaction } from '../../src/double/types.ts';
import { GAMES } from '../../src/games/index.ts';
import type { GameEntry } from '../../src/registry.ts';
import { heistEntry } from '../fixture/registry.ts';
import { englishAmong } from '../support/english.ts';
import { FRENCH_PENDING } from '../support/frenchPending.ts';
import { customIds, lastText, latestPublic, loadTable, startWorld, sub, type World, worldPerTest } from './harness.ts';

const { keep } = worldPerTest();

/** Every text a message shows: content, embeds, buttons' and menus' words, files' alt texts. */
function textsOf(m: DoubleMessage, where: string): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const add = (text: unknown, what: string) => {
    if (typeof text === 'string' && text) out.push({ where: `${where} ${what}`, text });
  };
  add(m.content, 'content');
  for (const e of m.embeds ?? []) {
    add(e.title, 'embed title');
    add(e.description, 'embed');
  }
  for (const row of m.components ?? [])
    for (const c of row.components ?? []) {
      add(c.label, 'button');
      add(c.placeholder, 'menu');
      for (const o of c.options ?? []) {
        add(o.label, 'option');
        add(o.description, 'option detail');
      }
    }
  for (const a of m.attachments ?? []) add(a.description, `alt of ${a.filename}`);
  return out;
}

/** What the bot answered in interactions (replies, edits, follow-ups, autocomplete, modals). */
function answersOf(ixs: readonly Interaction[]): { where: string; text: string }[] {
  return ixs.flatMap((ix) =>
    ix.responses.flatMap((r, k) => {
      const where = `${ix.kind} ${k}`;
      const d = r.data ?? {};
      const choices = Array.isArray(d.choices) ? d.choices.map((c: { name: string }) => c.name) : [];
      const modal = typeof d.title === 'string' ? [d.title, JSON.stringify(d.components ?? [])] : [];
      const fake = {
        content: typeof d.content === 'string' ? d.content : '',
        embeds: d.embeds ?? [],
        components: modal.length ? [] : (d.components ?? []),
        attachments: (d.attachments ?? []).filter((a: { description?: string }) => a.description),
      } as unknown as DoubleMessage;
      return [
        ...textsOf(fake, where),
        ...[...choices, ...modal].map((text: string) => ({ where: `${where} choice`, text })),
      ];
    }),
  );
}

/** A small random number source, the same every run. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/** The players a game of `entry` is played with here: as many of ann, bo and cy as it allows. */
function playersFor(w: World, entry: GameEntry): string[] {
  const n = Math.min(Math.max(entry.game.minSeats, 2), entry.game.maxSeats, 3);
  return [w.ann, w.bo, w.cy].slice(0, n);
}

/** A French server whose members' Discord is in French (`english`: those whose is in English). */
async function frenchWorld(entry: GameEntry, english: readonly ('ann' | 'bo' | 'cy')[] = []): Promise<World> {
  const w = keep(await startWorld({ games: [entry] }));
  w.double.setGuildLocale('fr');
  for (const who of ['ann', 'bo', 'cy', 'mod'] as const)
    w.double.setLocale(w[who], english.includes(who as 'ann') ? 'en-US' : 'fr');
  return w;
}

/**
 * Plays a whole game (at most `steps` choices) through /hand prompts, each awaited player pressing
 * a random button or menu entry of theirs; returns every interaction sent.
 */
async function playThrough(
  w: World,
  entry: GameEntry,
  users: readonly string[],
  steps: number,
): Promise<Interaction[]> {
  const sent: Interaction[] = [];
  const run = async (ix: Interaction) => {
    sent.push(ix);
    return w.run(ix);
  };
  const next = random(7);
  for (let n = 0; n < steps; n++) {
    const t = await loadTable<unknown>(w);
    if (t.record.status !== 'playing' || t.state === null) break;
    const awaited = entry.game.awaiting(t.state);
    const seat = awaited.find((s) => users.includes(t.record.seats[s]?.userId ?? '')) ?? awaited[0];
    if (seat === undefined) break;
    const user = t.record.seats[seat]!.userId;
    const hand = (await run(w.double.slash(user, w.channel, 'hand'))).original();
    if (!hand) throw new Error('no /hand answer');
    const controls = hand.components.flatMap((r: { components: { custom_id?: string; type: number }[] }) =>
      r.components.filter((c) => /^(act|pick|grp):/.test(c.custom_id ?? '')),
    );
    if (controls.length === 0) throw new Error(`no control to press: ${customIds(hand).join(', ')}`);
    const c = controls[Math.floor(next() * controls.length)]!;
    if (c.type === 3) {
      const options = (c as unknown as { options: { value: string }[] }).options;
      const picked = options[Math.floor(next() * options.length)]!.value;
      const done = await run(w.double.select(user, hand, c.custom_id!, [picked]));
      // A menu of groups answers with the group's choices: the first of them is taken.
      if (c.custom_id!.startsWith('grp:')) {
        const page = done.original() ?? done.followups().at(-1);
        const first = page && customIds(page).find((id) => /^(act|pick):/.test(id));
        if (page && first) await run(w.double.click(user, page, first));
      }
    } else await run(w.double.click(user, hand, c.custom_id!));
  }
  return sent;
}

/** Every text the double holds for this world's channel and players, and the answers to `sent`. */
function everything(w: World, sent: readonly Interaction[]): { where: string; text: string }[] {
  return [
    ...w.double.messages(w.channel).flatMap((m, k) => textsOf(m, `post ${k}`)),
    ...[w.ann, w.bo, w.cy].flatMap((u) => w.double.dms(u).flatMap((m, k) => textsOf(m, `dm ${k}`))),
    ...answersOf(sent),
  ];
}

describe('a French table through the double', () => {
  it('follows the table’s language in public and each reader’s in private', async () => {
    // A French server, bo's Discord in English.
    const w = await frenchWorld(heistEntry, ['bo']);
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    const lobby = latestPublic(w);
    expect(lobby.content).toContain('places libres');
    expect(lobby.components[0].components.map((b: { label: string }) => b.label)).toContain('Rejoindre');
    // Private answers: French for ann, English for bo, at the same French table.
    const annHand = await w.run(w.double.slash(w.ann, w.channel, 'hand'));
    expect(lastText(annHand)).toContain('La partie n’a pas encore commencé');
    const boHand = await w.run(w.double.slash(w.bo, w.channel, 'hand'));
    expect(lastText(boHand)).toContain('You are not seated at this table');
    const boHelp = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('help')));
    expect(lastText(boHelp)).toContain('runs one board game per channel');
    const annHelp = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help')));
    expect(lastText(annHelp)).toContain('fait tourner un jeu de plateau par salon');
    // The table's language is a setting: switched to English, the channel hears English.
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('settings', { language: 'en' })));
    expect(latestPublic(w).content).toContain("changed this table's settings");
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    expect(latestPublic(w).content).toContain('bo joined.');
    // ann still reads French in private.
    const settings = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('settings')));
    expect(lastText(settings)).toContain('les réglages de cette table');
  });

  it('a table opened with language:fr on an English server speaks French in public', async () => {
    const w = keep(await startWorld({ games: [heistEntry] }));
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist', language: 'fr' })));
    expect(latestPublic(w).content).toContain('places libres');
    const hand = await w.run(w.double.slash(w.ann, w.channel, 'hand'));
    expect(lastText(hand)).toContain('The game has not started yet');
    const t = await loadTable<unknown>(w);
    expect(t.record.settings?.locale).toBe('fr');
  });

  it('keeps each player’s language for the DMs sent later', async () => {
    const w = await frenchWorld(heistEntry, ['bo']);
    await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    await w.run(w.double.slash(w.bo, w.channel, 'game', sub('join')));
    expect((await w.store.getPrefs(w.ann)).locale).toBe('fr');
    expect((await w.store.getPrefs(w.bo)).locale ?? 'en').toBe('en');
  });
});

describe('a whole game of each title in French, through the double', () => {
  for (const entry of GAMES) {
    // A title whose French is not complete yet is skipped (test/support/frenchPending.ts).
    it.skipIf(FRENCH_PENDING.has(entry.game.id))(
      `${entry.game.name}: no English in any post, answer, prompt, DM, help page or alt text`,
      async () => {
        const w = await frenchWorld(entry);
        const users = playersFor(w, entry);
        const sent: Interaction[] = [];
        const send = async (ix: Interaction) => {
          sent.push(ix);
          return w.run(ix);
        };
        await send(w.double.slash(users[0]!, w.channel, 'game', sub('new', { game: entry.game.id, clock: 'none' })));
        for (const u of users.slice(1)) await send(w.double.slash(u, w.channel, 'game', sub('join')));
        await send(w.double.slash(users[0]!, w.channel, 'game', sub('start')));
        sent.push(...(await playThrough(w, entry, users, 400)));
        await send(w.double.slash(users[0]!, w.channel, 'game', sub('status')));
        await send(w.double.slash(users[0]!, w.channel, 'game', sub('log')));
        await send(w.double.slash(users[0]!, w.channel, 'game', sub('help')));
        await send(w.double.slash(users[0]!, w.channel, 'game', sub('help', { game: entry.game.id })));
        for (const topic of entry.game.help)
          await send(
            w.double.slash(users[0]!, w.channel, 'game', sub('help', { game: entry.game.id, topic: topic.name })),
          );
        const english = englishAmong(everything(w, sent));
        expect(english.slice(0, 30), `${english.length} texts with English`).toEqual([]);
      },
      300_000,
    );
  }
});
