import { canStillPerform } from './agents/common.ts';
import { boroughState, removeServer, serverBlock, serversOf, titlesOf } from './board.ts';
import { corruptionOptions } from './corruptionCards.ts';
import { AGENTS, DISTRICT_NAMES, TITLES, VERSES } from './data/index.ts';
import type { DistrictId } from './data/types.ts';
import { discardCorruption, drawCorruption, gainMoney, peekNecro } from './econ.ts';
import { ask, type FreeActions, type Handler, type Opt, type VrFlow } from './flow.ts';
import type { VrState } from './state.ts';
import { discardVerse } from './verseRow.ts';
import { clip, clipLabel, forPlayers } from './wording.ts';

/**
 * Titles: once per Round, during one's own turn, turn a Title sideways to use it. Quartier Latin
 * is used outside one's turn, during Raids and Necro attacks (the end-of-Round module offers it),
 * so it is not a free action here.
 */

const name = (d: DistrictId) => DISTRICT_NAMES[d];

/** Titles `seat` may still use this Round (held, upright, not Quartier Latin). */
export const usableTitles = (s: VrState, seat: number): DistrictId[] =>
  titlesOf(s, seat).filter((d) => d !== 'QL' && !s.titlesTurned.includes(d));

/** Title texts too long for a detail, said shorter (the others are shown as printed, spelt right). */
const SHORT: Partial<Record<DistrictId, string>> = {
  MA: 'Draw 2 Corruption cards, then discard 2 from your hand (the drawn ones too).',
  QL: 'Keep 1 Agent on Duty or 1 Boost a Raid or a Necro attack would discard (outside your turn).',
  NA: 'If you Build a Server this turn, it may go in a Borough with no Influence token.',
  CE: 'Remove 1 of your Servers from Neo Paris, or discard one of your Verses, to gain 10 Eurocredits.',
};

/** A Title's text for a button detail. */
export const titleText = (d: DistrictId): string => clip(SHORT[d] ?? forPlayers(TITLES[d].text));

/**
 * Why using Title `d` now would change nothing for `seat` (null: it would do something). Turning it
 * for nothing would only spend it for the Round.
 */
