#!/usr/bin/env bash
# `npm run test:clocks`: the unit and integration suites (vitest) at the hours of the day that used to break
# them and on a daylight-saving date of one of the spec's zones (issue 34 §0). Not part of `npm test` (about
# 7 minutes a clock on this 2-core machine); needs `npm run build` first. E2E at one clock:
# TEST_CLOCK=23:30 npm run test:e2e. Extra clocks: npm run test:clocks -- 06:00 2027-09-05T00:30
set -uo pipefail
cd "$(dirname "$0")/.."
clocks=("00:30" "12:00" "19:30" "23:30" "2027-04-04T00:30" "$@")
failed=()
for clock in "${clocks[@]}"; do
  echo "── TEST_CLOCK=$clock"
  if ! env -u CLOCK_OFFSET_MS TEST_CLOCK="$clock" npx vitest run --reporter=dot; then failed+=("$clock"); fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "test:clocks: failed at ${failed[*]}" >&2
  exit 1
fi
echo "test:clocks: passed at ${clocks[*]}"
