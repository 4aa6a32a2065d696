import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { DOCUMENTED_TEXTS, documentedForms } from '../support/helpForms.ts';
import { en } from '../support/words.ts';
import { expectNoViolations, lastText, startWorld, sub, type World } from './harness.ts';

let w: World;
afterEach(async () => w?.close());

const REFUSED = /No game "|No help topic "|has no topic "|Several games have a topic/;
const help = async (values: Record<string, string>) =>
  lastText(await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', values))));

describe('/game help through the Discord double', () => {
  it("every documented form answers (README.md, docs/, the games' own help); the issue's two forms", async () => {
    w = await startWorld({ games: [...GAMES] });
    const forms = documentedForms(DOCUMENTED_TEXTS);
    expect(forms.length).toBeGreaterThan(5);
    for (const f of forms) {
      const text = await help({ ...(f.game ? { game: f.game } : {}), ...(f.topic ? { topic: f.topic } : {}) });
      expect(text, f.form).not.toMatch(REFUSED);
      expect(text.length, f.form).toBeGreaterThan(50);
    }
    expect(await help({ game: 'na', topic: 'rulings' })).toContain('**New Angeles: `rulings`**');
    // topic:spy: the game's page, its options line whole, its commands and every topic group.
    const spy = await help({ topic: 'spy' });
    for (const v of Object.values(GAMES.find((e) => e.game.id === 'spy')!.game.optionHelp!))
      expect(spy).toContain(en(v));
    expect(spy).toContain('`/spy crypto`');
    expect(spy).toContain('`politician-<name>`');
    expectNoViolations(w);
  });

  it('every topic of every game opens by game:<id> topic:<name> and by topic:<id>:<name>', async () => {
    w = await startWorld({ games: [...GAMES] });
    for (const e of GAMES) {
      for (const h of e.game.help) {
        const title = `**${en(e.game.name)}: \`${h.name}\`**`;
        expect(await help({ game: e.game.id, topic: h.name }), `${e.game.id} ${h.name}`).toContain(title);
        expect(await help({ topic: `${e.game.id}:${h.name}` }), `${e.game.id}:${h.name}`).toContain(title);
      }
    }
    expectNoViolations(w);
  }, 120_000);

  it("topic autocomplete: the chosen game's topics by name; without a game, game:topic", async () => {
    w = await startWorld({ games: [...GAMES] });
    const na = await w.double.autocomplete(
      w.ann,
      w.channel,
      'game',
      sub('help', { game: 'na', topic: 'rul' }, 'topic'),
    );
    expect(na.map((o) => o.value)).toEqual(['rulings', 'rulings-2', 'rulings-3', 'rulings-4', 'rulings-5']);
    const all = await w.double.autocomplete(w.ann, w.channel, 'game', sub('help', { topic: 'spy:pol' }, 'topic'));
    expect(all.map((o) => o.value)).toContain('spy:politicians');
    const games = await w.double.autocomplete(w.ann, w.channel, 'game', sub('help', { game: 'ax' }, 'game'));
    expect(games.map((o) => o.value)).toEqual(['axon']);
    expectNoViolations(w);
  });
});
