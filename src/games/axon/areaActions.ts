import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { type ActionBox, CORPORATIONS } from './data/index.ts';
import type { Opt } from './flow.ts';
import { AREA_IDS, areaOf } from './graph.ts';
import { mb } from './messages.ts';
import { startPhishing } from './phishing.ts';
import { areaState, charAt, charData, charName, drawSoftware, gain, leaveCity, lose, tokenWords } from './resources.ts';
import { areaLabel, clip } from './skills.ts';
import type { AxonState } from './state.ts';

/**
 * Area Actions (rules 67-70): after its Routine or hack a Character may take the Action of a box
 * in its Area that holds no Activation or Violence token: a Free Action (anyone), a Skill Action
 * (one of the printed icons), Phishing (anyone) or Leave (anyone). The box then gets an
 * Activation Token until the End of Round. Free and Skill Actions' effects, by id (data/city.ts).
 */

/** What a chosen Area Action does: its box, and the effect's choice (an Area, a Character). */
export interface AreaChoice {
  box: number;
  arg?: number | string;
}

const corpName = (area: number): string => {
  const id = areaOf(area).corporation;
  return id ? (CORPORATIONS[id]?.name ?? id) : areaOf(area).name;
};

/** The ways a box's effect can be taken now (none: it would do nothing, so it is not offered). */
function effectChoices(
  s: AxonState,
  seat: Seat,
  id: string,
  area: number,
  b: ActionBox,
): { arg?: number | string; label: string; detail: string }[] {
  const c = charAt(s, id)!;
  const name = charName(id);
  switch (b.kind === 'phishing' ? 'phishing' : b.kind === 'leave' ? 'leave' : b.effect) {
    case 'phishing':
      return s.charStack.length > 0
        ? [
            {
              label: mb('axon.box.phishing', { area: areaOf(area).name }),
              detail: mb('axon.box.phishing.detail'),
            },
          ]
        : [];
    case 'leave': {
      const t = c.tokens;
      const held = (['augments', 'drugs', 'products', 'scandal', 'violence'] as const)
        .filter((r) => t[r] > 0)
        .map((r) => tokenWords(r, t[r]));
      return [
        {
          label: mb('axon.box.leave', { name }),
          detail: held.length ? mb('axon.box.leave.held', { held: held.join(', ') }) : mb('axon.box.leave.detail'),
        },
      ];
    }
    case 'draw-card':
      return s.deck.length + s.discard.length > 0
        ? [{ label: mb('axon.box.draw', { area: areaOf(area).name }), detail: b.text }]
        : [];
    case 'gain-drugs':
      return [
        {
          label: mb('axon.box.drugs', { area: areaOf(area).name, name }),
          detail: mb('axon.box.drugs.detail', { name, n: c.tokens.drugs + 1 }),
        },
      ];
    case 'gain-products':
      return [{ label: mb('axon.box.products', { area: areaOf(area).name, name }), detail: b.text }];
    case 'gain-augment':
      return [{ label: mb('axon.box.augment', { area: areaOf(area).name, name }), detail: b.text }];
    case 'move-data':
      if (areaState(s, area).data === 0) return [];
      return AREA_IDS.filter((a) => a !== area && areaOf(a).type === 'corporate').map((a) => ({
        arg: a,
        label: mb('axon.box.data', { area: areaOf(area).name, to: areaLabel(a) }),
        detail: mb('axon.box.data.detail', { from: corpName(area), corp: corpName(a) }),
      }));
    case 'clear-violence':
      return s.chars
        .filter((o) => o.area === area && o.tokens.violence > 0)
        .map((o) => ({
          arg: o.id,
          label: mb('axon.box.violence', { area: areaOf(area).name, name: charName(o.id) }),
          detail: mb('axon.box.violence.detail', {
            clean: o.tokens.violence === 1 && !charData(o.id).types.includes('criminal') ? 'yes' : 'no',
            name: charName(o.id),
          }),
        }));
    case 'hand-limit':
      return s.p[seat]!.sprawl ? [] : [{ label: mb('axon.box.limit', { area: areaOf(area).name }), detail: b.text }];
    case 'take-first-player':
      return s.tookFirst === null
        ? [
            {
              label: mb('axon.box.first', { area: areaOf(area).name }),
              detail: mb('axon.box.first.detail'),
            },
          ]
        : [];
    default:
      return [];
  }
}

