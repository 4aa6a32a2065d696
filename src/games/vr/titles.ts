import { canStillPerform } from './agents/common.ts';
import { boroughState, removeServer, serverBlock, serversOf, titlesOf } from './board.ts';
import { corruptionOptions } from './corruptionCards.ts';
import { AGENTS, DISTRICT_NAMES, VERSES } from './data/index.ts';
import type { DistrictId } from './data/types.ts';
import { discardCorruption, drawCorruption, gainMoney, peekNecro } from './econ.ts';
import { ask, type FreeActions, type Handler, type Opt, type VrFlow } from './flow.ts';
import { borough, m, who } from './messages.ts';
import type { VrState } from './state.ts';
import { discardVerse } from './verseRow.ts';
import { clipLabel } from './wording.ts';

/**
 * Titles: once per Round, during one's own turn, turn a Title sideways to use it. Quartier Latin
 * is used outside one's turn, during Raids and Necro attacks (the end-of-Round module offers it),
 * so it is not a free action here.
 */

const name = (d: DistrictId) => DISTRICT_NAMES[d];
/** "Marais Title", "Titre Marais". */
const titleName = (d: DistrictId) => m('vr.title', { district: name(d) });

/** Titles `seat` may still use this Round (held, upright, not Quartier Latin). */
export const usableTitles = (s: VrState, seat: number): DistrictId[] =>
  titlesOf(s, seat).filter((d) => d !== 'QL' && !s.titlesTurned.includes(d));

/**
 * A Title's text for a button detail: as printed, spelt right; those too long for a detail (Marais,
 * Quartier Latin, Nation, Champs-Élysées) said shorter.
 */
export const titleText = (d: DistrictId): string => m(`vr.titleText.${d}`);

/**
 * Why using Title `d` now would change nothing for `seat` (null: it would do something). Turning it
 * for nothing would only spend it for the Round.
 */
export function titleBlock(s: VrState, seat: number, d: DistrictId): string | null {
  const p = s.p[seat]!;
  const t = s.turn;
  if (!t || t.seat !== seat) return m('vr.no.duringTurn');
  switch (d) {
    case 'ND':
      if (!s.necroDeck.length) return m('vr.no.necroLeft');
      return p.peek === s.necroDeck[0] ? m('vr.no.knowTop') : null;
    case 'MA':
      // With an empty hand, the 2 cards drawn would be the 2 discarded.
      return p.corruption.length > 0 ? null : m('vr.no.maraisEmpty');
    case 'PI':
      return p.onDuty.some((a) => a.turned) ? null : m('vr.no.noneTurned');
    case 'DR':
      // "If you perform the Work Action this turn": it pays at once when Work was performed already.
      return t.performed.includes('work') || canStillPerform(s, 'work') ? null : m('vr.no.noWork');
    case 'NA': {
      if (t.bonus.serverAnywhere || t.bonus.serverEmpty) return m('vr.no.serverAlready');
      if (!canStillPerform(s, 'server')) return m('vr.no.noServerBuild');
      if (p.serverSupply <= 0) return m('vr.no.serverLeft');
      const b = t.borough;
      if (b === null) return null;
      // With the Director placed, only its Borough counts: empty, and only the token condition in the way.
      if (boroughState(s, b).count > 0) return m('vr.no.nationTokens', { borough: borough(b) });
      return serverBlock(s, seat, b, false) !== null && serverBlock(s, seat, b, true) === null
        ? null
        : m('vr.no.nationUseless', { borough: borough(b) });
    }
    case 'CE':
      return serversOf(s, seat).length || p.verses.length ? null : m('vr.no.ceNothing');
    default:
      return null;
  }
}

