import { expect } from 'vitest';
import { buildGameCommand } from '../../commands/build.ts';
import type { GameCommands } from '../../commands/types.ts';
import { HELP_MAX } from '../../src/engine/helpTopics.ts';
import { LOCALES, localize } from '../../src/engine/messages.ts';
import type { GameDefinition, HelpTopic } from '../../src/engine/types.ts';
import { checkHelp } from '../contract/limits.ts';

/** Checks the games' help and slash commands share: a topic by name, slug names within HELP_MAX, a command's kinds. */

/** A reader of `help`: the text of the topic named `name`, failing the test where there is none. */
export const topicIn =
  (help: readonly HelpTopic[]) =>
  (name: string): string => {
    const t = help.find((h) => h.name === name);
    expect(t, `help topic ${name}`).toBeDefined();
    return t!.text;
  };

/** Every topic is named by a slug and its text is within HELP_MAX in every language (its tokens formatted). */
export function expectSlugsWithinMax(help: readonly HelpTopic[]): void {
  for (const h of help) {
    expect(h.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const l of LOCALES) expect(localize(h.text, l).length, `${h.name} (${l})`).toBeLessThanOrEqual(HELP_MAX);
  }
}

/** `game` serves `help`, which passes the contract's help checks, each topic named by a slug within HELP_MAX. */
export function expectGameHelp(game: GameDefinition, help: readonly HelpTopic[]): void {
  expect(game.help).toBe(help);
  expect(checkHelp(game)).toEqual([]);
  expectSlugsWithinMax(help);
}

/** The command builds under `name` with at most 25 subcommands, one per kind; its subcommands' kinds. */
export function commandKinds(commands: GameCommands, name: string): string[] {
  const json = buildGameCommand(commands).toJSON();
  expect(json.name).toBe(name);
  expect(commands.subcommands.length).toBeLessThanOrEqual(25);
  const kinds = commands.subcommands.map((s) => s.kind);
  expect(new Set(kinds).size).toBe(kinds.length);
  return kinds;
}
