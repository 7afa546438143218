#!/usr/bin/env bash
# `npm run test:laravel`: the web app's production build against a real Laravel backend (the
# Sanctum-style peer in LARAVEL_PEER_DIR, on Debian's packaged Laravel), in Chromium.
set -euo pipefail

peer_source="${LARAVEL_PEER_DIR:-/work/shared/laravel-peer}"
cd "$(dirname "$0")/.."

say() { printf 'test:laravel: %s\n' "$*" >&2; }
fail() {
  say "$*"
  exit 1
}

[[ -x "$peer_source/setup.sh" && -x "$peer_source/serve.sh" ]] ||
  fail "no Laravel peer in $peer_source (set LARAVEL_PEER_DIR)."

free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
}

work=$(mktemp -d /tmp/test-laravel.XXXXXX)
peer="$work/peer"
peer_pid=

cleanup() {
  local status=$?
  if [[ -n "$peer_pid" ]] && kill -0 "$peer_pid" 2>/dev/null; then
    kill -TERM "$peer_pid" 2>/dev/null || true
    wait "$peer_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A clean copy: the peer is a fixed reference, never changed in place.
cp -R "$peer_source" "$peer"
rm -f "$peer/.env" "$peer/database/database.sqlite"
rm -rf "$peer/storage/framework/sessions" "$peer/storage/logs"

say "setting up Laravel in $peer (PHP packages are installed from Debian's when missing)"
"$peer/setup.sh" >"$work/setup.log" 2>&1 || { cat "$work/setup.log" >&2; fail 'setup.sh failed (log above).'; }

app_port=${LARAVEL_TEST_APP_PORT:-$(free_port)}
api_port=${LARAVEL_TEST_API_PORT:-$(free_port)}
# The web app's origin makes Laravel's /api stateful (cookie session + XSRF), as Sanctum does.
printf '\nSANCTUM_STATEFUL_DOMAINS=localhost:%s,127.0.0.1:%s\n' "$app_port" "$app_port" >>"$peer/.env"

say "starting Laravel on 127.0.0.1:$api_port"
"$peer/serve.sh" "$api_port" >"$work/peer.log" 2>&1 &
peer_pid=$!
answers() {
  node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
    "http://127.0.0.1:$api_port/api/flow-template-categories"
}
for _ in $(seq 1 50); do
  answers && break
  kill -0 "$peer_pid" 2>/dev/null || { cat "$work/peer.log" >&2; fail 'Laravel stopped (log above).'; }
  sleep 0.2
done
answers || { cat "$work/peer.log" >&2; fail 'Laravel did not answer (log above).'; }

say "web app on http://localhost:$app_port with API_BASE_URL=http://127.0.0.1:$api_port"
status=0
LARAVEL_TEST_APP_PORT=$app_port LARAVEL_TEST_API_PORT=$api_port \
  npx playwright test -c playwright.laravel.config.ts "$@" || status=$?
if [[ $status -ne 0 ]]; then
  say "failed (exit code $status); Laravel's log:"
  tail -n 40 "$work/peer.log" >&2 || true
  [[ -f "$peer/storage/logs/laravel.log" ]] && tail -n 40 "$peer/storage/logs/laravel.log" >&2
else
  say 'passed against Laravel'
fi
exit "$status"
