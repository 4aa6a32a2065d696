/**
 * Three people play the fixture game to its end in the offline table's page, in a real browser
 * (Debian's chromium driven by playwright-core), by typing commands and clicking buttons; each
 * page shows only what that person may see. Screenshots go to test-artifacts/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/play.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { startTestTable, type TestTable } from './harness.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
const ARTIFACTS = 'test-artifacts';
const NAMES = ['ann', 'bo', 'cy'] as const;
type Name = (typeof NAMES)[number];

if (!haveChromium) {
  const why = `the browser test needs Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`;
  if (process.env.CI) throw new Error(`CI: ${why}`);
  console.warn(`SKIPPED: ${why}`);
}

/** How long to wait for the bot and the page (generous: CI runs test files side by side on 2 cores). */
const WAIT = { timeout: 10_000 };
let t: TestTable;
let browser: Browser;
const pages = {} as Record<Name, Page>;
const pageErrors: string[] = [];
/** How each move was made, so the test knows every way was used. */
const ways = new Map<string, number>();
const count = (way: string) => ways.set(way, (ways.get(way) ?? 0) + 1);

async function tableState(): Promise<{ state: HeistState; version: number }> {
  const loaded = await t.table.bot.tables.load(t.channel('tabletop'));
  if (!loaded.ok) throw new Error(loaded.error);
  return { state: loaded.value.state as HeistState, version: loaded.value.record.version };
}

/** Types a command into the message box, key by key, and sends it with Enter. */
async function typeCommand(page: Page, text: string): Promise<void> {
  const box = page.locator('#box');
  await box.click();
  await box.pressSequentially(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue(), WAIT).toBe('');
}

/** Types a command up to an autocompleted option, waits for the bot's suggestions and takes the first. */
async function typeWithSuggestion(page: Page, text: string, suggestion?: RegExp, screenshot?: string): Promise<void> {
  const box = page.locator('#box');
  await box.click();
  await box.pressSequentially(text);
  const item = page.locator('#popup .pop-item', suggestion ? { hasText: suggestion } : {}).first();
  await item.waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
  const name = (await item.locator('.label').textContent()) ?? '';
  await item.click();
  // As in Discord, the box shows the suggestion's name (the page sends its value).
  await expect.poll(() => box.inputValue(), WAIT).toBe(`${text}${name} `);
}

async function send(page: Page): Promise<void> {
  await page.locator('#box').press('Enter');
  await expect.poll(() => page.locator('#box').inputValue(), WAIT).toBe('');
}

async function openChannel(page: Page, label: string): Promise<void> {
  await page.locator('#channel-list .channel', { hasText: label }).click();
  await page.locator('#chat-title', { hasText: label }).waitFor();
}

/** Waits until the table's record has moved past `version` (the move went through). */
async function movedPast(version: number): Promise<void> {
  await expect.poll(async () => (await tableState()).version, { timeout: 10_000 }).toBeGreaterThan(version);
  await t.table.bot.settled();
}

/** One move for the first awaited seat, each time the least-used way that fits: prompt buttons, typed commands, DM buttons. */
async function playOne(): Promise<void> {
  const { state, version } = await tableState();
  const seat = heist.awaiting(state)[0]!;
  const name = NAMES[seat]!;
  const page = pages[name];
  const defending = state.defending.length > 0;
  const hand = state.hands[seat] ?? [];
  const fits = defending
    ? ['prompt: defend', 'DM button', 'typed with suggestion']
    : ['prompt: turn', ...(hand.length > 0 ? ['typed with suggestion'] : []), 'typed'];
  const way = fits.reduce((best, w) => ((ways.get(w) ?? 0) < (ways.get(best) ?? 0) ? w : best));
  count(way);
  if (way.startsWith('prompt')) {
    // "Your move" under the newest board, then the first choice of the private prompt.
    await page
      .locator('.msg:not(.ephemeral)')
      .filter({ has: page.getByRole('button', { name: 'Your move' }) })
      .last()
      .getByRole('button', { name: 'Your move' })
      .click();
    const prompt = page
      .locator('.msg.ephemeral')
      .filter({ hasText: 'Your choices' })
      .filter({ has: page.locator('.c-btn, .c-select') })
      .last();
    await prompt.getByText('Only you can see this').waitFor();
    const select = prompt.locator('select.c-select');
    if (await select.count()) await select.first().selectOption({ index: 1 });
    else await prompt.locator('.c-btn').first().click();
  } else if (way === 'typed with suggestion') {
    if (defending) await typeWithSuggestion(page, '/heist defend how:');
    else
      await typeWithSuggestion(
        page,
        '/heist play chip:',
        /Play/,
        ways.get(way) === 1 ? `${ARTIFACTS}/table-autocomplete.png` : undefined,
      );
    await send(page);
  } else if (way === 'DM button') {
    // Out-of-turn decisions come by DM with their buttons.
    await openChannel(page, 'NeonTable');
    await page
      .locator('.msg')
      .filter({ has: page.locator('.c-btn') })
      .last()
      .locator('.c-btn')
      .first()
      .click();
    await movedPast(version);
    return openChannel(page, 'tabletop');
  } else {
    await typeCommand(page, state.deck.length > 0 && hand.length < 5 ? '/heist draw' : '/heist pass');
  }
  await movedPast(version);
}

/** Runs in the page: whether an <img> has loaded. */
const imageLoaded = (img: unknown) => {
  const i = img as { complete: boolean; naturalWidth: number };
  return i.complete && i.naturalWidth > 0;
};

