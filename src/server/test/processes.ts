// Helpers for tests and scripts that run the server as a real process of its own (the two-process
// test, `npm run crash-test`, `npm run bench`), where the in-process test app would not do: what is
// under test is the process itself (start-up, a kill, a shared database).
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The project's folder, where `src/server/server.ts` is started from. */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A server started from source in a process of its own, with its address and its last output. */
export interface ServerProcess {
  child: ChildProcess;
  baseURL: string;
  output: () => string;
}

/**
 * Starts `src/server/server.ts` with tsx in its own Node process (the same entry as the built
 * server, without a build step) on a free port, its data in `dataDir`, with nothing of this
 * process's environment but `env`, PATH, HOME and TMPDIR. It is not waited for: see `waitForHealth`.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: serverProcessEnv(dataDir, port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, baseURL: `http://${LOOPBACK}:${port}`, output: outputTail(child) };
}

/** A test server's whole environment: its data, port and loopback address, and `env`; nothing else. */
export function serverProcessEnv(dataDir: string, port: number, env: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: os.tmpdir(),
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    PORT: String(port),
    HOST: LOOPBACK,
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/** `startServerProcess`, answering once the server's health check does. */
export async function startedServerProcess(
  dataDir: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, env);
  await waitForHealth(server.baseURL, server.child, { name: 'the server', timeoutMs, output: server.output });
  return server;
}
