import type { Politician } from '../../../src/games/ispy/data/types.ts';

/**
 * While the Politicians data is the foundation's placeholder (fewer than the 20 a board needs),
 * tests pad it with plain tiles; once the real 39 are in, the real list is used unchanged.
 */
export function padPoliticians<M extends { POLITICIAN_LIST: readonly Politician[] }>(m: M): M {
  if (m.POLITICIAN_LIST.length >= 39) return m;
  const list = [...m.POLITICIAN_LIST];
  for (let i = list.length; i < 39; i++) list.push({ id: `test-${i}`, name: `Test Politician ${i}`, office: 'test', influence: { italy: 1 }, text: '+1 Italy.', designed: true });
  return { ...m, POLITICIAN_LIST: list, POLITICIANS: Object.fromEntries(list.map((p) => [p.id, p])) };
}
