/**
 * The platform's own answers at a French table, through the Discord double (docs/i18n.md): /away,
 * /games, /game leave, /game replay, /game undo and its public notice, the strike vote, the ratings,
 * a missing permission and a malformed command all read French, for the channel (the table's
 * language) and for each reader (their Discord language).
 */
import { describe, expect, it } from 'vitest';
import { Permission } from '../../src/double/index.ts';
import type { DoubleMessage, Interaction } from '../../src/double/types.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { heistEntry } from '../fixture/registry.ts';
import { englishAmong } from '../support/english.ts';
import { button, customIds, lastText, latestPublic, loadTable, openGame, sub, type World } from './harness.ts';
import { testClock } from './testClock.ts';

const T0 = Date.parse('2020-01-01T00:00:00.000Z');
const clock = testClock(T0);

/** Words of the fixture game kept as they are (its name). */
const ALLOWED = new Set<string>();

/** A French server whose members' Discord is in French. */
async function frenchWorld(): Promise<World> {
  const w = await clock.start({ games: [heistEntry] });
  w.double.setGuildLocale('fr');
  for (const who of ['ann', 'bo', 'cy', 'mod'] as const) w.double.setLocale(w[who], 'fr');
  return w;
}

/** A message's words: its content and its buttons' labels. */
function wordsOf(m: DoubleMessage | undefined, where: string): { where: string; text: string }[] {
  if (!m) return [];
  const labels = (m.components ?? []).flatMap((r: { components: { label?: string }[] }) =>
    r.components.map((c) => c.label ?? ''),
  );
  return [
    { where, text: m.content ?? '' },
    ...labels.filter(Boolean).map((text) => ({ where: `${where} button`, text })),
  ];
}

/** What the bot answered to one interaction (reply, edits, follow-ups). */
function answerOf(ix: Interaction, where: string): { where: string; text: string }[] {
  return [
    ...wordsOf(ix.original(), where),
    ...ix.followups().flatMap((m, k) => wordsOf(m, `${where} follow-up ${k}`)),
    { where: `${where} text`, text: lastText(ix) },
  ];
}

const awaitedUser = async (w: World): Promise<string> => {
  const { state } = await loadTable<HeistState>(w);
  return [w.ann, w.bo, w.cy][heist.awaiting(state)[0]!]!;
};

