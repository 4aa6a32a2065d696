import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { decodeCustomId, decodePickValue, keyTag } from '../../src/discord/customId.ts';
import { describeChoices, groupRows, nameChoices, promptRows } from '../../src/discord/prompt.ts';
import type { LegalAction } from '../../src/engine/types.ts';

const actions = (kind: string, n: number): LegalAction[] =>
  Array.from({ length: n }, (_v, i) => ({
    key: `${kind}:${i}`,
    kind,
    label: `${kind} ${i}`,
    detail: `does ${i}`,
    action: { i },
  }));

describe('prompt layout', () => {
  it('uses a row of buttons per kind when each kind has at most 5 choices', () => {
    const p = promptRows('1234567', 0, 7, [...actions('play', 3), ...actions('pass', 1)]);
    expect(p.rows).toHaveLength(2);
    expect(p.rows.every((r) => r.components.every((c) => c.type === ComponentType.Button))).toBe(true);
    expect(p.hidden).toBe(0);
  });

  it('switches a large kind to select menus of at most 25 options', () => {
    const p = promptRows('1234567', 1, 7, [...actions('place', 30), ...actions('pass', 1)]);
    const selects = p.rows.flatMap((r) => r.components).filter((c) => c.type === ComponentType.StringSelect);
    expect(selects).toHaveLength(2);
    for (const s of selects) if ('options' in s) expect(s.options.length).toBeLessThanOrEqual(25);
    expect(p.hidden).toBe(0);
  });

  it('gathers the kinds beyond four rows into one "more" menu', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].flatMap((k) => actions(k, 2));
    const p = promptRows('1234567', 0, 1, many);
    expect(p.rows).toHaveLength(5);
    const last = p.rows[4]!.components[0]!;
    expect(last.type).toBe(ComponentType.StringSelect);
    if ('options' in last) expect(last.options).toHaveLength(6);
    expect(p.hidden).toBe(0);
  });

  it('never exceeds 5 rows, counting what it had to leave out', () => {
    const many = 'abcdefghij'.split('').flatMap((k) => actions(k, 5));
    const p = promptRows('1234567', 0, 1, many);
    expect(p.rows).toHaveLength(5);
    expect(p.hidden).toBe(5);
  });

  it('makes a choice that takes a number one button that opens a modal, never a select option', () => {
    const typed = (key: string): LegalAction => ({
      key,
      kind: 'bid',
      label: `Bid ${key}`,
      action: { type: key },
      amount: { min: 0, max: 40, prompt: 'Credits' },
    });
    const p = promptRows('1234567', 2, 9, [
      ...actions('bid', 8),
      typed('open'),
      typed('sealed'),
      ...actions('pass', 1),
    ]);
    const comps = p.rows.flatMap((r) => r.components);
    const amountButtons = comps.filter((c) => 'custom_id' in c && c.custom_id.startsWith('amt:'));
    expect(amountButtons.map((c) => ('label' in c ? c.label : ''))).toEqual(['Bid open (0-40)…', 'Bid sealed (0-40)…']);
    expect(amountButtons.map((c) => ('custom_id' in c ? c.custom_id : ''))).toEqual([
      `amt:1234567:2:9:${keyTag('open')}:8`,
      `amt:1234567:2:9:${keyTag('sealed')}:9`,
    ]);
    for (const c of comps) if ('options' in c) expect(c.options.map((o) => o.value.split('.')[0])).not.toContain('8');
    expect(p.hidden).toBe(0);
    expect(describeChoices([typed('open')])).toBe('• **Bid open** (type a number from 0 to 40)');
  });

  it('describes every choice with what it does', () => {
    const text = describeChoices(actions('play', 2));
    expect(text).toContain('play 0');
    expect(text).toContain('does 1');
  });
});

/** What a row shows: 'button' labels, or a select's custom id type and option labels. */
const shape = (rows: ReturnType<typeof promptRows>['rows']) =>
  rows.map((r) =>
    r.components.map((c) =>
      'options' in c ? `${decodeCustomId(c.custom_id)!.t}[${c.options.length}]` : 'label' in c ? c.label : '?',
    ),
  );

