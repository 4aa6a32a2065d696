import { describe, expect, it } from 'vitest';
import { CHARACTER_LIST } from '../../../src/games/axon/data/index.ts';
import { charLine, keepLabel } from '../../../src/games/axon/phishing.ts';
import { en } from '../../support/words.ts';

// Found by play-testing on the offline table: what a player reads before choosing.
describe('prompts a player reads (play-test)', () => {
  it('rule 22: a phished (or drafted) Character shows its whole Routine within 100 characters, never cut mid-word, and its Skills in the label', () => {
    expect(CHARACTER_LIST.filter((c) => en(charLine(c.id)).endsWith('…'))).toEqual([]);
    for (const c of CHARACTER_LIST) {
      const line = en(charLine(c.id));
      expect(line.length).toBeLessThanOrEqual(100);
      // Every step of the Routine is there (its Skill words at least), joined by "›".
      for (const step of c.routine) for (const skill of step.skills) expect(line).toContain(skill.toUpperCase());
      expect(line).not.toContain('Else:');
      const label = en(keepLabel(c.id));
      expect(label.length).toBeLessThanOrEqual(80);
      for (const k of c.skills) expect(label).toContain(k.toUpperCase());
    }
    expect(en(charLine('pusher'))).toBe(
      'dealer/criminal · Underground Market · Ini 12 · DRUGS › MOVE to closest Public Area › CRIME',
    );
  });
});

describe('the reward token offer (play-test)', () => {
  it("rule 82: each place for a reward token shows what placing it moves (counter, Stress), a new Criminal, a Data token's VP loss", async () => {
    const { table, put, activate, pick } = await import('./charKit.ts');
    const { axon } = await import('../../../src/games/axon/game.ts');
    const s = table();
    put(s, 'junkie', 14);
    put(s, 'tourist', 14);
    activate(s, 'junkie', 'hack');
    const r = pick(s, 'skill:crime:b0');
    const offers = axon.legalActions(r.s, 0);
    const tourist = offers.find((o) => o.key === 'reward:tourist')!;
    expect(en(tourist.label)).toBe('Violence token on Tourist');
    expect(en(tourist.detail ?? '')).toBe(
      'Tourist at The Sprawl (14): Violence counter 2→3, Stress +1; a Criminal now',
    );
    // The Junkie is a Criminal already (its crime's token): no "a Criminal now".
    expect(en(offers.find((o) => o.key === 'reward:junkie')!.detail ?? '')).toBe(
      'Junkie at The Sprawl (14): Violence counter 2→3, Stress +1',
    );
    for (const o of offers) expect(en(o.detail ?? '').length).toBeLessThanOrEqual(100);
  });
});

describe('what an activation offer says comes after the Skill (play-test)', () => {
  it("rule 71: an inmate's offer tells its section move or release, not an Area Action the Prison does not have; an Area without a box says so", async () => {
    const { table, put } = await import('./charKit.ts');
    const { activationChoices } = await import('../../../src/games/axon/activation.ts');
    const s = table();
    put(s, 'reporter', 1);
    put(s, 'pusher', 12);
    s.p[0]!.hand = ['firewall-1'];
    const detail = (key: string) => en(activationChoices(s, 0).find((o) => o.key === key)!.detail!);
    expect(detail('act:reporter')).toBe('at Fort Plissken; then it moves down to the lowest Prison section');
    expect(detail('hack:reporter')).toBe(
      'One Skill or nothing (usable now: none); then it moves down to the lowest Prison section',
    );
    s.chars.find((c) => c.id === 'reporter')!.section = 1;
    expect(detail('act:reporter')).toBe('at Fort Plissken; then it is released into an Area you choose');
    // The Underground Market has a permanent effect and no box.
    expect(detail('hack:pusher')).toMatch(/; no Area Action here$/);
  });
});
