/**
 * New Angeles through the Discord double: a 4-player table opened with /game new game:na, the
 * secret investment choices (rules 42, 79), then one whole deal (rules 53-63): the main offer, a
 * counteroffer, a pass, the support votes and the resolution. Throughout, no public message and no
 * public image shows a rival card ("Rival card: ..."), a hand card's id or an investment's name
 * (rule 88; the seat's secrets as the game declares them), and bad input (a stale button, a move
 * out of turn, a forged custom id) gets a private refusal and changes nothing.
 *
 * The deal needs the rules modules (turn, deal, city): `DEAL` is true once a set-up game, its
 * investments chosen, offers its active player a refresh or a main offer; until then the deal is
 * skipped and the table around it (start, investments, /hand, refusals, help) is still checked.
 */

import { describe, expect, it } from 'vitest';
import { NA_ROWS } from '../../commands/newangeles.ts';
import type { DoubleMessage, Interaction } from '../../src/double/types.ts';
import type { LegalAction } from '../../src/engine/types.ts';
import { INVESTMENTS } from '../../src/games/newangeles/data/index.ts';
import type { NaState } from '../../src/games/newangeles/state.ts';
import { STALE } from '../../src/service/tables.ts';
import { withBlankImages } from '../support/blankImages.ts';
import { registeredGame } from '../support/games.ts';
import { en } from '../support/words.ts';
import { expectBoardsOnly, gameKit } from './gameKit.ts';
import {
  customIds,
  expectNoViolations,
  lastText,
  latestPublic,
  openGame,
  sub,
  turnPrompt,
  type World,
} from './harness.ts';
import { choicesOn } from './vrTable.ts';

let w: World;
const { entry, expectCleanEnd, expectSpectatorBoard, game, start, table, state, version } = gameKit<NaState>(
  registeredGame('na'),
);

/** The decisions of a deal's turn (refresh, main offer...) are registered: after the investments someone has one of them. */
const DEAL = (() => {
  let s = game.setup(4, {}, 'na-probe') as NaState;
  for (const seat of [0, 1, 2, 3]) {
    const a = game.legalActions(s, seat).find((x) => x.kind === 'invest');
    if (!a) return false;
    const r = game.apply(s, seat, a.action);
    if (!r.ok) return false;
    s = r.state;
  }
  return [0, 1, 2, 3].some((seat) =>
    game.legalActions(s, seat).some((a) => ['general', 'discard', 'offer'].includes(a.kind)),
  );
})();

/** /na's subcommand and its choice option for a kind (the first row of that kind). */
function typed(kind: string, key: string) {
  const row = NA_ROWS.find((r) => r[1] === kind);
  if (!row) throw new Error(`no /na subcommand for ${kind}`);
  return { name: row[0], values: row[3] ? { [row[3][0]]: key } : {} };
}

const open = (users: readonly string[]) => openGame(w, users, { game: 'na' });

/**
 * Rule 88: no public message, and no public image's view, shows a secret: a rival card's words,
 * a card id in a hand, an investment's name while it is held or offered (the game's declared
 * secrets of every seat). Every public image is a board, drawn from the spectator view.
 */
function noSecretsInPublic(s: NaState): void {
  const msgs = w.double.messages(w.channel);
  const text = msgs.map((m) => m.content).join('\n');
  const spectator = JSON.stringify(game.view(s, 'spectator'));
  expect(text).not.toContain('Rival card');
  expect(spectator).not.toContain('Rival card');
  for (let seat = 0; seat < s.players; seat++) {
    for (const secret of game.secrets!(s, seat)) {
      expect(text, `seat ${seat}'s secret "${secret}" in a public message`).not.toContain(en(secret));
      expect(spectator, `seat ${seat}'s secret "${secret}" in the public view`).not.toContain(secret);
    }
  }
  // Before the first Demand round no investment has been revealed: none is named at all.
  if (s.demandRounds === 0)
    for (const c of INVESTMENTS) expect(text, `investment ${en(c.name)} named in public`).not.toContain(en(c.name));
  expectBoardsOnly(msgs);
}

/** The board image last posted (exactly the renderer's board from the spectator view, checked by the kit). */
const lastBoard = (): DoubleMessage =>
  [...w.double.messages(w.channel)].reverse().find((m) => m.attachments.length > 0)!;

/** Opens the seat's prompt from the newest public message ("Your move"): private to it. */
async function promptOf(user: string): Promise<DoubleMessage> {
  const p = await turnPrompt(w, user);
  expect(p.ephemeralFor).toBe(user);
  return p;
}

