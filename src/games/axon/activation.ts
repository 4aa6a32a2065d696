import type { FlowContext } from '../../engine/events.ts';
import type { Seat } from '../../engine/types.ts';
import { type AreaChoice, areaActionChoices, performAreaAction } from './areaActions.ts';
import { COST, OVERDOSE_AT, PRISON_AREA } from './data/index.ts';
import { type AxonFlow, ask, type Opt, queue } from './flow.ts';
import { AREA_IDS, areaOf } from './graph.ts';
import { ma } from './messages.ts';
import { charAt, charData, charName, kill } from './resources.ts';
import { routineStep } from './routine.ts';
import { askHack, type ChooseData, clip, performUse, ride, skillUses, UP, type Use, useMemo } from './skills.ts';
import type { AxonState, CharState } from './state.ts';

/**
 * Activating a Character (rules 21, 27-32, 58-59, 67-72):
 *
 * - `activationChoices(s, seat)`: the turn's Activate Character choices, kind 'activate' (Routine:
 *   the label names the Character and the Routine step that will fire, or its overdose, or that it
 *   does nothing) and kind 'hack' (costs 1 Software card, paid by the turn module before
 *   `startActivation`), value { char, mode }.
 * - `startActivation(s, ctx, seat, char, mode)`: the overdose check, then the Routine or the hack
 *   (asking 'choose' where a step leaves a choice), then step 'afterSkill' (the optional Area
 *   Action, 'areaAction'), then step 'activated' (the Activation Token, the Prison's section or
 *   its 'release'); finally s.turn.acted is set and s.turn.acting cleared.
 * - `hackWith(s, ctx, seat, char, skills?)`: a hack that does not activate its target (the HACK Skill, a
 *   Corporation ability): one of its Skills (limited to `skills`) or nothing; no Area Action, no
 *   overdose check, and the target may not HACK in turn.
 *
 * A Character killed or gone during its own activation simply stops (no Area Action, no token).
 */

/** "Hack Cop (1 Software card): ARREST, DRIVE, INVESTIGATE": printed data only, built once per Character. */
const HACK_LABELS = new Map<string, string>();
function hackLabel(id: string): string {
  let label = HACK_LABELS.get(id);
  if (label === undefined)
    HACK_LABELS.set(
      id,
      (label = clip(
        ma('axon.act.hack.label', { name: charName(id), skills: charData(id).skills.map(UP).join(', ') }),
        80,
      )),
    );
  return label;
}

/** What follows the Skill for an activated Character: an inmate's section move, else the Area Action if its Area has one. */
function afterwards(c: CharState): string {
  if (c.area === PRISON_AREA) return c.section === 0 ? ma('axon.act.then.down') : ma('axon.act.then.release');
  return areaOf(c.area).boxes.length > 0 ? ma('axon.act.then.area') : ma('axon.act.then.none');
}

