#!/usr/bin/env bash
# `npm test`: everything, in the order that needs the least wall time on a 2-core machine. The typecheck
# and the lint need no build, so they run beside it (each in its own log, printed when it ends); the
# tests need the build and run after it, one suite at a time.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

start() { # name, then the npm script
  (npm run --silent "$2" >"$logs/$1" 2>&1; echo $? >"$logs/$1.rc") &
}
finish() { # name: print its log, fail when it failed
  wait "$2"
  echo "── $1"
  cat "$logs/$1"
  local rc
  rc="$(cat "$logs/$1.rc")"
  if [ "$rc" != 0 ]; then
    echo "npm test: $1 failed (exit $rc)" >&2
    exit "$rc"
  fi
}

start typecheck typecheck
typecheck_pid=$!
start lint lint
lint_pid=$!
start build build
build_pid=$!
finish build "$build_pid"
finish typecheck "$typecheck_pid"
finish lint "$lint_pid"

set -e
npm run test:unit
npm run budgets
npm run test:e2e
