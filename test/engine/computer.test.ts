import { describe, expect, it } from 'vitest';
import { checkChoice, chooseFor, decisionRng, randomPlayer } from '../../src/engine/computer.ts';
import { applyAction } from '../../src/engine/play.ts';
import { seedRng } from '../../src/engine/rng.ts';
import type { ComputerInput, GameDefinition } from '../../src/engine/types.ts';
import { type HeistState, heist } from '../fixture/heist.ts';
import { parley } from '../fixture/parley.ts';

/** Heist with its greedy player watched: what chooseFor hands it. */
function watched(): { def: GameDefinition<HeistState>; inputs: ComputerInput[] } {
  const inputs: ComputerInput[] = [];
  return {
    inputs,
    def: {
      ...heist,
      computer: {
        greedy: (i) => {
          inputs.push(i);
          return heist.computer.greedy(i as Parameters<typeof heist.computer.greedy>[0]);
        },
      },
    },
  };
}

describe('computer players (src/engine/computer.ts)', () => {
  it("gives the player exactly the seat's view, its legal actions and a generator: no state, no other runner's chips", () => {
    const state = heist.setup(3, { rounds: 2 }, 'computer-input');
    const { def, inputs } = watched();
    const chosen = chooseFor(def, state, 0, 'greedy', decisionRng('computer-input', 0, 0));
    expect(chosen.ok).toBe(true);
    const input = inputs[0]!;
    expect(Object.keys(input).sort()).toEqual(['legal', 'rng', 'seat', 'view']);
    expect(input.view).toEqual(heist.view(state, 0));
    expect(input.legal).toEqual(heist.legalActions(state, 0));
    const seen = JSON.stringify(input);
    for (const other of [1, 2]) for (const serial of heist.secrets(state, other)) expect(seen).not.toContain(serial);
    for (const serial of heist.secrets(state, 0)) expect(seen).toContain(serial);
    expect(seen).not.toContain('"deck"');
  });

  it('accepts only a legal key, and a number in range for a choice that takes one', () => {
    const legal = heist.legalActions(heist.setup(2, { rounds: 1 }, 'x'), 0);
    expect(checkChoice(legal, { key: 'steal-everything' })).toMatchObject({ ok: false });
    expect(checkChoice(legal, { key: 'pass' })).toMatchObject({ ok: true, value: { key: 'pass' } });
    const offer = parley.legalActions(parley.setup(2, { rounds: 1 }, 'x'), 0);
    expect(checkChoice(offer, { key: 'offer' })).toMatchObject({ ok: false });
    expect(checkChoice(offer, { key: 'offer', amount: 6 })).toMatchObject({ ok: false });
    expect(checkChoice(offer, { key: 'offer', amount: 5 })).toMatchObject({
      ok: true,
      value: { action: { type: 'offer', amount: 5 } },
    });
  });

  it('a player that throws or answers off the list is reported, not applied', () => {
    const state = heist.setup(2, { rounds: 1 }, 'bad');
    const throwing: GameDefinition = {
      ...heist,
      computer: {
        greedy: () => {
          throw new Error('boom');
        },
      },
    };
    expect(chooseFor(throwing, state, 0, 'greedy', seedRng('a'))).toMatchObject({ ok: false });
    const off: GameDefinition = { ...heist, computer: { greedy: () => ({ key: 'nope' }) } };
    expect(chooseFor(off, state, 0, 'greedy', seedRng('a'))).toMatchObject({ ok: false });
    expect(chooseFor(heist, state, 1, 'greedy', seedRng('a'))).toMatchObject({
      ok: false,
      error: 'has no legal action',
    });
  });

  it('the random player is uniform over the legal actions, numbers within range, and replays by seed', () => {
    const state = parley.setup(2, { rounds: 1 }, 'r');
    const legal = parley.legalActions(state, 0);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const c = randomPlayer({ seat: 0, view: parley.view(state, 0), legal, rng: decisionRng('r', i, 0) });
      seen.add(`${c.key}:${c.amount ?? ''}`);
      expect(checkChoice(legal, c).ok).toBe(true);
    }
    expect(seen).toEqual(new Set(['pass:', 'offer:1', 'offer:2', 'offer:3', 'offer:4', 'offer:5']));
    const a = chooseFor(parley, state, 0, 'random', decisionRng('seed', 4, 0));
    const b = chooseFor(parley, state, 0, 'random', decisionRng('seed', 4, 0));
    expect(a).toEqual(b);
    expect(decisionRng('seed', 4, 0)).not.toEqual(decisionRng('seed', 4, 1));
    expect(decisionRng('seed', 4, 0)).not.toEqual(decisionRng('seed', 5, 0));
  });

  it('a chosen number goes into the action as the platform sends it', () => {
    const state = parley.setup(2, { rounds: 1 }, 'n');
    const chosen = chooseFor(parley, state, 0, 'greedy', seedRng('n'));
    expect(chosen).toMatchObject({ ok: true, value: { key: 'offer', action: { type: 'offer', amount: 5 } } });
    if (chosen.ok) expect(applyAction(parley, state, 0, chosen.value.action).ok).toBe(true);
  });
});