/** Every chip serial a seat ever held in this game (replayed from the stored log). */
async function serialsHeld(): Promise<Set<string>[]> {
  const loaded = await t.table.bot.tables.load(t.channel('tabletop'));
  if (!loaded.ok) throw new Error(loaded.error);
  const r = loaded.value.record;
  let s = heist.setup(r.seats.length, heist.optionsSchema.parse(r.options), r.seed);
  const held = r.seats.map(() => new Set<string>());
  const note = (x: HeistState) => x.hands.forEach((h, i) => h.forEach((c) => held[i]!.add(c.serial)));
  note(s);
  for (const e of await t.table.bot.tables.store.readHistory(t.channel('tabletop'))) {
    const next = applyAction(heist, s, e.seat, e.action);
    if (!next.ok) throw new Error(next.error);
    s = next.state;
    note(s);
  }
  return held;
}

describe.skipIf(!haveChromium)('the offline table in a browser', () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    t = await startTestTable({ seed: 'browser' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    for (const name of NAMES) {
      const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.on('pageerror', (err) => pageErrors.push(`${name}: ${err.message}`));
      await page.goto(`${t.table.url}/?user=${name}`);
      await page.locator('#live', { hasText: `you are ${name}` }).waitFor();
      pages[name] = page;
    }
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('three players start a game, play it to the end, and each sees only their own private side', async () => {
    const { ann, bo, cy } = pages;
    // ann opens the game, taking the bot's suggestion for the game's name.
    await typeWithSuggestion(ann, '/game new game:', /Data Heist/);
    await ann.locator('#box').pressSequentially('options:rounds=2');
    await send(ann);
    // bo joins with the lobby's button (the lobby appears live, without reloading), cy by typing.
    await bo.locator('.msg', { hasText: 'seats open' }).getByRole('button', { name: 'Join' }).click();
    await cy.locator('.msg', { hasText: 'bo joined' }).waitFor();
    await typeCommand(cy, '/game join');
    await ann.locator('.msg', { hasText: 'cy joined' }).waitFor();
    await typeCommand(ann, '/game start');
    await bo.locator('.msg', { hasText: 'The game begins' }).locator('img.attachment-img').waitFor();

    let steps = 0;
    while (!heist.outcome((await tableState()).state).over) {
      await playOne();
      expect(++steps).toBeLessThan(40);
    }
    for (const page of [ann, bo, cy]) await page.locator('.msg', { hasText: 'Game over' }).last().waitFor();

    // The channel: the final board image has loaded.
    const final = ann.locator('.msg', { hasText: 'Game over' }).last();
    await expect.poll(() => final.locator('img.attachment-img').evaluate(imageLoaded), WAIT).toBe(true);
    await ann.screenshot({ path: `${ARTIFACTS}/table-channel.png` });
    // A click on the board opens it at full size.
    expect(await final.locator('a[title="Open full size"] img.attachment-img').count()).toBe(1);

    // A private view: bo's hand, shown only to bo.
    await bo
      .locator('.msg', { hasText: 'Game over' })
      .last()
      .getByRole('button', { name: 'My hand (private)' })
      .click();
    const hand = bo.locator('.msg.ephemeral', { hasText: 'your private view, bo' }).last();
    await expect.poll(() => hand.locator('img.attachment-img').evaluate(imageLoaded), WAIT).toBe(true);
    await bo.screenshot({ path: `${ARTIFACTS}/table-private.png` });

    // Each page shows exactly its own ephemerals and DMs: the server's records for that user, no one else's.
    const held = await serialsHeld();
    for (const [seat, name] of NAMES.entries()) {
      const page = pages[name];
      const userId = t.user(name);
      await openChannel(page, 'tabletop');
      await expect
        .poll(
          () => page.locator('.msg.ephemeral').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')).sort()),
          WAIT,
        )
        .toEqual(
          t.table.double
            .ephemerals(userId)
            .filter((m) => m.channelId === t.channel('tabletop'))
            .map((m) => m.id)
            .sort(),
        );
      // biome-ignore lint/performance/useDomNodeTextContent: the serial regex needs the line breaks innerText puts between rendered blocks; textContent would glue a serial to the next text
      const channelText = await page.locator('#messages').innerText();
      await openChannel(page, 'NeonTable');
      await expect.poll(() => page.locator('.msg').count(), WAIT).toBe(t.table.double.dms(userId).length);
      if (name === 'cy') await cy.screenshot({ path: `${ARTIFACTS}/table-dm.png` });
      // biome-ignore lint/performance/useDomNodeTextContent: as above, the serials are cut out by line
      const dmText = await page.locator('#messages').innerText();
      // Chip serials are private: a page names only serials its own player held.
      const named = new Set([...`${channelText}\n${dmText}`.matchAll(/SN-\w+/g)].map((m) => m[0]));
      for (const sn of named) expect(held[seat]!.has(sn), `${name}'s page shows ${sn}`).toBe(true);
      await openChannel(page, 'tabletop');
    }
    // Everyone saw private things of their own (the checks above are not vacuous).
    for (const name of NAMES) expect(t.table.double.ephemerals(t.user(name)).length).toBeGreaterThan(0);
    // Every way of playing was used: prompt buttons (turns and defences), typed commands with and without suggestions, DM buttons.
    expect([...ways.keys()].sort()).toEqual([
      'DM button',
      'prompt: defend',
      'prompt: turn',
      'typed',
      'typed with suggestion',
    ]);
    expect(pageErrors).toEqual([]);
    expect(t.table.double.violations).toEqual([]);
    expect(t.table.double.unknownRoutes).toEqual([]);
  }, 120_000);
});
