import type { FlowContext } from '../../engine/events.ts';
import type { Choice } from '../../engine/flow.ts';
import { localize } from '../../engine/messages.ts';
import { ACTION_NAMES, actionBlock, actionDetail, performAction } from './actions.ts';
import { agentKind } from './agents/text.ts';
import { addInfluence, boroughState, canAddInfluence, moveInfluence, removeInfluence } from './board.ts';
import { AGENTS, BOROUGH_LIST, BOROUGHS, DIRECTORS, DISTRICTS, ROUNDS } from './data/index.ts';
import { ACTIONS, type ActionId } from './data/types.ts';
import { drawCorruption } from './econ.ts';
import { type Opt, queue } from './flow.ts';
import { borough, m, who } from './messages.ts';
import type { VrState } from './state.ts';
import { bname, boroughName, clip, clipLabel } from './wording.ts';

/** A player's turn: place a Director, the optional Influence manoeuvre, one Action, then end it. */

export function startTurn(s: VrState): void {
  const seat = s.order[s.turnsPlayed % s.players]!;
  s.turn = {
    seat,
    stage: 'director',
    borough: null,
    extra: [],
    recruited: [],
    performed: [],
    bonus: { range: 0, serverAnywhere: false, serverEmpty: false, workMoney: 0, onAction: [] },
  };
}

/**
 * The choice key of an extra Action: by Action and source. The source is a message token now; its
 * English words are the key it always had ("extra:work:Denfert Rochereau"), so the actions of games
 * recorded before names became tokens replay the same and their buttons still answer.
 */
export const extraKey = (x: { action: string; source: string }): string =>
  `extra:${x.action}:${localize(x.source, 'en')}`;

/** What is in a Borough, in words: Influence, Servers, Directors, an Agent to recruit. */
export function boroughContents(s: VrState, b: number): string {
  const here = s.boroughs[b - 1]!;
  const parts: string[] = [];
  if (here.owner !== null && here.count > 0)
    parts.push(m('vr.contents.influence', { n: here.count, who: who(here.owner) }));
  if (here.servers.length) parts.push(m('vr.contents.servers', { who: here.servers.map(who).join(', ') }));
  const dirs = s.directors.filter((d) => d.borough === b);
  if (dirs.length) parts.push(m('vr.contents.director', { who: dirs.map((d) => who(d.seat)).join(', ') }));
  // Named with type and level: the Agent is often why a Director goes there.
  const agents = s.agentSpaces.flatMap((sp) =>
    sp.agent && sp.borough === b ? [`${AGENTS[sp.agent]!.name} (${agentKind(sp.agent)})`] : [],
  );
  if (agents.length) parts.push(m('vr.contents.agents', { n: agents.length, agents: agents.join(', ') }));
  return parts.length ? parts.join('; ') : m('vr.contents.empty');
}

