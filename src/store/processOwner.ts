import { randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who a process is, in terms that name that one process and no later one: a pid alone does not
 * (pids are reused; in a container the bot is pid 1 on every start), so the start time of the
 * process, the kernel's boot id and the pid namespace come with it, plus a random token that
 * this process puts in the names of its temporary files.
 */
export interface ProcessOwner {
  readonly pid: number;
  readonly host: string;
  /** Linux's /proc/sys/kernel/random/boot_id: another one means the machine rebooted since. */
  readonly bootId: string | null;
  /** The pid namespace (/proc/self/ns/pid): pids can be checked only from within the same one. */
  readonly pidNs: string | null;
  /** Start time in clock ticks since boot (/proc/<pid>/stat, field 22): a reused pid has another. */
  readonly startTicks: string | null;
  /** Random, per process: 16 hex digits. */
  readonly token: string;
}

/**
 * What can be known about an owner from here:
 * - `this-process`: it is us;
 * - `alive`: that very process is running;
 * - `gone`: it is not (exited, pid reused by another process, or the machine rebooted);
 * - `unknown`: it ran on another host or in another pid namespace (another container), where it
 *   cannot be looked up from here.
 */
export type OwnerState = 'this-process' | 'alive' | 'gone' | 'unknown';

function readOrNull(read: () => string): string | null {
  try {
    return read().trim() || null;
  } catch {
    return null; // not Linux, or /proc not mounted
  }
}

interface ProcStat {
  readonly state: string;
  readonly startTicks: string;
}

/** Fields of /proc/<pid>/stat, or null when there is no such process (or no /proc). */
function procStat(pid: number | 'self'): ProcStat | null {
  const text = readOrNull(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  if (text === null) return null;
  // The command name (field 2) is in parentheses and may itself hold spaces or ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTicks = fields[19]; // field 22 overall; fields[0] is field 3
  return state && startTicks ? { state, startTicks } : null;
}

function describeSelf(): ProcessOwner {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readOrNull(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
    pidNs: readOrNull(() => readlinkSync('/proc/self/ns/pid')),
    startTicks: procStat('self')?.startTicks ?? null,
    token: randomBytes(8).toString('hex'),
  };
}

/** This process, described once. */
export const thisProcess: ProcessOwner = describeSelf();

/** Whether a process with this pid exists in our pid namespace (EPERM: it exists, owned by another user). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function ownerState(owner: ProcessOwner, self: ProcessOwner = thisProcess): OwnerState {
  if (owner.token === self.token) return 'this-process';
  if (owner.host !== self.host) return 'unknown';
  if (owner.bootId !== null && self.bootId !== null && owner.bootId !== self.bootId) return 'gone';
  if (owner.pidNs !== null && self.pidNs !== null && owner.pidNs !== self.pidNs) return 'unknown';
  // Same machine, same boot, same pid namespace: the pid can be looked up.
  if (owner.pid === self.pid) return 'gone'; // our pid, not our token: an earlier process that had it (a container's pid 1)
  if (!pidExists(owner.pid)) return 'gone';
  if (owner.startTicks === null) return 'alive'; // no /proc: a running pid is all we can know
  const stat = procStat(owner.pid);
  if (stat === null) return 'alive'; // it exists but /proc hides it (hidepid): assume the worst
  if (stat.state === 'Z' || stat.state === 'X') return 'gone'; // exited, not yet reaped: it holds nothing
  return stat.startTicks === owner.startTicks ? 'alive' : 'gone';
}