/** Takes the choice `key` by its button or menu entry on `prompt` (legal: the seat's list the prompt shows). */
async function take(
  user: string,
  prompt: DoubleMessage,
  legal: readonly LegalAction[],
  key: string,
): Promise<Interaction | null> {
  const i = legal.findIndex((a) => a.key === key);
  for (const [id, value] of choicesOn(prompt)) {
    if (value === undefined && id.startsWith('act:') && id.endsWith(`:${i}`))
      return w.run(w.double.click(user, prompt, id));
    if (value?.split('.')[0] === String(i)) return w.run(w.double.select(user, prompt, id, [value]));
  }
  return null;
}

/** Takes `key` for `seat`: by typing /na when `byCommand`, else from its prompt (typing when the buttons cannot show it). */
async function choose(users: readonly string[], seat: number, key: string, byCommand: boolean): Promise<void> {
  const s = await state();
  const legal = game.legalActions(s, seat);
  const a = legal.find((x) => x.key === key);
  expect(a, `${key} is a choice of seat ${seat}: ${legal.map((x) => x.key).join(', ')}`).toBeDefined();
  let ix: Interaction | null = null;
  if (!byCommand) ix = await take(users[seat]!, await promptOf(users[seat]!), legal, key);
  if (!ix) {
    const t = typed(a!.kind, key);
    ix = await w.run(w.double.slash(users[seat]!, w.channel, 'na', sub(t.name, t.values)));
    expect(ix.original()!.ephemeralFor).toBe(users[seat]);
  }
  expect(lastText(ix), `${key} for seat ${seat}`).toContain('✅');
}

/** Who must answer now, and their choices. */
async function pending(): Promise<{ s: NaState; seat: number; legal: readonly LegalAction[] }> {
  const s = await state();
  const seat = game.awaiting(s)[0]!;
  return { s, seat, legal: seat === undefined ? [] : game.legalActions(s, seat) };
}

async function chooseInvestments(users: readonly string[]): Promise<void> {
  const s0 = await state();
  expect(s0.stack.at(-1)?.kind).toBe('invest');
  for (let seat = 0; seat < 4; seat++) {
    const keys = game.legalActions(await state(), seat).filter((a) => a.kind === 'invest');
    expect(keys.length, `seat ${seat} is dealt 2 investments`).toBe(2);
    // Seat 0 types it (with the autocomplete of its own two), the others press its button.
    if (seat === 0) {
      const offered = await w.double.autocomplete(
        users[0]!,
        w.channel,
        'na',
        sub('invest', { investment: '' }, 'investment'),
      );
      expect(offered.map((o) => o.value).sort()).toEqual(keys.map((a) => a.key).sort());
    }
    await choose(users, seat, keys[seat % 2]!.key, seat === 0);
    noSecretsInPublic(await state());
  }
}