function coreOptions(s: VrState, seat: number): Opt[] {
  const t = s.turn!;
  const out: Opt[] = [];
  if (t.stage === 'director') {
    // Picked in two steps, District then Borough, each saying what is there (issue 21 §5).
    for (const { id: b, district } of BOROUGH_LIST) {
      const d = DISTRICTS[district]!;
      out.push({
        key: `dir:${b}`,
        kind: 'director',
        label: clipLabel(m('vr.director.to', { borough: bname(b) })),
        detail: clip(boroughContents(s, b)),
        group: d.name,
        groupDetail: clip(d.boroughs.map(boroughName).join(', ')),
        value: b,
      });
    }
    return out;
  }
  const b = t.borough!;
  const here = boroughState(s, b);
  if (t.stage === 'influence') {
    if (canAddInfluence(s, seat, b))
      out.push({
        key: 'inf:add',
        kind: 'influence',
        label: m('vr.inf.add'),
        detail: m('vr.inf.addDetail'),
        style: 'success',
      });
    if (here.count > 0)
      out.push({
        key: 'inf:remove',
        kind: 'influence',
        label: here.owner === seat ? m('vr.inf.removeOwn') : m('vr.inf.removeOpp'),
        detail: m('vr.inf.removeDetail'),
        style: 'danger',
      });
    if (here.owner === null || here.owner === seat) {
      s.boroughs.forEach((x, i) => {
        if (x.owner === seat && x.count > 0 && i + 1 !== b)
          out.push({
            key: `inf:move:${i + 1}`,
            kind: 'move',
            label: clipLabel(m('vr.inf.moveFrom', { borough: bname(i + 1) })),
            value: i + 1,
          });
      });
    }
    out.push({ key: 'inf:skip', kind: 'influence', label: m('vr.inf.skip'), style: 'secondary' });
    return out;
  }
  if (t.stage === 'action') {
    for (const a of ACTIONS)
      if (!actionBlock(s, seat, a))
        out.push({
          key: `act:${a}`,
          kind: 'action',
          label: ACTION_NAMES[a],
          detail: actionDetail(s, seat, a),
          style: 'primary',
        });
  }
  for (const x of t.extra) {
    if (!actionBlock(s, seat, x.action, x.discardPile))
      out.push({
        key: extraKey(x),
        kind: 'extra',
        label: clipLabel(m('vr.extra.label', { action: ACTION_NAMES[x.action], source: x.source })),
        detail: actionDetail(s, seat, x.action, x.discardPile),
        value: x,
      });
  }
  out.push({
    key: 'end',
    kind: 'end',
    label: t.stage === 'action' ? m('vr.endNoAction') : m('vr.end'),
    style: 'secondary',
  });
  return out;
}

/** The current player's turn: its next step (the free actions are offered beside it by the flow). */
export function turnOptions(s: VrState, seat: number): Opt[] {
  const t = s.turn;
  if (!t || t.seat !== seat) return [];
  return coreOptions(s, seat);
}

export function resolveTurn(s: VrState, ctx: FlowContext, seat: number, opt: Choice): void {
  const t = s.turn!;
  const [head] = opt.key.split(':');
  if (head === 'dir') {
    const b = opt.value as number;
    t.borough = b;
    t.stage = 'influence';
    s.directors.push({ seat, borough: b });
    const p = s.p[seat]!;
    p.directorsLeft -= 1;
    p.directorDistricts.push(BOROUGHS[b]!.district);
    ctx.event(m('vr.ev.placesDirector', { who: who(seat), borough: borough(b) }));
    return;
  }
  if (head === 'inf') {
    const b = t.borough!;
    if (opt.key === 'inf:add') {
      addInfluence(s, ctx, seat, b);
      drawCorruption(s, ctx, seat, 1, m('vr.why.influence'));
    } else if (opt.key === 'inf:remove') {
      removeInfluence(s, ctx, b);
      drawCorruption(s, ctx, seat, 1, m('vr.why.influence'));
    } else if (opt.key.startsWith('inf:move:')) moveInfluence(s, ctx, seat, opt.value as number, b);
    else ctx.event(m('vr.ev.noManoeuvre', { who: who(seat) }));
    t.stage = 'action';
    return;
  }
  if (head === 'act') {
    t.stage = 'end';
    performAction(s, ctx, seat, opt.key.slice(4) as ActionId);
    return;
  }
  if (head === 'extra') {
    const x = opt.value as VrState['turn'] extends null ? never : NonNullable<VrState['turn']>['extra'][number];
    t.extra.splice(
      t.extra.findIndex((e) => e.action === x.action && e.source === x.source),
      1,
    );
    performAction(s, ctx, seat, x.action, x.discardPile);
    return;
  }
  if (head === 'end') {
    if (t.stage === 'influence') t.stage = 'action';
    endTurn(s, ctx);
    return;
  }
  throw new Error(`no turn step ${opt.key}`);
}

export function endTurn(s: VrState, ctx: FlowContext): void {
  ctx.event(m('vr.ev.endsTurn', { who: who(s.turn!.seat) }));
  s.turn = null;
  s.turnsPlayed += 1;
  if (s.turnsPlayed >= DIRECTORS * s.players) queue(s, [{ k: s.round < ROUNDS ? 'endRound' : 'endGame' }]);
  else startTurn(s);
}
