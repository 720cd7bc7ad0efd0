// Helpers for tests and scripts that run the server as a real process of its own (the two-process
// test, `npm run crash-test`, `npm run bench`), where the in-process test app would not do: what is
// under test is the process itself (start-up, a kill, a shared database).
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { api } from '../../shared/paths';

/** The address these servers listen on: reachable from this machine only. */
export const LOOPBACK = '127.0.0.1';

/** A port nobody listens on right now, for a server started next. */
export function freePort(host = LOOPBACK): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The last characters a child process wrote on its piped streams, for error messages. */
export function outputTail(child: ChildProcess, limit = 4000): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

export interface WaitOptions {
  /** How the errors name the server, e.g. `process A`. */
  name: string;
  timeoutMs?: number;
  /** What the server wrote last, added to the errors. */
  output?: () => string;
}

/**
 * Resolves when the server at `baseURL` answers its health check; throws when its process exits
 * first or it does not come up in time.
 */
export async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  { name, timeoutMs = 30_000, output = () => '' }: WaitOptions,
): Promise<void> {
  const last = () => {
    const text = output();
    return text ? `:\n${text}` : '';
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // Checked first: another process on the port (a server left over from an aborted run) would
    // answer the health check in this one's place.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode})${last()}`);
    }
    try {
      if ((await fetch(`${baseURL}${api.health}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not come up in ${timeoutMs / 1000} s${last()}`);
}

/**
 * Stops a server gracefully (SIGTERM) and waits until it has exited; SIGKILLs it when it takes
 * longer than `killAfterMs`. Answers at once when it has already stopped.
 */
export async function stopProcess(child: ChildProcess, killAfterMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}