function titleOptions(s: VrState, seat: number, d: DistrictId): Opt[] {
  const p = s.p[seat]!;
  if (titleBlock(s, seat, d)) return [];
  const base = { kind: 'title' as const, detail: titleText(d) };
  switch (d) {
    case 'ND':
      return [{ ...base, key: 'title:ND', label: m('vr.titleOpt.ND', { title: name(d) }) }];
    case 'MA':
      return [{ ...base, key: 'title:MA', label: m('vr.titleOpt.MA', { title: name(d) }) }];
    case 'PI':
      return p.onDuty
        .filter((a) => a.turned)
        .map((a) => ({
          ...base,
          key: `title:PI:${a.id}`,
          label: m('vr.titleOpt.PI', { title: name(d), agent: AGENTS[a.id]!.name }),
          value: a.id,
        }));
    case 'DR':
      return [{ ...base, key: 'title:DR', label: m('vr.titleOpt.DR', { title: name(d) }) }];
    case 'NA':
      return [{ ...base, key: 'title:NA', label: m('vr.titleOpt.NA', { title: name(d) }) }];
    case 'CE':
      return [
        ...serversOf(s, seat).map((b) => ({
          ...base,
          key: `title:CE:server:${b}`,
          label: m('vr.titleOpt.CEserver', { title: name(d), borough: borough(b) }),
          value: b,
        })),
        ...p.verses.map((v) => ({
          ...base,
          key: `title:CE:verse:${v.id}`,
          label: clipLabel(m('vr.titleOpt.CEverse', { title: name(d), verse: VERSES[v.id]!.name })),
          value: v.id,
        })),
      ];
    default:
      return [];
  }
}

const freeActions: FreeActions = {
  options(s, seat) {
    if (s.turn?.seat !== seat) return [];
    return usableTitles(s, seat).flatMap((d) => titleOptions(s, seat, d));
  },
  resolve(s, seat, opt, _n, ctx) {
    const [, d, what] = opt.key.split(':') as [string, DistrictId, string | undefined];
    s.titlesTurned.push(d);
    ctx.event(m('vr.ev.usesTitle', { who: who(seat), title: titleName(d) }));
    const t = s.turn!;
    switch (d) {
      case 'ND':
        return peekNecro(s, ctx, seat, titleName(d));
      case 'MA':
        drawCorruption(s, ctx, seat, 2, titleName(d));
        return ask(s, 'titleMarais', [seat], { left: Math.min(2, s.p[seat]!.corruption.length) });
      case 'PI': {
        const a = s.p[seat]!.onDuty.find((x) => x.id === opt.value);
        if (a) a.turned = false;
        ctx.event(
          m('vr.ev.turnsUpright', { who: who(seat), agent: AGENTS[opt.value as string]!.name, title: titleName(d) }),
        );
        return;
      }
      case 'DR':
        // "If you perform the Work Action": already performed this turn, it pays at once.
        if (t.performed.includes('work')) gainMoney(s, ctx, seat, 5, titleName(d));
        else t.bonus.workMoney += 5;
        return;
      case 'NA':
        // Only where there is no Influence token at all (Delta's promotion goes further): see actions.ts.
        t.bonus.serverEmpty = true;
        ctx.event(m('vr.ev.nationServer', { who: who(seat), title: titleName(d) }));
        return;
      case 'CE':
        // Read as two costs for one gain: a Server removed, or a Verse discarded, gives 10
        // Eurocredits (a bare Server removal would be no ability). Removing the Server may cost
        // this very Title; it is used all the same.
        if (
          what === 'server'
            ? removeServer(s, ctx, seat, opt.value as number)
            : discardVerse(s, ctx, seat, opt.value as string, titleName(d))
        )
          gainMoney(s, ctx, seat, 10, titleName(d));
        return;
    }
  },
};

/** Marais: discard 2 Corruption cards of one's choice, one at a time (the drawn ones included). */
const titleMaraisDecision: Handler<'titleMarais'> = {
  options: (s, p, seat) => {
    const left = p.data.left;
    return corruptionOptions(
      s.p[seat]!.corruption,
      left > 1 ? m('vr.don.discardLeft', { n: left }) : m('vr.don.discard'),
      'ma',
    );
  },
  resolve(s, p, seat, opt, _n, ctx) {
    discardCorruption(s, ctx, seat, opt.value as string);
    ctx.event(m('vr.ev.maraisDiscards', { who: who(seat) }));
    p.data.left -= 1;
    return p.data.left > 0 ? 'keep' : undefined;
  },
};

/** Registers this module's free actions and decisions on the game's flow. */
export function registerTitles(flow: VrFlow): void {
  flow.defineFreeActions(freeActions);
  flow.defineDecision('titleMarais', titleMaraisDecision);
}
