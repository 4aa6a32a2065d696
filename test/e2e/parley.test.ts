/**
 * Parley (test fixture) through the Discord double: a number typed in a modal or an integer
 * option, a window in which others may counter, a secret vault keeper, choices blocked with a
 * reason, and a result the whole table shares.
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderContext } from '../../src/discord/present.ts';
import type { DoubleMessage, Interaction } from '../../src/double/types.ts';
import { type ParleyState, parley } from '../fixture/parley.ts';
import { parleyEntry } from '../fixture/registry.ts';
import { gameKit } from './gameKit.ts';
import {
  button,
  customIds,
  expectNoViolations,
  lastText,
  latestPublic,
  openGame,
  openTurn,
  sub,
  type World,
} from './harness.ts';
import { type PostedMessage, recordPosts } from './vrTable.ts';

let w: World;
let posts: PostedMessage[];
const { start, table } = gameKit<ParleyState>(parleyEntry);
beforeEach(async () => {
  // Seed "e2e" deals the vault keeper to seat 1 (bo).
  w = await start();
  posts = recordPosts(w);
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const users = () => [w.ann, w.bo, w.cy];

async function startParley(rounds: number): Promise<void> {
  await openGame(w, users(), { game: 'parley', options: `rounds=${rounds}` });
  expect((await table()).state.keeper).toBe(1);
}

/** Opens a player's own prompt with the public "Your move" button. */
async function openPrompt(user: string): Promise<{ ix: Interaction; prompt: DoubleMessage }> {
  const ix = await openTurn(w, user);
  const prompt = ix.original();
  if (!prompt) throw new Error(`no prompt: ${lastText(ix)}`);
  expect(prompt.ephemeralFor).toBe(user);
  return { ix, prompt };
}

/** The labels of a message's buttons, by custom id prefix. */
function buttonLabels(m: DoubleMessage, prefix: string): string[] {
  return m.components
    .flatMap((r: { components: { custom_id?: string; label?: string }[] }) => r.components)
    .filter((c: { custom_id?: string }) => c.custom_id?.startsWith(prefix))
    .map((c: { label?: string }) => c.label ?? '');
}

/** Presses a number choice's button and types `text` in the modal it opens. */
async function typeAmount(user: string, prompt: DoubleMessage, text: string): Promise<Interaction> {
  const opener = await w.run(w.double.click(user, prompt, button(prompt, 'amt:')));
  expect(opener.responses[0]).toMatchObject({ kind: 'callback', type: 9 });
  return w.run(w.double.submitModal(user, opener, { amount: text }));
}

/** The integer option of /parley offer in Discord's raw shape (any value a client could send). */
const offer = (value: unknown, focused = false) => [
  {
    name: 'offer',
    type: 1,
    options: [{ name: 'credits', type: 4, value: value as number, ...(focused ? { focused: true } : {}) }],
  },
];

const channelPosts = () => posts.filter((p) => p.channelId === w.channel);
const waitingLineOf = (content: string) => content.split('\n').find((l) => l.startsWith('⏳')) ?? '';

