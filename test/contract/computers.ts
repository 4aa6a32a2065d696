import { type ComputerLevel, checkChoice, chooseFor, decisionRng } from '../../src/engine/computer.ts';
import { applyAction, sameJson } from '../../src/engine/play.ts';
import type { ComputerInput, GameDefinition, Seat } from '../../src/engine/types.ts';
import { fail } from './limits.ts';
import { declaredSecrets } from './secrets.ts';

/** What a computer player may be given, and nothing else. */
const INPUT_KEYS = ['legal', 'rng', 'seat', 'view'];

/**
 * One game played by computer players (`levels[seat]`), checking at every step, for every seat that
 * may act (awaited, or free to respond), that the game's greedy player:
 * - is given exactly {seat, view, legal, rng}, its view equal to `view(state, seat)` and its legal
 *   actions the seat's own, never the state;
 * - finds no other seat's secret in its view (a string that seat declares and this one does not
 *   hold too). Its legal actions are exactly the buttons a person in the seat is shown: they name
 *   another seat's card only when the rules let this seat see it for this decision (a Virtual
 *   Revolution Agent that takes a Corruption card from another player's hand lists that hand);
 * - answers with one of the legal keys (a number in range for a choice that takes one).
 * The awaited seats' decisions (`levels`) are applied, so the game runs to its end.
 */
export function playComputersChecked(
  def: GameDefinition,
  levels: readonly ComputerLevel[],
  seed: string,
): { steps: number; inputs: number } {
  const seats = levels.length;
  let state = def.setup(seats, def.optionsSchema.parse({}), seed);
  let steps = 0;
  let inputs = 0;
  while (!def.outcome(state).over) {
    const where = `${def.id}, ${seats} seats, seed ${seed}, step ${steps}`;
    if (steps > 20_000) fail(where, 'no end');
    const secrets = declaredSecrets(def, state, seats, where);
    const acting = [...def.awaiting(state), ...(def.mayAct?.(state) ?? [])];
    for (const seat of new Set(acting)) {
      const who = `${where}, seat ${seat}`;
      const seen: ComputerInput[] = [];
      // The game's own player, watched: chooseFor builds its input.
      const watched: GameDefinition = {
        ...def,
        computer: {
          greedy: (input) => {
            seen.push(input);
            return def.computer.greedy(input);
          },
        },
      };
      const legal = def.legalActions(state, seat);
      const chosen = chooseFor(watched, state, seat, 'greedy', decisionRng(seed, steps, seat));
      if (!chosen.ok) fail(who, `the greedy player ${chosen.error}`);
      const input = seen[0];
      if (!input || seen.length !== 1) fail(who, `the greedy player was asked ${seen.length} times`);
      inputs++;
      if (JSON.stringify(Object.keys(input).sort()) !== JSON.stringify(INPUT_KEYS))
        fail(who, `the player's input has the fields ${Object.keys(input).join(', ')}`);
      if (input.seat !== seat) fail(who, `the player's input names seat ${input.seat}`);
      if (!sameJson(input.view, def.view(state, seat))) fail(who, "the player's view is not the seat's view");
      if (!sameJson(input.legal, legal)) fail(who, "the player's legal actions are not the seat's");
      const json = JSON.stringify(input.view);
      secrets.forEach((list, owner) => {
        if (owner === seat) return;
        for (const secret of list) {
          if (!secrets[seat]!.includes(secret) && json.includes(JSON.stringify(secret).slice(1, -1)))
            fail(who, `the player's view holds seat ${owner}'s secret ${JSON.stringify(secret)}`);
        }
      });
      // The same choice, checked directly against the list it was made from.
      if (!checkChoice(legal, def.computer.greedy({ ...input, rng: decisionRng(seed, steps, seat) })).ok)
        fail(who, 'the greedy choice is not legal');
    }
    const seat: Seat = def.awaiting(state)[0]!;
    const legal = def.legalActions(state, seat);
    const chosen = chooseFor(def, state, seat, levels[seat]!, decisionRng(seed, steps, seat), legal);
    if (!chosen.ok) fail(`${where}, seat ${seat}`, `the ${levels[seat]} player ${chosen.error}`);
    const r = applyAction(def, state, seat, chosen.value.action, legal, chosen.value.key);
    if (!r.ok) fail(`${where}, seat ${seat}`, `${chosen.value.key} refused: ${r.error}`);
    state = r.state;
    steps++;
  }
  return { steps, inputs };
}
