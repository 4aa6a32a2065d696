/**
 * The contract's checks catch what they are for: broken variants of the fixture game (a leaking
 * view or event, a long label, a state that does not store, a game that does not replay, a kind
 * the buttons cannot show with no command) fail with a sentence naming the seed and step.
 */
import { describe, expect, it } from 'vitest';
import type { GameDefinition, LegalAction } from '../../src/engine/types.ts';
import { defineGame, type GameEntry } from '../../src/registry.ts';
import { type HeistAction, type HeistState, type HeistView, heist } from '../fixture/heist.ts';
import { heistCommands } from '../fixture/heistCommands.ts';
import { heistRenderer } from '../fixture/heistRenderer.ts';
import { heistEntry } from '../fixture/registry.ts';
import { CommandCoverage } from './commands.ts';
import { checkHelp, checkLegalActions } from './limits.ts';
import { checkReplay, playChecked } from './play.ts';

type Heist = GameDefinition<HeistState, HeistAction, { rounds: number }, HeistView>;

const variant = (changes: Partial<Heist>): GameEntry =>
  defineGame({
    game: { ...heist, ...changes } as Heist,
    commands: heistCommands,
    renderer: heistRenderer,
    rendererModule: heistEntry.rendererModule,
  });

/** A few games of `entry` with every check at every step, replayed. */
function play(entry: GameEntry, deep = true): void {
  for (let i = 0; i < 5; i++) {
    const seed = `checks-${i}`;
    const game = playChecked(entry, 3, seed, deep, new CommandCoverage(entry));
    checkReplay(entry.game, 3, seed, game);
  }
}