export function titleBlock(s: VrState, seat: number, d: DistrictId): string | null {
  const p = s.p[seat]!;
  const t = s.turn;
  if (!t || t.seat !== seat) return 'it is used during your turn';
  switch (d) {
    case 'ND':
      if (!s.necroDeck.length) return 'no Necro card is left';
      return p.peek === s.necroDeck[0] ? 'you already know the top Necro card' : null;
    case 'MA':
      // With an empty hand, the 2 cards drawn would be the 2 discarded.
      return p.corruption.length > 0 ? null : 'you hold no Corruption card: you would discard the 2 you draw';
    case 'PI':
      return p.onDuty.some((a) => a.turned) ? null : 'none of your Agents on Duty is turned';
    case 'DR':
      // "If you perform the Work Action this turn": it pays at once when Work was performed already.
      return t.performed.includes('work') || canStillPerform(s, 'work') ? null : 'you will not perform Work this turn';
    case 'NA': {
      if (t.bonus.serverAnywhere || t.bonus.serverEmpty)
        return 'your Server may already go where no token is this turn';
      if (!canStillPerform(s, 'server')) return 'you will not build a Server this turn';
      if (p.serverSupply <= 0) return 'you have no Server left';
      const b = t.borough;
      if (b === null) return null;
      // With the Director placed, only its Borough counts: empty, and only the token condition in the way.
      if (boroughState(s, b).count > 0)
        return `Borough ${b} holds Influence tokens, and Nation needs a Borough without any`;
      return serverBlock(s, seat, b, false) !== null && serverBlock(s, seat, b, true) === null
        ? null
        : `it would not help build a Server in Borough ${b}`;
    }
    case 'CE':
      return serversOf(s, seat).length || p.verses.length ? null : 'you have no Server in Neo Paris and no Verse';
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
      return [{ ...base, key: 'title:ND', label: `${name(d)}: look at the top Necro card` }];
    case 'MA':
      return [{ ...base, key: 'title:MA', label: `${name(d)}: draw 2 Corruption cards, discard 2` }];
    case 'PI':
      return p.onDuty
        .filter((a) => a.turned)
        .map((a) => ({
          ...base,
          key: `title:PI:${a.id}`,
          label: `${name(d)}: turn ${AGENTS[a.id]!.name} upright`,
          value: a.id,
        }));
    case 'DR':
      return [{ ...base, key: 'title:DR', label: `${name(d)}: +5 Eurocredits with Work this turn` }];
    case 'NA':
      return [{ ...base, key: 'title:NA', label: `${name(d)}: this turn's Server may go where no token is` }];
    case 'CE':
      return [
        ...serversOf(s, seat).map((b) => ({
          ...base,
          key: `title:CE:server:${b}`,
          label: `${name(d)}: remove your Server in Borough ${b}, +10 €`,
          value: b,
        })),
        ...p.verses.map((v) => ({
          ...base,
          key: `title:CE:verse:${v.id}`,
          label: clipLabel(`${name(d)}: discard ${VERSES[v.id]!.name}, +10 €`),
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
    ctx.event(`{seat:${seat}} uses the ${name(d)} Title (turned until the next Round).`);
    const t = s.turn!;
    switch (d) {
      case 'ND':
        return peekNecro(s, ctx, seat, `${name(d)} Title`);
      case 'MA':
        drawCorruption(s, ctx, seat, 2, `${name(d)} Title`);
        return ask(s, 'titleMarais', [seat], { left: Math.min(2, s.p[seat]!.corruption.length) });
      case 'PI': {
        const a = s.p[seat]!.onDuty.find((x) => x.id === opt.value);
        if (a) a.turned = false;
        ctx.event(`{seat:${seat}} turns ${AGENTS[opt.value as string]!.name} upright (${name(d)} Title).`);
        return;
      }
      case 'DR':
        // "If you perform the Work Action": already performed this turn, it pays at once.
        if (t.performed.includes('work')) gainMoney(s, ctx, seat, 5, `${name(d)} Title`);
        else t.bonus.workMoney += 5;
        return;
      case 'NA':
        // Only where there is no Influence token at all (Delta's promotion goes further): see actions.ts.
        t.bonus.serverEmpty = true;
        ctx.event(
          `{seat:${seat}} may build this turn's Server in a Borough without any Influence token (${name(d)} Title).`,
        );
        return;
      case 'CE':
        // Read as two costs for one gain: a Server removed, or a Verse discarded, gives 10
        // Eurocredits (a bare Server removal would be no ability). Removing the Server may cost
        // this very Title; it is used all the same.
        if (
          what === 'server'
            ? removeServer(s, ctx, seat, opt.value as number)
            : discardVerse(s, ctx, seat, opt.value as string, `${name(d)} Title`)
        )
          gainMoney(s, ctx, seat, 10, `${name(d)} Title`);
        return;
    }
  },
};

/** Marais: discard 2 Corruption cards of one's choice, one at a time (the drawn ones included). */
const titleMaraisDecision: Handler<'titleMarais'> = {
  options: (s, p, seat) => {
    const left = p.data.left;
    return corruptionOptions(s.p[seat]!.corruption, left > 1 ? `Discard (${left} left)` : 'Discard', 'ma');
  },
  resolve(s, p, seat, opt, _n, ctx) {
    discardCorruption(s, ctx, seat, opt.value as string);
    ctx.event(`{seat:${seat}} discards a Corruption card (Marais Title).`);
    p.data.left -= 1;
    return p.data.left > 0 ? 'keep' : undefined;
  },
};

/** Registers this module's free actions and decisions on the game's flow. */
export function registerTitles(flow: VrFlow): void {
  flow.defineFreeActions(freeActions);
  flow.defineDecision('titleMarais', titleMaraisDecision);
}
