import { z } from 'zod';
import type { GameDefinition, LegalAction, Outcome } from '../../engine/types.ts';
import { collectEvents } from './events.ts';
import { answer, handler, settle, top, type Opt } from './flow.ts';
import { vrStateSchema, type VrState } from './state.ts';
import { resolveTurn, turnOptions } from './turn.ts';
import { setupVr } from './setup.ts';
import { vrView, type VrView } from './view.ts';
import { HELP } from './help.ts';
import { scoreParts } from './scoring.ts';
import { refusal, unavailableChoices } from './blocked.ts';
// Rules modules register their decisions, steps and free actions on import.
import './actions.ts';
import './agents.ts';
import './verses.ts';
import './titles.ts';
import './recycle.ts';
import './endRound.ts';
import './scoring.ts';

/** Every Virtual Revolution move is one choice, named by its key, at the current decision point. */
const actionSchema = z.object({ k: z.string().min(1).max(90) });
export type VrAction = z.infer<typeof actionSchema>;

const optionsSchema = z.object({});

function awaiting(s: VrState): number[] {
  if (s.over) return [];
  const p = top(s);
  if (p) return [...p.seats];
  return s.turn ? [s.turn.seat] : [];
}

function options(s: VrState, seat: number): Opt[] {
  if (!awaiting(s).includes(seat)) return [];
  const p = top(s);
  return p ? handler(p.kind).options(s, p, seat) : turnOptions(s, seat);
}

export const virtualRevolution: GameDefinition<VrState, VrAction, z.infer<typeof optionsSchema>, VrView> = {
  id: 'vr',
  name: 'Virtual Revolution',
  summary: 'Corporations fight for Neo Paris: Influence, Servers, Verses and Agents over 5 Rounds, under Necro attacks.',
  minSeats: 2,
  maxSeats: 4,
  schemaVersion: 1,
  stateSchema: vrStateSchema,
  actionSchema,
  optionsSchema,
  setup: (seats, _o, seed) => {
    const [s] = collectEvents(() => {
      const st = setupVr(seats, seed);
      settle(st);
      return st;
    });
    return s;
  },
  awaiting,
  legalActions(s, seat): LegalAction<VrAction>[] {
    return options(s, seat).map((o) => ({
      key: o.key, kind: o.kind, label: o.label, action: { k: o.key },
      ...(o.detail ? { detail: o.detail } : {}), ...(o.style ? { style: o.style } : {}),
    }));
  },
  apply(s, seat, a) {
    const opt = options(s, seat).find((o) => o.key === a.k);
    if (!opt) return { ok: false, error: refusal(s, seat, a.k) };
    const [, events] = collectEvents(() => {
      const p = top(s);
      if (p) answer(s, p, seat, opt);
      else resolveTurn(s, seat, opt);
      settle(s);
    });
    return { ok: true, state: s, events };
  },
  view: vrView,
  unavailable: unavailableChoices,
  // Raids, Necro Immunity, Dark Kingdom, Quartier Latin, the turn order and the final choices:
  // every decision that is not the current player's own turn reaches its player by DM.
  pushPrompt: (s, seat) => !(s.stack.length === 0 && s.turn?.seat === seat),
  outcome(s): Outcome {
    if (!s.over || !s.scores) return { over: false };
    const totals = s.scores.map((x) => x.total ?? 0);
    const best = Math.max(...totals);
    const tied = totals.flatMap((t, i) => (t === best ? [i] : []));
    const richest = Math.max(...tied.map((i) => s.p[i]!.money));
    const winners = tied.filter((i) => s.p[i]!.money === richest);
    return { over: true, scores: totals, winners, summary: s.scores.map((x, i) => `{seat:${i}}: ${x.total} VP (${scoreParts(x)})`) };
  },
  help: HELP,
};
