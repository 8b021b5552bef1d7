// Keeps an embedded part (PostgreSQL, the Temporal dev server) running: when its process exits without being
// asked to, it is started again after a pause that doubles on every failed or short-lived attempt (up to a
// cap), and resets once the part has stayed up for a while. Every change is one log line an operator can
// alert on: "<part> exited unexpectedly", "<part> restart failed", "<part> restarted".

import type { ChildProcess } from 'node:child_process';
import { pause } from '../lib/timers';
import { errorName, log } from '../lib/log';

export interface SupervisedPart {
  /** Resolves (with how it ended, e.g. "signal SIGKILL") when the part's current process exits. */
  exited(): Promise<string>;
  /** Starts the part again; resolves once it is ready, rejects when this attempt failed. */
  restart(): Promise<void>;
}

export interface SuperviseOptions {
  /** The first pause before a restart (default 500 ms). */
  initialBackoffMs?: number;
  /** The longest pause between attempts (default 30 s). */
  maxBackoffMs?: number;
  /** A part that stayed up this long starts over from the first pause (default 60 s). */
  stableMs?: number;
}

export interface Supervisor {
  /** Whether the part is up as far as its process goes (false from its exit until a restart succeeded). */
  readonly up: boolean;
  /** Restarts so far (tests, figures). */
  readonly restarts: number;
  /** Stops watching: an exit after this is expected (the caller stops the part itself). */
  stop(): void;
}

export function supervise(name: string, part: SupervisedPart, opts: SuperviseOptions = {}): Supervisor {
  const initial = opts.initialBackoffMs ?? 500;
  const max = opts.maxBackoffMs ?? 30_000;
  const stable = opts.stableMs ?? 60_000;
  const stopping = new AbortController();
  const state = { up: true, restarts: 0 };

  const watch = async () => {
    let backoff = initial;
    for (;;) {
      const since = Date.now();
      const how = await part.exited();
      if (stopping.signal.aborted) return;
      state.up = false;
      if (Date.now() - since >= stable) backoff = initial;
      log.error(`${name} exited unexpectedly; restarting it`, { part: name, exit: how, restart_in_ms: backoff });
      for (let attempt = 1; ; attempt++) {
        await pause(backoff, stopping.signal);
        if (stopping.signal.aborted) return;
        backoff = Math.min(backoff * 2, max);
        try {
          await part.restart();
        } catch (err) {
          if (stopping.signal.aborted) return;
          log.warn(`${name} restart failed; trying again`, { part: name, attempt, retry_in_ms: backoff, error: errorName(err) });
          continue;
        }
        if (stopping.signal.aborted) return;
        state.up = true;
        state.restarts++;
        log.info(`${name} restarted`, { part: name, attempt, restarts: state.restarts });
        break;
      }
    }
  };
  void watch();
  return {
    get up() {
      return state.up;
    },
    get restarts() {
      return state.restarts;
    },
    stop: () => stopping.abort(),
  };
}

/** Whether a child process has exited. */
export const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
/** How a child process ended, for the log: "signal SIGKILL", "code 1". */
export const howEnded = (child: ChildProcess) => (child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`);

/** Resolves when the child exits (at once if it already has), with how it ended. */
export function childExited(child: ChildProcess): Promise<string> {
  if (ended(child)) return Promise.resolve(howEnded(child));
  return new Promise((resolve) => child.once('exit', () => resolve(howEnded(child))));
}
