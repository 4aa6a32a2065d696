import { describe, expect, it } from 'vitest';
import { lobbyPayload } from '../../src/discord/present.ts';
import { DEFAULT_SETTINGS, type TableRecord } from '../../src/store/record.ts';

const lobby = (status: TableRecord['status'], seats: TableRecord['seats'], state: unknown = null): TableRecord =>
  ({
    schema: 2,
    channelId: '100000000000000001',
    guildId: '100000000000000002',
    gameId: 'vr',
    status,
    hostId: '200000000000000001',
    options: {},
    seed: 's',
    seats,
    stateVersion: 1,
    state,
    stamps: seats.map(() => 0),
    actions: 0,
    events: [],
    version: 3,
    createdAt: '2026-11-30T12:00:00.000Z',
    updatedAt: '2026-11-30T12:00:00.000Z',
    finishedAt: null,
    settings: DEFAULT_SETTINGS,
  }) as unknown as TableRecord;

const ann = { userId: '200000000000000001', name: 'ann' };
const computer = { userId: 'computer-2', name: 'Computer 1 (greedy)', computer: 'greedy' as const };

describe('the lobby message once its seats close', () => {
  it('a lobby closed before the start says so (and that no person is left), not "closed with 1 player"', () => {
    expect(lobbyPayload(lobby('aborted', [computer]), 'Virtual Revolution', 2, 4).content).toContain(
      '**Virtual Revolution**: closed before the start: no person is left · clock: 24h per decision',
    );
    expect(lobbyPayload(lobby('aborted', [ann, computer]), 'Virtual Revolution', 2, 4).content).toContain(
      '**Virtual Revolution**: closed before the start · clock',
    );
  });

  it('a started game says with how many players', () => {
    expect(lobbyPayload(lobby('playing', [ann, computer], {}), 'Virtual Revolution', 2, 4).content).toContain(
      'started with 2 players',
    );
    expect(lobbyPayload(lobby('aborted', [ann, computer], {}), 'Virtual Revolution', 2, 4).content).toContain(
      'started with 2 players',
    );
  });
});
