/**
 * The offline page shows a modal the bot opens (a typed number) as a form, in Chromium: the
 * Parley fixture's "Offer credits" button, a refused entry, then an accepted one.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parleyEntry } from '../fixture/registry.ts';
import { startTestTable, type TestTable } from './harness.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) {
  const why = `the modal browser test needs Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`;
  if (process.env.CI) throw new Error(`CI: ${why}`);
  console.warn(`SKIPPED: ${why}`);
}

const WAIT = { timeout: 10_000 };
let t: TestTable;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const command = (user: string, text: string) => {
  const [cmd, ...rest] = text.split(' ');
  const values = Object.fromEntries(
    rest.filter((w) => w.includes(':')).map((w) => [w.slice(0, w.indexOf(':')), w.slice(w.indexOf(':') + 1)]),
  );
  return t.api('/api/command', {
    user,
    channel: 'tabletop',
    command: cmd!.slice(1),
    path: rest.filter((w) => !w.includes(':')),
    values,
  });
};

describe.skipIf(!haveChromium)('a modal on the offline page', () => {
  beforeAll(async () => {
    mkdirSync('test-artifacts', { recursive: true });
    t = await startTestTable({ games: [parleyEntry] });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = await (await browser.newContext({ viewport: { width: 1360, height: 900 } })).newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.goto(`${t.table.url}/?user=ann`);
    await page.locator('#live', { hasText: 'you are ann' }).waitFor();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('types a number in the form the bot opened; a bad one is explained and changes nothing', async () => {
    for (const [user, text] of [
      ['ann', '/game new game:parley'],
      ['bo', '/game join'],
      ['ann', '/game start'],
    ] as const)
      expect((await command(user, text)).status).toBe(200);
    await page.getByRole('button', { name: 'Your move' }).last().click();
    const prompt = page.locator('.msg.ephemeral').filter({ hasText: 'Your choices' }).last();
    const offer = prompt.getByRole('button', { name: 'Offer credits (1-5)…' });

    await offer.click();
    const form = page.locator('dialog.modal');
    await form.getByText('Credits to offer').waitFor();
    await page.screenshot({ path: 'test-artifacts/table-modal.png' });
    await form.getByRole('textbox').fill('lots');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.count(), WAIT).toBe(0);
    await page.locator('.msg.ephemeral', { hasText: '"lots" is not a whole number' }).waitFor();

    await offer.click();
    await form.getByRole('textbox').fill('3');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.msg:not(.ephemeral)', { hasText: 'ann offers 3 credits' }).waitFor();
    const loaded = await t.table.bot.tables.load(t.channel('tabletop'));
    expect(loaded.ok && (loaded.value.state as { offer: unknown }).offer).toEqual({ seat: 0, amount: 3 });
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
