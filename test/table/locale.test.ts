/**
 * A French table without Discord (issue 25): a page opened as ?user=ann&locale=fr plays as a member
 * whose Discord client is in French, so every interaction of hers carries `locale: 'fr'`, while
 * another tab without it stays en-US; the server's preferred locale is the page's `guildLocale`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from './harness.ts';

let t: TestTable;
afterEach(async () => t?.close());

const slash = (user: string, extra: Record<string, unknown> = {}) =>
  t.api('/api/command', { user, channel: 'tabletop', command: 'game', path: ['help'], values: {}, ...extra });

/** The locales the last interaction the double sent carried. */
const lastSent = () => {
  const ix = t.table.double.interactions().at(-1)!;
  return { user: ix.userId, locale: ix.locale, guildLocale: ix.guildLocale };
};

describe('the offline table in another language', () => {
  it('sends a member with locale=fr as a French Discord user; others stay en-US', async () => {
    t = await startTestTable();
    expect(await slash('ann', { locale: 'fr' })).toEqual({ status: 200, body: { ok: true } });
    expect(lastSent()).toEqual({ user: t.user('ann'), locale: 'fr', guildLocale: 'en-US' });
    expect((await slash('bo')).status).toBe(200);
    expect(lastSent()).toEqual({ user: t.user('bo'), locale: 'en-US', guildLocale: 'en-US' });
    // Each request says its page's locale: Ann's other tab, opened without one, plays in English.
    expect((await slash('ann')).status).toBe(200);
    expect(lastSent().locale).toBe('en-US');
  });

  it("sets the server's preferred locale, kept for everyone until a page sets it again", async () => {
    t = await startTestTable();
    expect((await slash('ann', { locale: 'fr', guildLocale: 'fr' })).status).toBe(200);
    expect(lastSent()).toEqual({ user: t.user('ann'), locale: 'fr', guildLocale: 'fr' });
    expect((await slash('bo')).status).toBe(200);
    expect(lastSent()).toEqual({ user: t.user('bo'), locale: 'en-US', guildLocale: 'fr' });
    expect((await slash('cy', { guildLocale: 'en-GB' })).status).toBe(200);
    expect(lastSent().guildLocale).toBe('en-GB');
  });

  it("gives the page its own words in the member's language", async () => {
    t = await startTestTable();
    const words = async (query: string) =>
      (
        (await (await fetch(`${t.table.url}/api/snapshot?user=ann${query}`)).json()) as {
          words: Record<string, string>;
        }
      ).words;
    expect((await words('&locale=fr'))['table.playingAs']).toBe('Vous jouez');
    expect((await words('&locale=fr-CA'))['table.cancel']).toBe('Annuler');
    expect((await words(''))['table.playingAs']).toBe('Playing as');
  });

  it('refuses what is not a locale', async () => {
    t = await startTestTable();
    expect(await slash('ann', { locale: 'French!' })).toEqual({
      status: 400,
      body: { error: '"French!" is not a member locale (such as fr or en-US).' },
    });
    expect((await slash('ann', { guildLocale: 42 })).status).toBe(400);
  });
});
