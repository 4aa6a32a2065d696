import type { FlowContext } from '../../engine/events.ts';
import { eventOf } from './cards.ts';
import { changeUnrest, districtName, newLog, place, remove, stripArticle } from './city.ts';
import type { NaFlow } from './flow.ts';
import { m } from './messages.ts';
import { changeThreat } from './primitives.ts';
import { fillTrack } from './setup.ts';
import type { NaState } from './state.ts';

/**
 * The Event phase (rules 51-52): the top event card resolves line by line with the city's rules
 * (movement and The Root's threat apply; not an action card, so no contracts and no illness),
 * goes to the events done, and the turn track is reset: any asset left on it goes to the bottom of
 * the asset deck, then N new ones are dealt. Stops the moment the game ends (threat 25).
 */
export function eventPhase(s: NaState, ctx: FlowContext): void {
  s.phase = 'event';
  const id = s.eventDeck.shift();
  if (id !== undefined) {
    const ev = eventOf(id);
    ctx.event(m('na.event.event', { name: ev.name }));
    const log = newLog();
    for (const step of ev.steps) {
      if (s.over) break;
      if ('place' in step) place(s, ctx, step.place, step.district, log);
      else if ('remove' in step) {
        if (!remove(s, ctx, step.remove, step.district, log))
          ctx.event(m('na.event.nothingToRemove', { what: stripArticle(step.remove), d: districtName(step.district) }));
      } else if ('unrest' in step) changeUnrest(s, ctx, step.district, step.unrest, log);
      else changeThreat(s, ctx, step.threat, ev.name);
    }
    s.eventsDone.push(id);
  }
  if (s.over) return;
  for (const a of s.track) if (a !== null) s.assetDeck.push(a);
  s.track = s.track.map(() => null);
  fillTrack(s);
  const n = s.track.filter((a) => a !== null).length;
  ctx.event(m('na.event.trackReset', { n }));
}

export function registerEventPhase(flow: NaFlow): void {
  flow.defineStep('event', (s, _step, ctx) => eventPhase(s, ctx));
}