describe('prompts a player reads at a glance (issue 21 §5)', () => {
  const pass: LegalAction = {
    key: 'counter:pass',
    kind: 'counter',
    label: 'Pass',
    detail: 'Let it stand',
    style: 'secondary',
    action: null,
  };

  it('keeps Pass a button in the last row, never in the menu of its kind', () => {
    const counters = Array.from(
      { length: 15 },
      (_v, i): LegalAction => ({ key: `counter:${i}`, kind: 'counter', label: `Counter ${i}`, action: i }),
    );
    const p = promptRows('1234567', 0, 3, [...counters, pass]);
    const last = p.rows.at(-1)!.components;
    expect(last.map((c) => ('label' in c ? c.label : ''))).toEqual(['Pass']);
    for (const c of p.rows.flatMap((r) => r.components))
      if ('options' in c) expect(c.options.map((o) => o.label)).not.toContain('Pass');
  });

  it('shows a kind of up to 10 choices as buttons (two rows) when they fit, the main action first', () => {
    const p = promptRows('1234567', 0, 3, [...actions('play', 6), ...actions('share', 3), ...actions('end', 1)]);
    expect(shape(p.rows)).toEqual([
      ['play 0', 'play 1', 'play 2', 'play 3', 'play 4'],
      ['play 5'],
      ['share 0', 'share 1', 'share 2'],
      ['end 0'],
    ]);
  });

  it('says each choice once: a button only for its detail, a menu option not at all (its detail is the option description)', () => {
    const plain: LegalAction = { key: 'go', kind: 'go', label: 'Go now', action: null };
    const legal = [...actions('place', 12), plain, pass];
    const p = promptRows('1234567', 0, 3, legal);
    const text = describeChoices(legal, 1500, p);
    expect(text).toBe('• **Pass**: Let it stand');
    const menu = p.rows.flatMap((r) => r.components).find((c) => 'options' in c);
    expect(menu && 'options' in menu ? menu.options[3] : null).toMatchObject({
      label: 'place 3',
      description: 'does 3',
    });
  });

  it("picks among many grouped choices in two steps: a menu of groups, then the group's own controls", () => {
    const boroughs = Array.from(
      { length: 23 },
      (_v, i): LegalAction => ({
        key: `dir:${i + 1}`,
        kind: 'director',
        label: `Director to ${i + 1}`,
        detail: `Borough ${i + 1}: empty`,
        group: `District ${Math.floor(i / 3)}`,
        groupDetail: `Boroughs ${Math.floor(i / 3) * 3 + 1}…`,
        action: i + 1,
      }),
    );
    const legal = [...boroughs, { key: 'end', kind: 'end', label: 'End turn', action: null }];
    const p = promptRows('1234567', 1, 4, legal);
    expect(shape(p.rows)).toEqual([['grp[8]'], ['End turn']]);
    expect(p.hidden).toBe(0);
    const menu = p.rows[0]!.components[0]!;
    if (!('options' in menu)) throw new Error('no menu');
    expect(menu.options[1]).toMatchObject({ label: 'District 1', description: 'Boroughs 4…' });
    expect(describeChoices(legal, 1500, p)).toBe('');
    // The second step: District 1's three Boroughs as buttons, with their indices in the whole list.
    const second = groupRows('1234567', 1, 4, legal, decodePickValue(menu.options[1]!.value)!.i);
    const ids = second.rows
      .flatMap((r) => r.components)
      .map((c) => decodeCustomId('custom_id' in c ? c.custom_id : '')!);
    expect(ids.map((id) => (id.t === 'act' ? [id.i, id.k, id.v, id.seat] : null))).toEqual(
      [3, 4, 5].map((i) => [i, keyTag(`dir:${i + 1}`), 4, 1]),
    );
    expect(describeChoices(legal, 1500, second)).toContain('• **Director to 4**: Borough 4: empty');
    // The group's page speaks of its own Boroughs only, never of the other groups' (nor "…and 3 more").
    expect(describeChoices(legal, 1500, second).split('\n')).toEqual(
      [4, 5, 6].map((b) => `• **Director to ${b}**: Borough ${b}: empty`),
    );
  });

  it('lays grouped choices out flat when there are few', () => {
    const few = actions('target', 4).map((a, i) => ({ ...a, group: `g${i % 2}` }));
    expect(shape(promptRows('1234567', 0, 1, few).rows)).toEqual([['target 0', 'target 1', 'target 2', 'target 3']]);
  });
});

describe('choices named in a refusal', () => {
  it("says a kind's shared lead once, names a few, and counts the rest", () => {
    const boroughs = Array.from({ length: 23 }, (_v, i) => ({
      kind: 'director',
      label: `Director to ${i + 1} · B${i + 1}`,
    }));
    const text = nameChoices([...boroughs, { kind: 'verseTrade', label: 'Trade Paris 1920 for 1 Immunity' }]);
    expect(text).toBe(
      '• Director to … 1 · B1; 2 · B2; 3 · B3; 4 · B4; 5 · B5; 6 · B6; … (23 in all)\n• Trade Paris 1920 for 1 Immunity',
    );
    expect(text.match(/Director to/g)).toHaveLength(1);
  });

  it('keeps labels whole when they share no lead', () => {
    expect(
      nameChoices([
        { kind: 'action', label: 'Work' },
        { kind: 'action', label: 'Build a Server' },
        { kind: 'action', label: 'Create a Verse' },
      ]),
    ).toBe('• Work; Build a Server; Create a Verse');
  });
});