describe('New Angeles through the Discord double', () => {
  it('four players start; each keeps a secret investment; /hand is private; out-of-turn, stale and forged input is refused privately and changes nothing', async () => {
    w = await start({ seed: 'na-e2e-0' });
    const dee = w.double.addUser({ username: 'dee' }).id;
    const users = [w.ann, w.bo, w.cy, dee];
    await open(users);
    const board = latestPublic(w);
    expect(board.content).toContain('New Angeles');
    expect(board.attachments[0]?.filename).toBe('board.png');
    let s = await state();
    expect(s.players).toBe(4);
    noSecretsInPublic(s);
    await expectSpectatorBoard(lastBoard());

    // /hand: each seat's own rival card and hand, privately.
    for (const [seat, u] of users.entries()) {
      const hand = (await w.run(w.double.slash(u, w.channel, 'hand'))).original()!;
      expect(hand.ephemeralFor).toBe(u);
      const mine = game.view(s, seat) as { mine: { rivalText: string } };
      expect(hand.content).toContain(en(mine.mine.rivalText));
    }

    // A stale button: seat 1's prompt, used once, then pressed again from the old message.
    const p1 = await promptOf(users[1]!);
    const legal1 = game.legalActions(s, 1);
    const key1 = legal1.find((a) => a.kind === 'invest')!.key;
    const first = await take(users[1]!, p1, legal1, key1);
    expect(lastText(first!)).toContain('✅');
    let before = await version();
    const again = choicesOn(p1).find(([id, v]) =>
      v === undefined ? id.endsWith(`:${legal1.findIndex((a) => a.key === key1)}`) : true,
    )!;
    const stale = await w.run(
      again[1] === undefined
        ? w.double.click(users[1]!, p1, again[0], { forged: true })
        : w.double.select(users[1]!, p1, again[0], [again[1]], { forged: true }),
    );
    expect(lastText(stale)).toBe(en(STALE));
    expect(await version()).toBe(before);

    // A forged custom id: another seat's choice, and garbage; both refused privately.
    const t = await table();
    const forged = [
      [users[2]!, `act:${w.channel}:0:${t.record.stamps[0]}:k:0`, 'belong to another player'],
      [users[2]!, 'act:not-a-channel:0:1:k:0', 'not one I recognise'],
    ] as const;
    for (const [u, id, says] of forged) {
      const ix = await w.run(w.double.click(u, latestPublic(w), id, { forged: true }));
      expect(lastText(ix)).toContain(says);
      expect(ix.responses.every((r) => (r.data.flags ?? 0) & 64 || r.kind !== 'callback')).toBe(true);
    }
    expect(await version()).toBe(before);

    // A move that is not this seat's: seat 1 has chosen already; typing another is refused, privately.
    const other = game.legalActions(s, 1).find((a) => a.kind === 'invest' && a.key !== key1)!.key;
    const twice = await w.run(w.double.slash(users[1]!, w.channel, 'na', sub('invest', { investment: other })));
    expect(twice.original()!.ephemeralFor).toBe(users[1]);
    expect(lastText(twice)).not.toContain('✅');
    expect(await version()).toBe(before);

    // The others choose (seat 0 by /na invest); nothing public names an investment.
    for (const seat of [0, 2, 3]) {
      const key = game.legalActions(await state(), seat).find((a) => a.kind === 'invest')!.key;
      await choose(users, seat, key, seat === 0);
      noSecretsInPublic(await state());
    }
    s = await state();
    expect(s.invest.every((id) => id !== null)).toBe(true);
    // Each seat reads its own investment in /hand, and nobody else's.
    for (const [seat, u] of users.entries()) {
      const hand = (await w.run(w.double.slash(u, w.channel, 'hand'))).original()!.content;
      for (const [o, id] of s.invest.entries()) {
        const name = en(INVESTMENTS.find((c) => c.id === id)!.name);
        if (o === seat) expect(hand).toContain(name);
        else if (id !== s.invest[seat]) expect(hand, `seat ${seat} sees seat ${o}'s investment`).not.toContain(name);
      }
    }
    before = await version();
    expectNoViolations(w);
  }, 120_000);

  it('/game help na lists the topics and shows one; /na is registered with Discord', async () => {
    w = await start();
    const list = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'na' })));
    expect(lastText(list)).toContain('rulings');
    const topic = await w.run(w.double.slash(w.ann, w.channel, 'game', sub('help', { topic: 'na:deal' })));
    expect(lastText(topic)).toMatch(/Counteroffers/);
    const offered = await w.double.autocomplete(w.ann, w.channel, 'game', sub('help', { topic: 'na:corp' }, 'topic'));
    expect(offered.map((o) => o.value)).toContain('na:corporations');
    expectNoViolations(w);
  });

  it.skipIf(!DEAL)(
    'one whole deal: the main offer, a counteroffer, a pass, the support votes and the resolution; no secret in public; out-of-turn input refused',
    async () => {
      w = await start({ seed: 'na-e2e-1' });
      const dee = w.double.addUser({ username: 'dee' }).id;
      const users = [w.ann, w.bo, w.cy, dee];
      await open(users);
      await chooseInvestments(users);

      // Refresh: General draws and the hand limit, whatever the active corporation needs (by /na).
      let { s, seat, legal } = await pending();
      const active = s.active;
      for (let i = 0; i < 10 && legal.some((a) => a.kind === 'general' || a.kind === 'discard'); i++) {
        expect(seat).toBe(active);
        await choose(users, seat, legal.find((a) => a.kind === 'general' || a.kind === 'discard')!.key, i % 2 === 0);
        ({ s, seat, legal } = await pending());
      }
      noSecretsInPublic(s);

      // Rule 53: the deal is for the rightmost asset of the turn track; rule 54: the active player's main offer.
      expect(s.deal, 'a deal is open').not.toBeNull();
      const asset = s.deal!.asset;
      expect(seat).toBe(active);
      const offers = legal.filter((a) => a.kind === 'offer');
      expect(offers.length).toBeGreaterThan(0);
      for (const a of offers) expect(a.detail, `${a.key} shows its effect`).toBeTruthy();

      // Out of turn: another seat types a main offer; refused privately, nothing changes.
      const idle = (active + 2) % 4;
      let before = await version();
      const out = await w.run(w.double.slash(users[idle]!, w.channel, 'na', sub('offer', { card: offers[0]!.key })));
      expect(out.original()!.ephemeralFor).toBe(users[idle]);
      expect(lastText(out)).toMatch(/not your move|cannot do that right now|not one of your choices/i);
      expect(await version()).toBe(before);

      // The main offer by /na offer (an action card when there is one), then its target if asked.
      const main = offers.find((a) => !a.key.startsWith('offer:E-')) ?? offers[0]!;
      await choose(users, active, main.key, true);
      ({ s, seat, legal } = await pending());
      if (legal.some((a) => a.kind === 'target')) {
        await choose(users, seat, legal.find((a) => a.kind === 'target')!.key, false);
        ({ s, seat, legal } = await pending());
      }
      expect(s.deal!.main?.seat).toBe(active);
      noSecretsInPublic(s);

      // Issue 21: the whole deal is the active player's turn: counteroffers and votes edit the turn's
      // message (no new post), and reach the players asked by DM with their buttons.
      const postsAtDeal = w.double.messages(w.channel).length;
      const turnMessage = latestPublic(w).id;
      // Rule 56: counteroffer chances clockwise from the active player: the first counteroffers (free, rule 57), the rest pass.
      let countered = false;
      let passed = 0;
      for (let i = 0; i < 12 && legal.some((a) => a.kind === 'counter' || a.kind === 'target'); i++) {
        if (legal.some((a) => a.kind === 'target')) {
          await choose(users, seat, legal.find((a) => a.kind === 'target')!.key, false);
        } else if (!countered) {
          expect(seat).toBe((active + 1) % 4);
          const c = legal.find((a) => a.kind === 'counter' && a.key !== 'counter:pass' && !a.key.includes(':free:'));
          expect(c, 'the first counteroffer chance has a card to offer').toBeDefined();
          // The counteroffer chance reached the seat privately: from its DM when one came, else from its prompt.
          const dm = w.double.dms(users[seat]!).at(-1);
          expect(
            dm && customIds(dm).some((id) => id.startsWith('act:')),
            'the counteroffer chance came by DM with its buttons',
          ).toBe(true);
          const ix =
            dm && customIds(dm).some((id) => id.startsWith('act:'))
              ? await take(users[seat]!, dm, legal, c!.key)
              : null;
          if (ix) expect(lastText(ix)).toContain('✅');
          else await choose(users, seat, c!.key, false);
          countered = true;
        } else {
          await choose(users, seat, 'counter:pass', passed % 2 === 0);
          passed++;
        }
        ({ s, seat, legal } = await pending());
        noSecretsInPublic(s);
      }
      expect(countered).toBe(true);
      expect(passed).toBeGreaterThan(0);
      expect(s.deal!.counters.length).toBe(1);

      // Rule 59: every player supports one offer, secretly; the votes are revealed together.
      const voters = game.awaiting(s);
      expect([...voters].sort()).toEqual([0, 1, 2, 3]);
      for (const [n, v] of voters.entries()) {
        const now = await state();
        if (!game.awaiting(now).includes(v)) continue;
        const keys = game.legalActions(now, v).map((a) => a.key);
        // The counteroffer's owner backs it, the others the main offer: 3 to 1 for the main offer.
        const key = v === (active + 1) % 4 ? 'support:counter' : 'support:main';
        expect(keys).toContain(key);
        await choose(users, v, key, n % 2 === 1);
        noSecretsInPublic(await state());
      }

      // Rules 60-63: the main offer won and resolved; its owner claimed the asset.
      s = await state();
      expect(s.deals).toBe(1);
      expect(s.assets[active]).toContain(asset);
      const said = w.double
        .messages(w.channel)
        .map((m) => m.content)
        .join('\n');
      expect(said).toMatch(/support|vote/i);
      expect(
        w.double.messages(w.channel).length,
        'the deal posted nothing new: its steps edited the turn message',
      ).toBe(postsAtDeal);
      expect(latestPublic(w).id).toBe(turnMessage);
      noSecretsInPublic(s);

      // The end of turn: the active player ends it (assets first, if any).
      ({ s, seat, legal } = await pending());
      if (!s.over && legal.some((a) => a.kind === 'end')) {
        before = await version();
        const wrong = await w.run(w.double.slash(users[(active + 1) % 4]!, w.channel, 'na', sub('end')));
        expect(wrong.original()!.ephemeralFor).toBe(users[(active + 1) % 4]);
        expect(lastText(wrong)).not.toContain('✅');
        expect(await version()).toBe(before);
        await choose(users, seat, 'end', true);
        s = await state();
        expect(s.active).toBe((active + 1) % 4);
        // The next player's turn: one new message, pinging them.
        expect(w.double.messages(w.channel).length).toBe(postsAtDeal + 1);
      }
      noSecretsInPublic(s);
      await expectCleanEnd(lastBoard(), users);
    },
    300_000,
  );
});

