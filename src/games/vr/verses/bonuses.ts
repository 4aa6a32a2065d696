import type { FlowContext } from '../../../engine/events.ts';
import { addInfluence, canAddInfluence, controls } from '../board.ts';
import { boostName, discardBoost, gainBoostCard } from '../boosts.ts';
import { AGENTS, BOROUGHS, DISTRICTS, VERSES } from '../data/index.ts';
import { changeIncome, gainImmunity, gainMoney, gainVpToken, loseImmunity } from '../econ.ts';
import { ask, type Handler, type Opt, type VrFlow } from '../flow.ts';
import { discardAgentOnDuty } from '../losses.ts';
import type { VrState } from '../state.ts';
import { clipLabel } from '../wording.ts';
import { indicatedBoroughs } from './conditions.ts';

/** The Immediate Bonus of each Verse, gained when it goes Online (and again through Hassan). */

const bname = (b: number) =>
  `${b} · ${BOROUGHS[b]!.name.replace(/^\d+\w*\s*·\s*/, '')} (${DISTRICTS[BOROUGHS[b]!.district]!.name})`;

/** Applies the Immediate Bonus of `verseId` to `seat`; bonuses with a choice continue as decisions. */
export function verseBonus(s: VrState, ctx: FlowContext, seat: number, verseId: string): void {
  const v = VERSES[verseId]!;
  const why = v.name;
  const p = s.p[seat]!;
  switch (v.family) {
    case 'twoAgents':
    case 'ashes':
    case 'castle':
      return gainBoostCard(s, ctx, seat, why);
    case 'agentPair':
    case 'howling':
      return gainVpToken(s, ctx, seat, why);
    case 'serverDistricts':
      return askInfluence(s, ctx, seat, indicatedBoroughs(verseId), why);
    case 'paris1920':
      return askInfluence(
        s,
        ctx,
        seat,
        Array.from({ length: 23 }, (_x, i) => i + 1),
        why,
      );
    case 'darkKingdom': {
      const victims = s.p.map((_x, o) => o).filter((o) => o !== seat && darkKingdomOptions(s, o).length > 0);
      if (victims.length === 0) ctx.event(`No opponent of {seat:${seat}} has anything to discard (${why}).`);
      return ask(s, 'verseDarkKingdom', victims, { from: seat });
    }
    case 'mythologia':
      return changeIncome(s, ctx, seat, 2, why);
    case 'curse':
      return gainImmunity(s, ctx, seat, 2, why);
    case 'archipelago':
      if (p.reserve > 0) ask(s, 'verseArchipelago', [seat], { left: 3 });
      return;
    case 'london': {
      // Three tokens from the reserve (as many as are left there).
      const n = Math.min(3, p.reserve);
      p.reserve -= n;
      s.recycle[seat] = (s.recycle[seat] ?? 0) + n;
      ctx.event(
        `{seat:${seat}} places ${n} Influence token${n === 1 ? '' : 's'} from their reserve in the Recycle Area (${why}).`,
      );
      return;
    }
    case 'outpost':
      return gainMoney(s, ctx, seat, 5, why);
    case 'jurassic':
      return gainImmunity(s, ctx, seat, 1, why);
    default:
      // The Codex, Steampunk Worlds, Multiverse, The Cyclades: no bonus.
      ctx.event(`${why} has no Immediate Bonus.`);
  }
}

/** Would gaining `verseId`'s Immediate Bonus now change anything for `seat` (Hassan gains one again)? */
export function verseBonusUseful(s: VrState, seat: number, verseId: string): boolean {
  const v = VERSES[verseId]!;
  const p = s.p[seat]!;
  const anywhere = Array.from({ length: 23 }, (_x, i) => i + 1);
  switch (v.family) {
    case 'twoAgents':
    case 'ashes':
    case 'castle':
      return s.boostCards.length > 0;
    case 'serverDistricts':
      return indicatedBoroughs(verseId).some((b) => canAddInfluence(s, seat, b));
    case 'paris1920':
      return anywhere.some((b) => canAddInfluence(s, seat, b));
    case 'darkKingdom':
      return s.p.some((_x, o) => o !== seat && darkKingdomOptions(s, o).length > 0);
    case 'archipelago':
      return anywhere.some((b) => controls(s, seat, b) && canAddInfluence(s, seat, b));
    case 'london':
      return p.reserve > 0;
    case 'agentPair':
    case 'howling':
    case 'mythologia':
    case 'curse':
    case 'outpost':
    case 'jurassic':
      return true;
    default:
      return false;
  }
}

