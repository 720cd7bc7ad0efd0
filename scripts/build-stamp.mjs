// What the build in dist/ was made from: a hash of every file the build reads. `npm run build`
// writes it to dist/build-stamp.json; `npm start` (scripts/start.mjs) builds again when the sources
// now hash differently, so it never serves an older version than the code beside it
// (docs/decisions/118-npm-start-builds-what-changed.md). Plain JavaScript: start.mjs runs without tsx.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The build's inputs, folders and files, from the project's folder. Whole folders rather than a
 * list of the files the bundler reads: a file read and missed here would serve an old build, a file
 * counted and not read only costs one build more.
 */
export const BUILD_INPUTS = [
  'src',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.server.config.ts',
];

/** Where the stamp of the last build is written, from the project's folder. */
export const STAMP_FILE = 'dist/build-stamp.json';

/** Tests are not part of the build: editing one does not make `npm start` build again. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;

function listFiles(root, relative, into) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full)) listFiles(root, path.posix.join(relative, name), into);
  } else if (stat.isFile() && !NOT_BUILT.test(relative)) {
    into.push(relative);
  }
}

/** The hash of the build's inputs under `root`: their paths and contents, in a fixed order. */
export function sourceStamp(root, inputs = BUILD_INPUTS) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return { stamp: hash.digest('hex'), files: files.length };
}

/** The stamp the last build wrote, or undefined when there is none (never built, or built before stamps). */
export function builtStamp(root) {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(root, STAMP_FILE), 'utf8'));
    return typeof value.stamp === 'string' ? value.stamp : undefined;
  } catch {
    return undefined;
  }
}

/** Records that dist/ was built from the sources as they are now. */
export function writeStamp(root) {
  const { stamp, files } = sourceStamp(root);
  fs.mkdirSync(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ stamp, files }, null, 2)}\n`);
  return stamp;
}

// `node scripts/build-stamp.mjs`: the last step of `npm run build`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeStamp(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