describe('Parley through the Discord double', () => {
  it('registers the amount as an autocompleted integer option with bounds', () => {
    const cmd = (
      w.double.registeredCommands(w.double.guildId) as {
        name: string;
        options: { name: string; options?: unknown[] }[];
      }[]
    ).find((c) => c.name === 'parley')!;
    const offerSub = cmd.options.find((o) => o.name === 'offer')!;
    expect(offerSub.options).toEqual([
      expect.objectContaining({
        name: 'credits',
        type: 4,
        required: true,
        autocomplete: true,
        min_value: 1,
        max_value: 20,
      }),
    ]);
    expectNoViolations(w);
  });

  it('typed numbers, a counter window, a secret keeper and a shared win', async () => {
    await startParley(1);

    // ann's turn: the offer is one button that opens a modal; the prompt says the range.
    const { prompt } = await openPrompt(w.ann);
    expect(prompt.content).toContain('Offer credits** (type a number from 1 to 5)');
    expect(buttonLabels(prompt, 'amt:')).toEqual(['Offer credits (1-5)…']);
    const opener = await w.run(w.double.click(w.ann, prompt, button(prompt, 'amt:')));
    expect(opener.responses[0]!.data).toMatchObject({
      title: 'Offer credits',
      components: [
        {
          type: 18,
          label: 'Credits to offer',
          description: 'Type a whole number from 1 to 5.',
          component: { type: 4, custom_id: 'amount', placeholder: '1 to 5' },
        },
      ],
    });
    const before = (await table()).record.version;
    // Not a number, then out of range: explained privately, nothing changes.
    const notNumber = await w.run(w.double.submitModal(w.ann, opener, { amount: 'lots' }));
    expect(lastText(notNumber)).toContain('"lots" is not a whole number');
    expect(notNumber.responses.at(-1)!.data.flags & 64).toBe(64);
    const tooMany = await typeAmount(w.ann, prompt, '9');
    expect(lastText(tooMany)).toContain('9 is out of range. Offer credits: type a whole number from 1 to 5');
    expect((await table()).record.version).toBe(before);
    expect(channelPosts()).toEqual([]);

    const offered = await typeAmount(w.ann, prompt, ' 3 ');
    expect(lastText(offered)).toContain('✅ Offer credits: 3');
    expect(buttonLabels(w.double.message(prompt.id)!, 'act:')).toEqual(['Let the offer stand']);

    // The window: bo and cy may counter. Each is told once, by DM with the button; in the channel
    // only ann is named as awaited, and nobody is pinged (ann made the move).
    let t = await table();
    expect(t.state.offer).toEqual({ seat: 0, amount: 3 });
    const windowPost = channelPosts().at(-1)!;
    expect(windowPost.content).toContain('**ann** offers 3 credits; anyone may counter.');
    expect(waitingLineOf(windowPost.content)).toContain(`<@${w.ann}>`);
    for (const u of [w.bo, w.cy]) expect(windowPost.content).not.toContain(`<@${u}>`);
    expect(windowPost.pinged).toEqual([]);
    expect(renderContext(t).awaiting).toEqual([0]);
    for (const u of [w.bo, w.cy]) {
      const dms = w.double.dms(u);
      expect(dms).toHaveLength(1);
      expect(dms[0]!.content).toContain('You may respond now if you wish; nobody is waiting for you.');
      expect(buttonLabels(dms[0]!, 'act:')).toEqual(["Counter ann's offer"]);
    }
    // A player who may act opens their prompt like an awaited one.
    const boPrompt = await openPrompt(w.bo);
    expect(buttonLabels(boPrompt.prompt, 'act:')).toEqual(["Counter ann's offer"]);

    // bo counters from his DM; cy's DM button is stale at once.
    const cyDm = w.double.dms(w.cy)[0]!;
    const boDm = w.double.dms(w.bo)[0]!;
    expect(lastText(await w.run(w.double.click(w.bo, boDm, button(boDm, 'act:'))))).toContain("✅ Counter ann's offer");
    expect(lastText(await w.run(w.double.click(w.cy, cyDm, button(cyDm, 'act:'))))).toContain('no longer current');
    t = await table();
    expect(t.state.credits[0]).toBe(5);
    expect(latestPublic(w).content).toContain('**bo** counters: **ann** takes 3 credits back.');

    // bo's turn, by slash command: autocomplete offers his range; bad numbers are refused privately.
    const suggestions = await w.double.autocomplete(w.bo, w.channel, 'parley', offer('', true));
    expect(suggestions.map((c) => c.value)).toEqual([1, 2, 3, 4, 5]);
    expect(suggestions[0]!.name).toContain('Credits to offer, 1 to 5');
    expect((await w.double.autocomplete(w.bo, w.channel, 'parley', offer('4', true))).map((c) => c.value)).toEqual([4]);
    const v = (await table()).record.version;
    for (const [value, says] of [
      [9, '9 is out of range'],
      ['many', '"many" is not a whole number'],
      [2.5, '"2.5" is not a whole number'],
    ] as const) {
      const ix = await w.run(w.double.slash(w.bo, w.channel, 'parley', offer(value)));
      expect(lastText(ix)).toContain(says);
      expect(ix.original()?.ephemeralFor).toBe(w.bo);
    }
    expect((await table()).record.version).toBe(v);
    expect(lastText(await w.run(w.double.slash(w.bo, w.channel, 'parley', offer(4))))).toContain('✅ Offer credits: 4');
    expect(lastText(await w.run(w.double.slash(w.bo, w.channel, 'parley', sub('stand'))))).toContain('✅');

    // cy's turn: offers 5 with the modal and lets it stand; then the keeper (bo) decides in secret.
    const cyPrompt = await openPrompt(w.cy);
    expect(lastText(await typeAmount(w.cy, cyPrompt.prompt, '5'))).toContain('✅ Offer credits: 5');
    const postsBefore = channelPosts().length;
    const stood = await w.run(
      w.double.click(w.cy, cyPrompt.prompt, button(w.double.message(cyPrompt.prompt.id)!, 'act:')),
    );
    expect(lastText(stood)).toContain('Waiting for the secret vault keeper.');
    expect(lastText(stood)).not.toContain('bo');

    t = await table();
    expect(parley.awaiting(t.state)).toEqual([1]);
    const vaultPost = channelPosts().slice(postsBefore).at(-1)!;
    expect(waitingLineOf(vaultPost.content)).toContain('Waiting for the secret vault keeper');
    expect(vaultPost.content).not.toMatch(/\bbo\b/);
    expect(vaultPost.content).not.toContain(`<@${w.bo}>`);
    expect(vaultPost.pinged).toEqual([]);
    // The board highlights nobody: it is exactly the board drawn with no seat awaited.
    expect(renderContext(t).awaiting).toEqual([]);
    const unhighlighted = await parleyEntry.renderer.board(parley.view(t.state, 'spectator'), {
      seats: t.record.seats.map((s) => ({ name: s.name })),
      awaiting: [],
    });
    expect(sha(latestPublic(w).attachments[0]!.data)).toBe(sha(unhighlighted));
    // Other players are told only what the public knows.
    const cyAsks = await openTurn(w, w.cy);
    expect(lastText(cyAsks)).toBe('Not your move yet: waiting for the secret vault keeper.');

    // The keeper's prompt came by DM, with the news of being the keeper.
    const keeperDm = w.double.dms(w.bo).at(-1)!;
    expect(keeperDm.content).toContain('You are the vault keeper');
    expect(buttonLabels(keeperDm, 'act:')).toEqual(['Seal the vault', 'Leak the vault']);
    await w.run(w.double.click(w.bo, keeperDm, button(keeperDm, 'act:')));

    const final = latestPublic(w);
    expect(final.content).toContain('🏁 **Game over.** The table won together.');
    expect(final.content).toContain('• **ann**: gave 0 credits');
    expect(final.content).toContain('• **bo**: gave 4 credits, kept the vault and sealed it');
    expect(final.content).not.toMatch(/Winner/);
    t = await table();
    expect(renderContext(t).outcome).toEqual({
      headline: 'The table won together',
      team: 'won',
      winners: [],
      results: ['gave 0 credits', 'gave 4 credits, kept the vault and sealed it', 'gave 5 credits'],
    });
    expect(final.attachments[0]!.description).toContain('Game over: The table won together');

    if (process.env.E2E_DUMP)
      for (const m of [...w.double.messages(w.channel), ...w.double.dms(w.bo), ...w.double.ephemerals(w.ann)])
        console.log('---', m.ephemeralFor ? 'EPH' : m.dmFor ? 'DM' : 'PUB', m.content, customIds(m).join(' '));
    // Nothing reached a user it was not meant for, and the keeper was never public before the end.
    for (const p of channelPosts().slice(0, -1)) expect(p.content).not.toContain('keeper, **bo**');
    expectNoViolations(w);
  });

  it('a blocked choice says why, and a secret keeper whose DMs are closed is not named; the table loses together', async () => {
    await startParley(2);
    expect(lastText(await w.run(w.double.slash(w.ann, w.channel, 'parley', offer(5))))).toContain(
      '✅ Offer credits: 5',
    );
    await w.run(w.double.slash(w.ann, w.channel, 'parley', sub('stand')));
    await w.run(w.double.slash(w.bo, w.channel, 'parley', sub('pass')));
    await w.run(w.double.slash(w.cy, w.channel, 'parley', sub('pass')));

    // ann has no credits left: the prompt says why there is no offer, and so does the typed command.
    const { prompt } = await openPrompt(w.ann);
    expect(prompt.content).toContain('Not available: Offer credits: you have no credits left');
    expect(customIds(prompt).some((c) => c.startsWith('amt:'))).toBe(false);
    const refused = await w.run(w.double.slash(w.ann, w.channel, 'parley', offer(1)));
    expect(lastText(refused)).toBe('You cannot do that right now: Offer credits: you have no credits left.');
    expect(await w.double.autocomplete(w.ann, w.channel, 'parley', offer('', true))).toEqual([]);

    await w.run(w.double.slash(w.ann, w.channel, 'parley', sub('pass')));
    await w.run(w.double.slash(w.bo, w.channel, 'parley', sub('pass')));
    // The keeper's DMs close: the channel must still not learn who the keeper is.
    w.double.setDmClosed(w.bo, true);
    await w.run(w.double.slash(w.cy, w.channel, 'parley', sub('pass')));
    const vaultPost = channelPosts().at(-1)!;
    expect(vaultPost.content).toContain('📬 Some private news could not be sent by DM: /hand shows your own.');
    expect(vaultPost.content).not.toMatch(/\bbo\b/);
    expect(vaultPost.pinged).toEqual([]);

    // The keeper finds the decision in /hand and leaks the vault.
    const hand = await w.run(w.double.slash(w.bo, w.channel, 'hand'));
    const handMsg = hand.original()!;
    expect(handMsg.content).toContain('You are the vault keeper (secret).');
    const leak = customIds(handMsg).filter((c) => c.startsWith('act:'))[1]!;
    await w.run(w.double.click(w.bo, handMsg, leak));
    const final = latestPublic(w);
    expect(final.content).toContain('🏁 **Game over.** The table lost.');
    expect(final.content).toContain('• **bo**: gave 0 credits, kept the vault and leaked it');
    expect(final.content).not.toMatch(/Winner|none/);
    expect(users().every((u) => !final.content.includes(`<@${u}>`))).toBe(true);
    expectNoViolations(w);
  });
});
