import { RAID_THRESHOLD } from './data/index.ts';
import { queue, type StepRun, type VrFlow } from './flow.ts';
import { m } from './messages.ts';
import { necroStep } from './necro.ts';
import { raidStep } from './raid.ts';

/**
 * The end of a Round. Rounds 1-4: [1] Interpol Raids, [2] Necro attack, [3] turn order,
 * [4] Income, [5] Maintenance, then the next Round. Round 5: everyone is raided, the End of Game
 * Necro attack, the final choices (Mme Tropovicz's type, the Objective scored), then the scoring.
 */

const runEndRound: StepRun<'endRound'> = (s, _step, ctx) => {
  ctx.event(m('vr.ev.roundOver', { n: s.round }));
  // Raids are checked in turn order; a Raid never changes another player's hand.
  const raided = s.order.filter((seat) => s.p[seat]!.corruption.length >= RAID_THRESHOLD);
  queue(
    s,
    [
      ...raided.map((seat) => raidStep(seat, false)),
      necroStep(false),
      { k: 'turnOrder' },
      { k: 'income' },
      { k: 'maintenance' },
    ],
    true,
  );
};

const runEndGame: StepRun<'endGame'> = (s, _step, ctx) => {
  ctx.event(m('vr.ev.endOfGame'));
  queue(
    s,
    [...s.order.map((seat) => raidStep(seat, true)), necroStep(true), { k: 'finalChoices' }, { k: 'score' }],
    true,
  );
};

/** Registers this module's steps on the game's flow. */
export function registerEndRound(flow: VrFlow): void {
  flow.defineStep('endRound', runEndRound);
  flow.defineStep('endGame', runEndGame);
}