/**
 * Issue 21: a trade proposal reaches its partner by DM with buttons to Accept or Decline it (rule
 * 71), whatever the partner is doing: on their own turn, on a decision pushed to them outside the
 * turn (a secret investment, a counteroffer chance, another proposal waiting), or on nothing at all;
 * and the decision they were on can still be answered afterwards.
 */
describe('a trade proposal reaches its partner by DM with Accept and Decline (issue 21)', () => {
  /** `from` drafts and sends a trade to `to` by /na: 2 capital for 1. */
  async function propose(users: readonly string[], from: number, to: number): Promise<void> {
    const run = async (name: string, values: Record<string, string | number> = {}) => {
      const ix = await w.run(w.double.slash(users[from]!, w.channel, 'na', sub(name, values)));
      expect(lastText(ix), `/na ${name} ${JSON.stringify(values)}`).toContain('✅');
    };
    await run('trade');
    await run('terms', { term: `terms:to:${to}` });
    await run('capital', { term: 'terms:give', amount: 2 });
    await run('capital', { term: 'terms:ask', amount: 1 });
    await run('terms', { term: 'terms:send' });
  }

  /** The partner's newest DM, after the proposal: its buttons answer `key`, which then holds. */
  async function answerByDm(users: readonly string[], seat: number, key: string, dmsBefore: number): Promise<void> {
    const dms = w.double.dms(users[seat]!);
    expect(dms.length, `seat ${seat} was DMed`).toBeGreaterThan(dmsBefore);
    const dm = dms.at(-1)!;
    const legal = game.legalActions(await state(), seat);
    expect(legal.map((a) => a.key)).toContain(key);
    const ix = await take(users[seat]!, dm, legal, key);
    expect(ix, `the DM to seat ${seat} has a button for ${key}`).not.toBeNull();
    expect(lastText(ix!)).toContain('✅');
  }

  async function fourSeats(seed: string): Promise<string[]> {
    // Blank images: these tests check the buttons, not the boards (the tests above check those).
    w = await start({ games: [withBlankImages(entry)], seed });
    const dee = w.double.addUser({ username: 'dee' }).id;
    const users = [w.ann, w.bo, w.cy, dee];
    await open(users);
    return users;
  }

  it('a partner on a pushed decision outside the turn (the secret investment, then a second proposal) gets the buttons; the investment is still answerable', async () => {
    const users = await fourSeats('na-trade-push-0');
    // Everyone is on the secret investment choice (pushed by DM to every seat).
    expect(game.awaiting(await state())).toEqual([0, 1, 2, 3]);
    let dms = w.double.dms(users[2]!).length;
    await propose(users, 1, 2);
    await answerByDm(users, 2, 'answer:1:no', dms);
    expect((await state()).proposals[1]).toBeNull();
    // Two proposals to the same partner: the second one is pushed as well, and accepted from its DM.
    await propose(users, 0, 2);
    dms = w.double.dms(users[2]!).length;
    await propose(users, 3, 2);
    const capital = (await state()).capital.slice();
    await answerByDm(users, 2, 'answer:3:yes', dms);
    const s = await state();
    expect(s.capital[2]).toBe(capital[2]! + 1);
    // The investment choice still stands and is taken from the seat's prompt.
    const invest = game.legalActions(s, 2).find((a) => a.kind === 'invest')!;
    await choose(users, 2, invest.key, false);
    // Kept secret until every seat has chosen: seat 2 has no investment choice left.
    expect(game.legalActions(await state(), 2).some((a) => a.kind === 'invest')).toBe(false);
    expectNoViolations(w);
  }, 120_000);

  it('a partner on their own turn, and one with no decision, get the buttons', async () => {
    const users = await fourSeats('na-trade-push-1');
    await chooseInvestments(users);
    const s = await state();
    const active = s.active;
    expect(game.awaiting(s)).toEqual([active]);
    const idle = (active + 1) % 4;
    const sender = (active + 2) % 4;
    let dms = w.double.dms(users[active]!).length;
    await propose(users, sender, active);
    await answerByDm(users, active, `answer:${sender}:yes`, dms);
    dms = w.double.dms(users[idle]!).length;
    expect(game.awaiting(await state())).not.toContain(idle);
    await propose(users, sender, idle);
    await answerByDm(users, idle, `answer:${sender}:no`, dms);
    expectNoViolations(w);
  }, 120_000);
});