export function activationChoices(s: AxonState, seat: Seat): Opt[] {
  const canHack = (s.p[seat]?.hand.length ?? 0) >= COST.hack;
  // Every Routine step and hack offer below looks at the same Skill uses: each is worked out once.
  const memo = useMemo(s);
  const opts: Opt[] = [];
  for (const c of s.chars) {
    if (c.activated) continue;
    const name = charName(c.id);
    // Many Characters: picked in two steps, the Character first, then activate or hack it.
    const group = clip(ma('axon.act.group', { name, area: areaOf(c.area).name }), 80);
    const out = {
      push: (o: Opt) =>
        opts.push({ ...o, label: clip(o.label, 80), ...(o.detail ? { detail: clip(o.detail, 100) } : {}), group }),
    };
    if (c.tokens.drugs >= OVERDOSE_AT) {
      // Hacking it would only waste a card: it dies either way.
      out.push({
        key: `act:${c.id}`,
        kind: 'activate',
        label: ma('axon.act.overdose', { name, n: c.tokens.drugs }),
        detail: ma('axon.act.overdose.detail'),
        value: { char: c.id, mode: 'routine' },
      });
      continue;
    }
    const fire = routineStep(s, c.id, memo);
    if (!fire) {
      out.push({
        key: `act:${c.id}`,
        kind: 'activate',
        label: ma('axon.act.nothing', { name }),
        detail: ma('axon.act.nothing.detail', { area: areaOf(c.area).name, after: afterwards(c) }),
        value: { char: c.id, mode: 'routine' },
      });
    } else if (fire.uses.length === 1) {
      out.push({
        key: `act:${c.id}`,
        kind: 'activate',
        label: ma('axon.act.one', { name, use: fire.uses[0]!.label }),
        detail: ma('axon.act.one.detail', { step: fire.text, detail: fire.uses[0]!.detail }),
        value: { char: c.id, mode: 'routine' },
      });
    } else {
      out.push({
        key: `act:${c.id}`,
        kind: 'activate',
        label: ma('axon.act.many', { name, step: fire.text, n: fire.uses.length }),
        detail: fire.uses.map((u) => u.label).join(' / '),
        value: { char: c.id, mode: 'routine' },
      });
    }
    if (canHack) {
      // How many uses each Skill has now (the 'choose' decision lists them).
      const counts: string[] = [];
      for (const k of charData(c.id).skills) {
        const m = skillUses(s, c.id, k, false, memo).length;
        if (m > 0) counts.push(ma('axon.act.count', { skill: UP(k), n: m }));
      }
      const usable = counts.join(', ') || ma('axon.act.none');
      out.push({
        key: `hack:${c.id}`,
        kind: 'hack',
        label: hackLabel(c.id),
        detail: ma('axon.act.hack.detail', { usable, after: afterwards(c) }),
        value: { char: c.id, mode: 'hack' },
      });
    }
  }
  return opts;
}

export function startActivation(
  s: AxonState,
  ctx: FlowContext,
  seat: Seat,
  char: string,
  mode: 'routine' | 'hack',
): void {
  const c = charAt(s, char);
  if (s.turn) s.turn.acting = char;
  // The Area Action and the Activation Token come after the Skill, before anything queued already.
  // `inmate`: it was in the Prison when activated (one that drives in now only arrives at the top).
  queue(
    s,
    [
      { k: 'afterSkill', seat, data: { char } },
      { k: 'activated', seat, data: { char, inmate: c?.area === PRISON_AREA } },
    ],
    true,
  );
  if (!c) return;
  const name = charName(char);
  if (c.tokens.drugs >= OVERDOSE_AT) {
    // Rule 59: the overdose uses the activation; the Character does not act.
    ctx.event(ma('axon.act.ev.overdose', { who: `{seat:${seat}}`, name, n: c.tokens.drugs }));
    kill(s, ctx, char, { cause: 'overdose', causer: seat });
    return;
  }
  if (mode === 'hack') {
    ctx.event(ma('axon.act.ev.hack', { who: `{seat:${seat}}`, name, area: areaOf(c.area).name }));
    askHack(s, ctx, seat, char);
    return;
  }
  const fire = routineStep(s, char);
  if (!fire) {
    ctx.event(ma('axon.act.ev.nothing', { who: `{seat:${seat}}`, name }));
    return;
  }
  ctx.event(ma('axon.act.ev.step', { who: `{seat:${seat}}`, name, step: fire.text }));
  if (fire.uses.length === 1) performUse(s, ctx, seat, char, fire.uses[0]!.use);
  else {
    const data: ChooseData = { char, mode: 'routine', uses: fire.uses, nothing: false };
    ask(s, 'choose', [seat], data);
  }
}

export function hackWith(s: AxonState, ctx: FlowContext, seat: Seat, char: string, skills?: readonly string[]): void {
  askHack(s, ctx, seat, char, skills, true);
}

/** The released prisoner's destinations: any Area but the Prison (rule 72). */
const RELEASE_TO = AREA_IDS.filter((a) => areaOf(a).type !== 'prison');

