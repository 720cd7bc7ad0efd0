#!/usr/bin/env bash
# Proves the README's two commands, `npm ci && npm start`, on npm 12, which runs a dependency's
# install scripts only when package.json's `allowScripts` names it (docs/decisions/074-npm-allow-scripts.md).
# Installs npm@12 into a temporary prefix, puts it first on PATH, runs `npm ci` in a temporary copy of
# this repository (its tracked files), checks that better-sqlite3's native module loads, then starts
# the server with `npm start` on a temporary DATA_DIR and port and asks /api/health.
# A dist/ already built here is copied along so `npm start` need not build again (it still would).
# SKIP_NPM12_CHECK=1 skips it.
set -euo pipefail
if [ "${SKIP_NPM12_CHECK:-}" = "1" ]; then
  echo "npm 12 check skipped (SKIP_NPM12_CHECK=1)"
  exit 0
fi
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/npm12-check.XXXXXX)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -- "-$server_pid" 2>/dev/null || kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "npm 12 check: installing npm@12 into $work/npm"
npm install --prefix "$work/npm" --no-audit --no-fund --loglevel=error npm@12 >/dev/null
export PATH="$work/npm/node_modules/.bin:$PATH"
version="$(npm --version 2>/dev/null)"
case "$version" in
  12.*) echo "npm 12 check: using npm $version" ;;
  *) echo "npm 12 check: expected npm 12 first on PATH, got $version" >&2; exit 1 ;;
esac

mkdir -p "$work/app"
(cd "$repo" && git ls-files -z | tar --null -T - -cf -) | tar -xf - -C "$work/app"
if [ -f "$repo/dist/client/index.html" ] && [ -f "$repo/dist/server/server.js" ]; then
  cp -R "$repo/dist" "$work/app/dist"
fi
cd "$work/app"

echo "npm 12 check: npm ci"
if ! npm ci --no-audit --no-fund >"$work/ci.log" 2>&1; then
  cat "$work/ci.log" >&2
  echo "npm 12 check: npm ci failed" >&2
  exit 1
fi
grep -v '^npm warn' "$work/ci.log" || true
# npm 12 lists the packages whose install scripts it skipped; with allowScripts right there are none.
if grep -qiE 'install scripts? (were |was )?(skipped|blocked|not covered)|allow-scripts-pending' "$work/ci.log"; then
  echo "npm 12 check: npm ci skipped install scripts:" >&2
  cat "$work/ci.log" >&2
  exit 1
fi

echo "npm 12 check: better-sqlite3 loads"
node -e "const Database = require('better-sqlite3'); const db = new Database(':memory:'); console.log('  sqlite', db.prepare('select sqlite_version() as v').get().v); db.close();"

port="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
echo "npm 12 check: npm start on port $port"
mkdir -p "$work/data"
set -m
DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn npm start >"$work/start.log" 2>&1 &
server_pid=$!
set +m
for _ in $(seq 1 240); do
  if answer="$(curl -fsS "http://127.0.0.1:$port/api/health" 2>/dev/null)"; then
    echo "  /api/health: $answer"
    exit 0
  fi
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 1
done
echo "npm 12 check: the server did not answer /api/health" >&2
cat "$work/start.log" >&2
exit 1