/** The Area Actions Character `id` may take now (kind 'area'), without the skip. */
export function areaActionChoices(s: AxonState, seat: Seat, id: string): Opt[] {
  const c = charAt(s, id);
  if (!c) return [];
  const area = areaOf(c.area);
  const skills = charData(id).skills;
  const out: Opt[] = [];
  area.boxes.forEach((b, box) => {
    const st = areaState(s, c.area).boxes[box]!;
    if (st.activated || st.violence) return;
    if (b.kind === 'skill' && !b.skills.some((k) => skills.includes(k))) return;
    for (const e of effectChoices(s, seat, id, c.area, b)) {
      const value: AreaChoice = e.arg === undefined ? { box } : { box, arg: e.arg };
      out.push({
        key: `area:b${box}${e.arg === undefined ? '' : `:${e.arg}`}`,
        kind: 'area',
        label: clip(e.label, 80),
        detail: clip(e.detail, 100),
        value,
      });
    }
  });
  return out;
}

/** Takes an Area Action: the Activation Token on its box first, then its effect. */
export function performAreaAction(s: AxonState, ctx: FlowContext, seat: Seat, id: string, v: AreaChoice): void {
  const c = charAt(s, id);
  if (!c) return;
  const area = c.area;
  const b = areaOf(area).boxes[v.box]!;
  areaState(s, area).boxes[v.box]!.activated = true;
  const name = charName(id);
  const where = areaOf(area).name;
  switch (b.kind === 'phishing' ? 'phishing' : b.kind === 'leave' ? 'leave' : b.effect) {
    case 'phishing':
      ctx.event(mb('axon.box.ev.phishing', { name, area: where }));
      startPhishing(s, ctx, seat);
      return;
    case 'leave':
      leaveCity(s, ctx, id);
      return;
    case 'draw-card':
      ctx.event(mb('axon.box.ev.draw', { name, area: where, who: `{seat:${seat}}` }));
      drawSoftware(s, ctx, seat, 1);
      return;
    case 'gain-drugs':
      ctx.event(mb('axon.box.ev.drugs', { name, area: where }));
      gain(s, ctx, 'drugs', { char: id }, seat);
      return;
    case 'gain-products':
      ctx.event(mb('axon.box.ev.products', { name, area: where }));
      gain(s, ctx, 'products', { char: id }, seat);
      return;
    case 'gain-augment':
      ctx.event(mb('axon.box.ev.augment', { name, area: where }));
      gain(s, ctx, 'augments', { char: id }, seat);
      return;
    case 'move-data': {
      const to = v.arg as number;
      // The token changes place but stays in play: no counter or Stress move.
      areaState(s, area).data--;
      areaState(s, to).data++;
      ctx.event(mb('axon.box.ev.data', { name, area: where, to: areaOf(to).name }));
      return;
    }
    case 'clear-violence':
      ctx.event(mb('axon.box.ev.violence', { name, area: where, other: charName(v.arg as string) }));
      lose(s, 'violence', { char: v.arg as string });
      return;
    case 'hand-limit':
      s.p[seat]!.sprawl = true;
      ctx.event(mb('axon.box.ev.limit', { name, area: where, who: `{seat:${seat}}` }));
      return;
    case 'take-first-player':
      s.first = seat;
      s.tookFirst = seat;
      ctx.event(mb('axon.box.ev.first', { name, area: where, who: `{seat:${seat}}` }));
      return;
  }
}
