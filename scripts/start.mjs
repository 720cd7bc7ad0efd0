// `npm start`: builds what is not built yet, then serves the UI and the API from this one process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['dist/client/index.html', 'build:client'],
  ['dist/server/server.js', 'build:server'],
];
for (const [output, script] of steps) {
  if (fs.existsSync(path.join(root, output))) continue;
  console.log(`${output} is missing: running npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.chdir(root);
await import(path.join(root, 'dist/server/server.js'));