export function registerActivation(flow: AxonFlow): void {
  flow.defineDecision('choose', {
    options: (_s, p) => {
      const d = p.data;
      const out: Opt[] = d.uses.map((u) => ({
        key: u.key,
        kind: 'skill',
        label: u.label,
        detail: u.detail,
        value: u.use,
      }));
      if (d.nothing) {
        out.push(
          d.mode === 'ride'
            ? {
                key: 'skill:ride:none',
                kind: 'skill',
                label: ma('axon.act.ride.none'),
                detail: ma('axon.act.ride.none.detail', { name: charName(d.char) }),
              }
            : {
                key: 'skill:nothing',
                kind: 'skill',
                label: ma('axon.act.idle', { name: charName(d.char) }),
                detail: ma('axon.act.idle.detail'),
              },
        );
      }
      return out;
    },
    resolve: (s, p, seat, choice, _n, ctx) => {
      const d = p.data;
      const use = choice.value as Use | undefined;
      if (!use) {
        if (d.mode === 'hack') ctx.event(ma('axon.act.ev.idle', { name: charName(d.char) }));
        return;
      }
      if (d.mode === 'ride') ride(s, ctx, d.char, use);
      else performUse(s, ctx, seat, d.char, use);
    },
  });

  flow.defineStep('afterSkill', (s, step) => {
    const char = step.data.char;
    const seat = step.seat!;
    if (!charAt(s, char) || areaActionChoices(s, seat, char).length === 0) return;
    ask(s, 'areaAction', [seat], { char });
  });

  flow.defineDecision('areaAction', {
    options: (s, p, seat) => {
      const char = p.data.char;
      const list = areaActionChoices(s, seat, char);
      if (list.length === 0) return [];
      return [
        ...list,
        {
          key: 'area:skip',
          kind: 'area',
          label: ma('axon.act.skip'),
          detail: ma('axon.act.skip.detail', { name: charName(char) }),
        },
      ];
    },
    resolve: (s, p, seat, choice, _n, ctx) => {
      if (choice.value === undefined) return;
      performAreaAction(s, ctx, seat, p.data.char, choice.value as AreaChoice);
    },
  });

  flow.defineStep('activated', (s, step, ctx) => {
    const char = step.data.char;
    const c = charAt(s, char);
    if (c) {
      c.activated = true;
      if (c.area === PRISON_AREA && step.data.inmate !== false) {
        if (c.section === 0) {
          c.section = 1;
          ctx.event(ma('axon.act.ev.down', { name: charName(char), prison: areaOf(PRISON_AREA).name }));
        } else ask(s, 'release', [step.seat!], { char });
      }
    }
    if (s.turn) {
      s.turn.acted = true;
      s.turn.acting = null;
    }
  });

  flow.defineDecision('release', {
    options: (s, p) => {
      const char = p.data.char;
      if (!charAt(s, char)) return [];
      return RELEASE_TO.map((a) => ({
        key: `release:${a}`,
        kind: 'release',
        label: ma('axon.act.release', { name: charName(char), area: areaOf(a).name, n: a }),
        detail: clip(
          ma('axon.act.release.detail', {
            type: ma(`axon.act.type.${areaOf(a).type}`),
            shop: areaOf(a).shop ? 'yes' : 'no',
            text:
              areaOf(a)
                .boxes.map((b) => b.text)
                .join(' / ') ||
              areaOf(a).permanent?.text ||
              '',
          }),
          100,
        ),
        value: a,
      }));
    },
    resolve: (s, p, _seat, choice, _n, ctx) => {
      const c = charAt(s, p.data.char);
      if (!c) return;
      c.area = choice.value as number;
      c.section = null;
      ctx.event(
        ma('axon.act.ev.released', {
          name: charName(c.id),
          prison: areaOf(PRISON_AREA).name,
          area: areaOf(c.area).name,
        }),
      );
    },
  });
}
