#!/usr/bin/env bash
# `npm test`: every check and suite, in two lanes side by side (issue 31). The browser suite (whose global
# setup builds the workbench) runs beside the type check, lint, unit and integration tests in turn. The
# integration files run one at a time in one process and mostly wait (645 CPU-s in 28 min beside the browser
# suite, 2026-11-29), so beside it they cost their CPU instead of adding their wall time.
# Each lane's lines carry its name; each phase's time is printed at the end, also when one failed, and the
# status is non-zero when any phase failed. `npm run test:<phase>` runs one phase alone.
set -uo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
times=$(mktemp)
trap 'rm -f "$times"' EXIT

phase() {
  local name=$1; shift
  local began=$SECONDS rc=0
  "$@" || rc=$?
  printf '  %-12s %5ds%s\n' "$name" $((SECONDS - began)) "$([ $rc -eq 0 ] || echo "  FAILED (exit $rc)")" >> "$times"
  return $rc
}
checks() {
  phase typecheck npm run typecheck && phase lint npm run lint && phase unit npm run test:unit &&
    phase integration npm run test:integration
}
labelled() { sed -u "s/^/[$1] /"; }

checks 2>&1 | labelled checks &
checks_lane=$!
phase e2e npm run test:e2e 2>&1 | labelled e2e &
browser_lane=$!
# With pipefail a lane's status is its phases', not sed's.
checks_rc=0; wait $checks_lane || checks_rc=$?
browser_rc=0; wait $browser_lane || browser_rc=$?

echo "test: phase times (two lanes side by side)"
cat "$times"
echo "  tests in all $((SECONDS - start))s"
[ $checks_rc -eq 0 ] && [ $browser_rc -eq 0 ]