/** Add 1 Influence token to one of `boroughs` (skipped when none can take one). */
function askInfluence(s: VrState, ctx: FlowContext, seat: number, boroughs: number[], why: string): void {
  if (!boroughs.some((b) => canAddInfluence(s, seat, b))) {
    ctx.event(`{seat:${seat}} has nowhere to add an Influence token (${why}).`);
    return;
  }
  ask(s, 'verseInfluence', [seat], { boroughs, why });
}

const verseInfluenceDecision: Handler<'verseInfluence'> = {
  options: (s, p, seat) =>
    p.data.boroughs
      .filter((b) => canAddInfluence(s, seat, b))
      .map((b) => ({
        key: `vinf:${b}`,
        kind: 'borough',
        label: clipLabel(`Add 1 Influence in ${bname(b)}`),
        value: b,
        style: 'success' as const,
      })),
  resolve(s, _p, seat, opt, _n, ctx) {
    addInfluence(s, ctx, seat, opt.value as number);
  },
};

/** The Archipelago: 3 tokens, one at a time, each to a Borough the player controls. */
const verseArchipelagoDecision: Handler<'verseArchipelago'> = {
  options(s, p, seat) {
    return s.boroughs.flatMap((_x, i) => {
      const b = i + 1;
      return controls(s, seat, b) && canAddInfluence(s, seat, b)
        ? [
            {
              key: `arch:${b}`,
              kind: 'borough',
              label: clipLabel(`Add 1 Influence in ${bname(b)}`),
              detail: `The Archipelago: ${p.data.left} token(s) to add.`,
              value: b,
            },
          ]
        : [];
    });
  },
  resolve(s, p, seat, opt, _n, ctx) {
    addInfluence(s, ctx, seat, opt.value as number);
    p.data.left -= 1;
    return p.data.left > 0 ? 'keep' : undefined;
  },
};

/** What one opponent may discard to Dark Kingdom: an Agent on Duty, a Boost, or an Immunity token. */
function darkKingdomOptions(s: VrState, seat: number): Opt[] {
  const p = s.p[seat]!;
  const out: Opt[] = [];
  for (const a of p.onDuty)
    out.push({
      key: `dk:agent:${a.id}`,
      kind: 'agent',
      label: `Discard ${AGENTS[a.id]!.name} (on Duty)`,
      value: a.id,
      style: 'danger',
    });
  for (const b of p.boosts)
    out.push({
      key: `dk:boost:${b.source}:${b.id}`,
      kind: 'boost',
      label: clipLabel(`Discard ${boostName(b)}`),
      value: { source: b.source, id: b.id },
      style: 'danger',
    });
  if (p.immunity > 0)
    out.push({ key: 'dk:immunity', kind: 'immunity', label: 'Discard 1 Immunity token', style: 'danger' });
  return out;
}

/** Dark Kingdom: every opponent with something to lose chooses what, all at once. */
const verseDarkKingdomDecision: Handler<'verseDarkKingdom'> = {
  options: (s, _p, seat) => darkKingdomOptions(s, seat),
  resolve(s, _p, seat, opt, _n, ctx) {
    const why = 'Dark Kingdom';
    if (opt.key === 'dk:immunity') {
      loseImmunity(s, ctx, seat, 1);
      return;
    }
    if (opt.key.startsWith('dk:boost:')) {
      discardBoost(s, ctx, seat, opt.value as { source: 'card' | 'agent'; id: string }, why);
      return;
    }
    // Not a Raid nor a Necro attack: the Quartier Latin Title cannot keep it.
    discardAgentOnDuty(s, ctx, seat, opt.value as string, why, 'other');
  },
};

/** Registers this module's decisions on the game's flow. */
export function registerVerseBonuses(flow: VrFlow): void {
  flow.defineDecision('verseInfluence', verseInfluenceDecision);
  flow.defineDecision('verseArchipelago', verseArchipelagoDecision);
  flow.defineDecision('verseDarkKingdom', verseDarkKingdomDecision);
}