describe('the contract checks', () => {
  it('pass the fixture game as it is', () => {
    expect(() => play(heistEntry)).not.toThrow();
  });

  it("catch a hand shown in the spectator view, or in another seat's view", () => {
    expect(() =>
      play(
        variant({
          view: (s, viewer) => (viewer === 'spectator' ? { ...heist.view(s, 0), viewer } : heist.view(s, viewer)),
        }),
      ),
    ).toThrow(/seat 0's secret "SN-.*" is in the spectator view/);
    expect(() =>
      play(variant({ view: (s, viewer) => ({ ...heist.view(s, viewer), all: s.hands }) as HeistView })),
    ).toThrow(/secret "SN-.*" is in the seat \d view/);
  });

  it('catch a declared secret its owner cannot see, and one too short to be specific', () => {
    expect(() => play(variant({ secrets: (s, seat) => [...heist.secrets(s, seat), `SN-ghost-${seat}`] }))).toThrow(
      /declares the secret "SN-ghost-0" but its own view does not show it/,
    );
    expect(() => play(variant({ secrets: (s, seat) => (s.hands[seat] ?? []).map((c) => String(c.value)) }))).toThrow(
      /not specific enough/,
    );
  });

  it('catch a secret in a public event, checked on every seed', () => {
    const telling: Heist['apply'] = (s, seat, a) => {
      const r = heist.apply(s, seat, a);
      return r.ok && a.type === 'draw'
        ? {
            ...r,
            events: [
              ...r.events,
              { text: `{seat:${seat}} now holds ${r.state.hands[seat]!.at(-1)!.serial}.`, to: 'public' },
            ],
          }
        : r;
    };
    expect(() => play(variant({ apply: telling }), false)).toThrow(/secret "SN-.*" is in public text/);
  });

  it("catch labels, details, keys and kinds beyond Discord's limits, and amounts that make no modal", () => {
    const changed = (f: (a: LegalAction<HeistAction>) => LegalAction<HeistAction>) =>
      variant({ legalActions: (s, seat) => heist.legalActions(s, seat).map(f) });
    expect(() =>
      play(
        changed((a) => ({ ...a, label: a.label.padEnd(81, '.') })),
        false,
      ),
    ).toThrow(/label .* is 81 characters in en \(at most 80\)/);
    expect(() =>
      play(
        changed((a) => ({ ...a, detail: 'x'.repeat(101) })),
        false,
      ),
    ).toThrow(/detail .* \(at most 100\)/);
    expect(() =>
      play(
        changed((a) => ({ ...a, key: 'same' })),
        false,
      ),
    ).toThrow(/key used twice/);
    expect(() =>
      play(
        changed((a) => ({ ...a, kind: 'two words' })),
        false,
      ),
    ).toThrow(/cannot name a slash subcommand/);
    const legal = heist.legalActions(heist.setup(3, { rounds: 2 }, 'amounts'), 0);
    const withAmount = (amount: { min: number; max: number; prompt: string }) => () =>
      checkLegalActions(
        heist,
        legal.map((a) => ({ ...a, amount })),
        'here',
        false,
      );
    expect(withAmount({ min: 3, max: 1, prompt: 'Chips' })).toThrow(/min <= max/);
    expect(withAmount({ min: 1, max: 3, prompt: 'How many chips would you like to put on the table?' })).toThrow(
      /amount prompt .* \(at most 45\)/,
    );
    // The fixture's action schema has no amount: it would drop the number the player typed.
    expect(withAmount({ min: 1, max: 3, prompt: 'Chips' })).toThrow(/actionSchema refuses or drops the amount 1/);
  });

  it('catch standings that are not one well-formed, public standing per seat', () => {
    expect(() =>
      play(variant({ standings: (s) => ({ ...heist.standings(s), scores: s.scores.slice(1) }) }), false),
    ).toThrow(/standings are not well formed: 2 scores for 3 seats/);
    expect(() => play(variant({ standings: (s) => ({ ...heist.standings(s), winners: [3] }) }), false)).toThrow(
      /standings are not well formed: winners \[3\] are not all seats/,
    );
    expect(() =>
      play(variant({ standings: (s) => ({ ...heist.standings(s), scores: s.scores.map(() => Number.NaN) }) }), false),
    ).toThrow(/standings are not well formed: seat 0's score is NaN/);
    const telling: Heist['standings'] = (s) => ({
      ...heist.standings(s),
      summary: [`{seat:0} holds ${s.hands[0]!.map((c) => c.serial).join(', ') || 'nothing'}.`],
    });
    expect(() => play(variant({ standings: telling }), false)).toThrow(
      /standings: seat 0's secret "SN-.*" is in public text/,
    );
  });

  it('catch a state that does not survive storage: NaN, or a field its schema drops', () => {
    const withNaN: Heist['apply'] = (s, seat, a) => {
      const r = heist.apply(s, seat, a);
      return r.ok ? { ...r, state: { ...r.state, scores: r.state.scores.map(() => Number.NaN) } } : r;
    };
    expect(() => play(variant({ apply: withNaN }))).toThrow(/JSON round trip/);
    const extra: Heist['apply'] = (s, seat, a) => {
      const r = heist.apply(s, seat, a);
      return r.ok ? { ...r, state: { ...r.state, note: 'kept in memory only' } as HeistState } : r;
    };
    expect(() => play(variant({ apply: extra }))).toThrow(/parsed by its schema differs/);
  });

  it('catch a game that does not replay from its seed and moves', () => {
    let calls = 0;
    const drifting: Heist['apply'] = (s, seat, a) => {
      const r = heist.apply(s, seat, a);
      return r.ok && calls++ % 97 === 50
        ? { ...r, state: { ...r.state, scores: r.state.scores.map((x) => x + 1) } }
        : r;
    };
    expect(() => play(variant({ apply: drifting }), false)).toThrow(/replay/);
  });

  it('catch a game without a winner or a team result at the end', () => {
    expect(() => play(variant({ outcome: (s) => ({ ...heist.outcome(s), winners: [] }) }), false)).toThrow(/no winner/);
    // Unless it says nobody won: every seat's result 'lost' (a competitive game everyone lost).
    expect(() =>
      play(
        variant({
          outcome: (s) => {
            const o = heist.outcome(s);
            return o.over ? { ...o, winners: [], results: s.scores.map(() => 'lost') } : o;
          },
        }),
        false,
      ),
    ).not.toThrow();
  });

  it('catch choices the buttons cannot show when no subcommand (with a choice option) reaches them', () => {
    // Six kinds of ten: three menus fit with the "more" menu, which holds 25 of the last 30.
    const legal: LegalAction[] = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((kind) =>
      Array.from({ length: 10 }, (_v, i) => ({
        key: `${kind}:${i}`,
        kind,
        label: `${kind} ${i}`,
        action: { type: 'pass' },
      })),
    );
    const commands = (subs: { kind: string; choice?: boolean }[]): GameEntry => ({
      ...heistEntry,
      commands: {
        name: 'test',
        description: 'test',
        subcommands: subs.map((s) => ({
          name: s.kind,
          description: s.kind,
          kind: s.kind,
          ...(s.choice ? { choice: { name: 'which', description: 'which' } } : {}),
        })),
      },
    });
    const none = new CommandCoverage(commands([]));
    expect(() => none.check(0, legal, 'here')).toThrow(/cannot show every "f" choice .* no subcommand/);
    expect(none.unreachable()).toEqual(['f']);
    expect(() => new CommandCoverage(commands([{ kind: 'f' }])).check(0, legal, 'here')).toThrow(/no choice option/);
    expect(() => new CommandCoverage(commands([{ kind: 'f', choice: true }])).check(0, legal, 'here')).not.toThrow();
  });

  it('catch help topics /game help cannot show', () => {
    const help = (topics: { name: string; text: string }[]) => checkHelp({ ...heist, help: topics } as Heist);
    expect(help([{ name: 'rules', text: 'x'.repeat(2000) }])[0]).toMatch(/at most 2000/);
    expect(
      help([
        { name: 'a', text: 'one' },
        { name: 'a', text: 'two' },
      ]),
    ).toEqual(['topic name a is used twice']);
    expect(help([{ name: 'vr:turn', text: 'one' }])[0]).toMatch(/contains ':'/);
  });
});
