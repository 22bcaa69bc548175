#!/usr/bin/env bash
# Serves the built app with `wrangler dev` on a fresh local database (e2e tests and the bench).
# Needs `npm run build` first. PORT (default 8788) and PERSIST_DIR (default .wrangler/e2e-$PORT) can be set.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-8788}"
PERSIST_DIR="${PERSIST_DIR:-.wrangler/e2e-${PORT}}"
export WRANGLER_SEND_METRICS=false
# A dev registry of its own: wrangler's shared one (~/.wrangler/registry) is watched by every `wrangler dev` on
# the machine. The e2e worker once restarted mid-run ('Your worker restarted mid-request', a 503 to a form
# post) just as a second server started elsewhere on the machine.
export WRANGLER_REGISTRY_PATH="${PERSIST_DIR}-registry"
export CI="${CI:-}"

if [ ! -f build/server/index.js ]; then
  echo "e2e-server: build/server/index.js is missing; run 'npm run build' first." >&2
  exit 1
fi

node scripts/dev-vars.mjs
rm -rf "$PERSIST_DIR" "$WRANGLER_REGISTRY_PATH"
npx wrangler d1 migrations apply DB --local --persist-to "$PERSIST_DIR" >/dev/null
echo "e2e-server: fresh database in $PERSIST_DIR; starting wrangler dev on port $PORT"

# Its log at wrangler's "log" level (a line per request; "Reloading local server..." whenever wrangler reloads
# the Worker) goes to $PERSIST_DIR.log; wrangler's own warnings and errors stay on stderr, which Playwright
# prints. The e2e teardown reports any reload: wrangler's proxy
# answers a POST in flight during one with 503 'Your worker restarted mid-request' (seen in CI on 2026-11-26).
# exec: the test runner's signal reaches wrangler itself. The inspector gets a port of its own (not 9229), so
# two servers on one machine (a bench beside the tests) never collide.
exec npx wrangler dev \
  --port "$PORT" \
  --ip 127.0.0.1 \
  --inspector-port "$((PORT + 1000))" \
  --persist-to "$PERSIST_DIR" \
  --var "APP_URL:http://localhost:${PORT}" \
  --show-interactive-dev-session=false \
  --log-level "${WRANGLER_LOG_LEVEL:-log}" >"${PERSIST_DIR}.log"
