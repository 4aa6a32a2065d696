/// <reference types="vite/client" />
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { registeredCatalogues } from '../../src/engine/messages.ts';

// Every catalogue lives in a file named *messages.ts (docs/i18n.md); loading them all registers them.
import.meta.glob(['../../src/**/*messages.ts', '../../commands/**/*messages.ts', '../../renderers/**/*messages.ts'], {
  eager: true,
});

/** The names of the values a message uses, sorted. */
function argumentsOf(text: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown): void => {
    if (!Array.isArray(nodes)) return;
    for (const n of nodes as { value?: unknown; options?: Record<string, { value: unknown }> }[]) {
      if (typeof n.value === 'string' && 'type' in n && (n as { type: number }).type !== 0) names.add(n.value);
      for (const o of Object.values(n.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(text, locale).getAst());
  return [...names].sort();
}

const catalogues = registeredCatalogues().filter((c) => !c.namespace.startsWith('test'));

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  describe.each(catalogues.map((c) => [c.namespace, c] as const))('%s', (_ns, c) => {
    it('holds the same keys in English and French', () => {
      expect(Object.keys(c.fr).sort()).toEqual(Object.keys(c.en).sort());
    });

    it('has every message well formed in both languages, with the same values', () => {
      const bad: string[] = [];
      for (const [key, en] of Object.entries(c.en)) {
        const fr = c.fr[key] ?? '';
        try {
          const a = argumentsOf(en, 'en');
          const b = argumentsOf(fr, 'fr');
          if (a.join() !== b.join()) bad.push(`${key}: English uses {${a}}, French {${b}}`);
        } catch (err) {
          bad.push(`${key}: ${(err as Error).message}`);
        }
        if (!fr.trim()) bad.push(`${key}: no French`);
      }
      expect(bad).toEqual([]);
    });
  });
});