describe('the platform in French', () => {
  it('/games, /away (and back), /game replay, /game leave, /rank, /leaderboard, /history answer in French', async () => {
    const w = await frenchWorld();
    await openGame(w, [w.ann, w.bo], { game: 'heist' });
    const texts: { where: string; text: string }[] = [];
    const games = await w.run(w.double.slash(w.ann, w.channel, 'games'));
    expect(lastText(games)).toContain('**Vos parties**');
    texts.push(...answerOf(games, '/games'));

    const away = await w.run(w.double.slash(w.ann, w.channel, 'away', [{ name: 'until', type: 3, value: '3d' }]));
    expect(lastText(away)).toContain('Vous êtes absent jusqu’au');
    texts.push(...answerOf(away, '/away'));
    expect(latestPublic(w).content).toContain('est absent jusqu’au');
    texts.push(...wordsOf(latestPublic(w), 'away notice'));
    const back = await w.run(w.double.slash(w.ann, w.channel, 'away', [{ name: 'until', type: 3, value: 'back' }]));
    expect(lastText(back)).toContain('Bon retour');
    texts.push(...answerOf(back, '/away back'), ...wordsOf(latestPublic(w), 'back notice'));
    const notAway = await w.run(w.double.slash(w.ann, w.channel, 'away', [{ name: 'until', type: 3, value: 'back' }]));
    texts.push(...answerOf(notAway, '/away back again'));

    const replay = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('replay')));
    expect(lastText(replay)).toContain('revue');
    texts.push(...answerOf(replay, '/game replay'));
    const badStep = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('replay', { step: 99 })));
    texts.push(...answerOf(badStep, '/game replay step:99'));
    const exported = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('export')));
    texts.push(...answerOf(exported, '/game export'));

    const settings = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('settings', { clock: 'soon' })));
    expect(lastText(settings)).toContain('n’est pas une horloge');
    texts.push(...answerOf(settings, '/game settings clock:soon'));
    const tooFar = await w.run(w.double.slash(w.ann, w.channel, 'away', [{ name: 'until', type: 3, value: '30w' }]));
    texts.push(...answerOf(tooFar, '/away until:30w'));

    const rank = await w.run(w.double.slash(w.cy, w.channel, 'rank'));
    expect(lastText(rank)).toContain('n’a pas encore de partie classée');
    texts.push(...answerOf(rank, '/rank'));
    const board = await w.run(w.double.slash(w.cy, w.channel, 'leaderboard'));
    texts.push(...answerOf(board, '/leaderboard'));
    const history = await w.run(w.double.slash(w.cy, w.channel, 'history'));
    texts.push(...answerOf(history, '/history'));

    const leave = await w.run(w.double.slash(w.bo, w.channel, 'game', sub('leave')));
    expect(lastText(leave)).toContain('Quitter cette partie pour de bon');
    texts.push(...answerOf(leave, '/game leave'));
    const confirm = leave.original() ?? leave.followups().at(-1)!;
    const left = await w.run(w.double.click(w.bo, confirm, button(confirm, 'quit:')));
    texts.push(...answerOf(left, 'leave confirmed'), ...wordsOf(latestPublic(w), 'leave notice'));
    expect(latestPublic(w).content).toContain('a quitté la partie');

    expect(englishAmong(texts, ALLOWED)).toEqual([]);
  });

  it('/game undo: the private answer, a refusal and the public notice read French', async () => {
    const w = await frenchWorld();
    await openGame(w, [w.ann, w.bo, w.cy], { game: 'heist' });
    const texts: { where: string; text: string }[] = [];
    const mover = await awaitedUser(w);
    const other = [w.ann, w.bo, w.cy].find((u) => u !== mover)!;
    await w.run(w.double.slash(mover, w.channel, 'heist', sub('pass')));
    const refused = await w.run(w.double.slash(other, w.channel, 'game', sub('undo')));
    expect(lastText(refused)).toContain('pas la vôtre');
    texts.push(...answerOf(refused, 'undo refused'));
    const posts = w.double.messages(w.channel).length;
    const undone = await w.run(w.double.slash(mover, w.channel, 'game', sub('undo')));
    await w.bot.settled();
    // The platform's lines of the answer (the fixture game's choices below them have no French).
    texts.push({ where: 'undo', text: lastText(undone).split('\n').slice(0, 2).join('\n') });
    const news = w.double.messages(w.channel).slice(posts);
    const notice = news.find((m) => m.content.includes('a annulé sa dernière étape'));
    expect(notice).toBeDefined();
    // The step it names is the fixture game's own event ("ann passes."), quoted as it was told.
    texts.push({ where: 'notice', text: notice!.content.replace(/ \(\*\*\w+\*\* passes\.\)/, '') });
    const nothing = await w.run(w.double.slash(mover, w.channel, 'game', sub('undo')));
    texts.push(...answerOf(nothing, 'undo again'));
    expect(englishAmong(texts, ALLOWED)).toEqual([]);
  });

  it('the strike vote: its question, the voter’s answer and the end read French', async () => {
    const w = await frenchWorld();
    await openGame(w, [w.ann, w.bo], { game: 'heist' });
    await w.store.update(w.channel, (r) => ({
      write: {
        ...r!,
        settings: { ...r!.settings!, strikeLimit: 1, reminders: [] },
        clocks: r!.seats.map(() => ({ since: new Date(T0).toISOString(), strikes: 0 })),
      },
      result: null,
    }));
    await w.restart();
    const posts = w.double.messages(w.channel).length;
    await clock.at(24);
    const vote = w.double
      .messages(w.channel)
      .find((m) => m.content.startsWith('🗳️') && customIds(m).some((c) => c.startsWith('vote:')))!;
    expect(vote.content).toContain('finir la partie maintenant');
    const struck = (await loadTable(w)).record.vote!.seat;
    const voted = await w.run(w.double.click(struck === 0 ? w.bo : w.ann, vote, button(vote, 'vote:')));
    await w.bot.settled();
    expect(lastText(voted)).toBe('Votre vote est compté.');
    const news = w.double.messages(w.channel).slice(posts);
    expect(news.some((m) => m.content.includes('Les joueurs ont voté pour finir la partie'))).toBe(true);
    const texts = [...answerOf(voted, 'vote'), ...news.flatMap((m, k) => wordsOf(m, `post ${k}`))];
    expect(englishAmong(texts, ALLOWED)).toEqual([]);
  });

  it('a missing permission, a malformed command and an unknown help topic are answered in French', async () => {
    const w = await frenchWorld();
    w.double.setBotPermissions(w.channel, { deny: Permission.AttachFiles });
    const refused = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('new', { game: 'heist' })));
    expect(lastText(refused)).toContain('il me manque la permission **Joindre des fichiers**');
    const bad = await w.run(w.double.slash(w.ann, w.channel, 'game', [{ name: 'new', type: 1, options: [] }] as never));
    expect(lastText(bad)).toContain('Rien n’a changé');
    const help = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'nonsense' })));
    expect(lastText(help)).toContain('Aucun sujet d’aide');
    const texts = [...answerOf(refused, 'permission'), ...answerOf(bad, 'malformed'), ...answerOf(help, 'help')];
    expect(englishAmong(texts, ALLOWED)).toEqual([]);
  });
});
