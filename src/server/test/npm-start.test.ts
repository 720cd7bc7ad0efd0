// `npm start` as systemd or a container runs it: npm, its shell and the server in a process group of
// their own, stopped with SIGTERM (or SIGINT, Ctrl-C). The project is a copy of the real
// scripts/start.mjs and its `start` script in a temporary folder whose build is a stand-in (it counts
// the builds and writes an entry that runs src/server/server.ts with tsx): what is under test is when
// start.mjs builds and how the processes stop, without a real build (decision 118).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { SQLITE_FILE } from '../db/connection';
import { freePort, LOOPBACK, outputTail, serverProcessEnv, waitForHealth } from './processes';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/** How long the whole group may take to stop once signalled. */
const STOP_WITHIN_MS = 5000;

/** The stand-in for `npm run build`: the outputs start.mjs looks for, the stamp, and one line per build. */
const FAKE_BUILD = `
import fs from 'node:fs';
import { writeStamp } from './build-stamp.mjs';
fs.mkdirSync('dist/client', { recursive: true });
fs.mkdirSync('dist/server', { recursive: true });
fs.writeFileSync('dist/client/index.html', '<!doctype html>');
fs.writeFileSync(
  'dist/server/server.js',
  ${JSON.stringify(
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\n` +
      `register();\nawait import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'src/server/server.ts')).href)});\n`,
  )},
);
writeStamp(process.cwd());
fs.appendFileSync('builds.txt', 'built\\n');
`;

/** The processes of a group still running (a zombie has stopped: only its parent's wait is missing). */
function living(group: number): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so split after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') pids.push(Number(name));
  }
  return pids;
}

async function stoppedWithin(group: number, ms: number): Promise<number[]> {
  const until = Date.now() + ms;
  let left = living(group);
  while (left.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = living(group);
  }
  return left;
}

/** Only the database file and the backups' folder, holding nothing but checked copies. */
function closedCleanly(dataDir: string) {
  expect(fs.readdirSync(dataDir).sort()).toEqual(['backups', SQLITE_FILE]);
  for (const name of fs.readdirSync(path.join(dataDir, 'backups'))) {
    expect(name).toMatch(/^property-manager-\d{4}-\d{2}-\d{2}-\d{6}\.db$/);
  }
}

describe.skipIf(process.platform !== 'linux')('npm start', () => {
  let project: string;
  let dataDir: string;
  const started: ChildProcess[] = [];

  const builds = () =>
    fs.readFileSync(path.join(project, 'builds.txt'), 'utf8').split('\n').filter(Boolean).length;

  async function npmStart() {
    const port = await freePort();
    const child = spawn('npm', ['start'], {
      cwd: project,
      // A group of its own, as under systemd: npm, its shell and the server.
      detached: true,
      env: serverProcessEnv(dataDir, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    const output = outputTail(child);
    await waitForHealth(`http://${LOOPBACK}:${port}`, child, {
      name: 'npm start',
      timeoutMs: START_TIMEOUT_MS,
      output,
    });
    return { child, group: child.pid ?? 0, output };
  }

  beforeAll(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-start-'));
    dataDir = path.join(project, 'data');
    fs.mkdirSync(path.join(project, 'scripts'));
    for (const file of ['start.mjs', 'build-stamp.mjs']) {
      fs.copyFileSync(path.join(ROOT, 'scripts', file), path.join(project, 'scripts', file));
    }
    fs.writeFileSync(path.join(project, 'scripts', 'fake-build.mjs'), FAKE_BUILD);
    fs.writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({
        name: 'start-test',
        private: true,
        type: 'module',
        scripts: { start: pkg.scripts.start, build: 'node scripts/fake-build.mjs' },
      }),
    );
    fs.mkdirSync(path.join(project, 'src'));
    fs.writeFileSync(path.join(project, 'src', 'app.ts'), 'export const app = 1;\n');
    fs.writeFileSync(path.join(project, 'builds.txt'), '');
  });

  afterAll(() => {
    for (const child of started) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (project) fs.rmSync(project, { recursive: true, force: true });
  });

  it(
    'builds what is missing; SIGTERM to npm stops every process and closes the database',
    async () => {
      const { child, group, output } = await npmStart();
      expect(builds()).toBe(1);
      expect(living(group).length).toBeGreaterThanOrEqual(2);

      // systemd's and docker's stop: SIGTERM to the main process, npm.
      child.kill('SIGTERM');

      expect(await stoppedWithin(group, STOP_WITHIN_MS), output()).toEqual([]);
      // The last connection closed cleanly: its WAL checkpointed into the file and removed; the start's
      // backup (docs/backups.md §1) was waited for, so no partial copy is left.
      closedCleanly(dataDir);
    },
    START_TIMEOUT_MS + 20_000,
  );

  it(
    'serves the last build while the sources are those it was built from; SIGINT to the group stops it',
    async () => {
      const { group, output } = await npmStart();
      expect(builds()).toBe(1);

      // Ctrl-C in a terminal: SIGINT to every process of the foreground group.
      process.kill(-group, 'SIGINT');

      expect(await stoppedWithin(group, STOP_WITHIN_MS), output()).toEqual([]);
      closedCleanly(dataDir);
    },
    START_TIMEOUT_MS + 20_000,
  );

  it(
    'builds again when a source changed since the last build',
    async () => {
      fs.writeFileSync(path.join(project, 'src', 'app.ts'), 'export const app = 2;\n');

      const { child, group, output } = await npmStart();
      expect(builds()).toBe(2);

      child.kill('SIGTERM');
      expect(await stoppedWithin(group, STOP_WITHIN_MS), output()).toEqual([]);
    },
    START_TIMEOUT_MS + 20_000,
  );
});
