import { describe, expect, it } from 'vitest';
import {
  defineMessages,
  hasToken,
  listToken,
  localeOfDiscord,
  localize,
  localizeDeep,
  token,
} from '../../src/engine/messages.ts';

const m = defineMessages(
  'test',
  {
    'test.hello': 'Hello {name}',
    'test.cards': '{n, plural, one {# card} other {# cards}}',
    'test.plays': '{who} plays {card}',
    'test.card': 'Black Ice',
    'test.onlyEnglish': 'Only {x}',
  },
  {
    'test.hello': 'Bonjour {name}',
    'test.cards': '{n, plural, one {# carte} other {# cartes}}',
    'test.plays': '{who} joue {card}',
    'test.card': 'Glace noire',
    'test.onlyEnglish': 'Seulement {y}',
  },
);

describe('message tokens', () => {
  it('are strings that name a message and its values, formatted in the reader’s language', () => {
    const t = m('test.hello', { name: 'Ann' });
    expect(typeof t).toBe('string');
    expect(hasToken(t)).toBe(true);
    expect(localize(t, 'en')).toBe('Hello Ann');
    expect(localize(t, 'fr')).toBe('Bonjour Ann');
  });

  it('follow each language’s plural rules (French says "0 carte", English "0 cards")', () => {
    expect([0, 1, 2].map((n) => localize(m('test.cards', { n }), 'en'))).toEqual(['0 cards', '1 card', '2 cards']);
    expect([0, 1, 2].map((n) => localize(m('test.cards', { n }), 'fr'))).toEqual(['0 carte', '1 carte', '2 cartes']);
  });

  it('nest: a value may itself be a token, put into the same language first', () => {
    const t = m('test.plays', { who: '{seat:1}', card: m('test.card') });
    expect(localize(t, 'en')).toBe('{seat:1} plays Black Ice');
    expect(localize(t, 'fr')).toBe('{seat:1} joue Glace noire');
  });

  it('sit among plain text, which is kept as it is', () => {
    expect(localize(`🃏 ${m('test.card')} · ${m('test.cards', { n: 3 })}.`, 'fr')).toBe('🃏 Glace noire · 3 cartes.');
  });

  it('join lists as the language does', () => {
    const l = listToken(['Ann', 'Bo', m('test.card')]);
    expect(localize(l, 'en')).toBe('Ann, Bo, and Black Ice');
    expect(localize(l, 'fr')).toBe('Ann, Bo et Glace noire');
    expect(listToken(['Ann'])).toBe('Ann');
  });

  it('fall back to English when a translation cannot be formatted, and never show a token', () => {
    expect(localize(m('test.onlyEnglish', { x: 'this' }), 'fr')).toBe('Only this');
    expect(localize(token('test.nowhere'), 'fr')).toBe('test.nowhere');
  });

  it('are put into a language everywhere in a plain JSON value', () => {
    const v = { a: [m('test.card'), 3, null, { b: m('test.cards', { n: 1 }) }], c: 'plain' };
    expect(localizeDeep(v, 'fr')).toEqual({ a: ['Glace noire', 3, null, { b: '1 carte' }], c: 'plain' });
  });

  it('a catalogue keeps to its namespace and a key is defined once', () => {
    expect(() => defineMessages('solo', { 'other.x': 'x' }, { 'other.x': 'x' })).toThrow(/namespace/);
    expect(() => defineMessages('test2', { 'test2.a': 'a' }, { 'test2.a': 'a' })).not.toThrow();
  });

  it('Discord’s French locales read French, every other one English', () => {
    expect(['fr', 'fr-FR', 'en-US', 'de', null, undefined].map(localeOfDiscord)).toEqual([
      'fr',
      'fr',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});
