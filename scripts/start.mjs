// `npm start`: builds when dist/ is missing or was built from other sources than those beside it
// (after a `git pull`, decision 118), then serves the UI and the API from this one process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtStamp, sourceStamp } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/client/index.html', 'dist/server/server.js'];

/** Why dist/ must be built before it is served, or undefined when it is current. */
function buildReason() {
  const missing = outputs.find((output) => !fs.existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  // A copy without its sources (a build shipped alone) serves what it has.
  if (!fs.existsSync(path.join(root, 'src'))) return undefined;
  const built = builtStamp(root);
  if (built === undefined) return 'the build has no stamp of its sources';
  if (built !== sourceStamp(root).stamp) return 'the sources changed since the last build';
  return undefined;
}

const reason = buildReason();
if (reason) {
  console.log(`${reason}: running npm run build`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// npm runs this file through `sh -c` and, on SIGTERM, passes the signal to that shell only: dash
// dies of it and leaves this process serving with no parent. The parent gone, the server stops as on
// SIGTERM (its handler in src/server/server.ts), so stopping `npm start` stops the server.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  process.kill(process.pid, 'SIGTERM');
}, 200);
orphaned.unref();

process.chdir(root);
await import(path.join(root, 'dist/server/server.js'));
