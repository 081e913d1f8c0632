#!/usr/bin/env bash
# Checks that `npm start` comes up and answers: starts it with a temporary data directory on a free port,
# waits (at most 120 s, the first start builds the web app) until /api/health answers 200, checks that the
# portal itself is served, stops it with SIGTERM and checks that it exited
# cleanly (exit code 0, lock file released).
set -euo pipefail
cd "$(dirname "$0")/.."

data_dir="$(mktemp -d)"
log="$(mktemp)"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
pid=""

cleanup() {
  if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then kill -KILL -- "-$pid" 2>/dev/null || true; fi
  rm -rf "$data_dir" "$log"
}
trap cleanup EXIT

echo "npm start op poort $port met DATA_DIR=$data_dir"
# Own process group, so a failure can stop npm, tsx and node together.
PORT="$port" DATA_DIR="$data_dir" LOG_LEVEL=warn setsid npm start >"$log" 2>&1 &
pid=$!

deadline=$((SECONDS + 120))
until curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; do
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "npm start stopte voordat /api/health antwoordde:"; cat "$log"; exit 1
  fi
  if ((SECONDS >= deadline)); then
    echo "/api/health antwoordde niet binnen 120 s:"; cat "$log"; exit 1
  fi
  sleep 0.5
done
echo "/api/health: $(curl -fsS "http://127.0.0.1:$port/api/health")"
if ! curl -fsS "http://127.0.0.1:$port/" | grep -q '<html lang="nl"'; then
  echo "/ gaf niet de HTML van het portaal:"; curl -sS -i "http://127.0.0.1:$port/" | head -20; cat "$log"; exit 1
fi
echo "/: het portaal (HTML, lang=nl) wordt geserveerd"

kill -TERM "$pid"
status=0
wait "$pid" || status=$?
if [[ "$status" -ne 0 ]]; then
  echo "npm start eindigde na SIGTERM met code $status:"; cat "$log"; exit 1
fi
if [[ -e "$data_dir/beloning.lock" ]]; then
  echo "Het lockbestand is na SIGTERM niet opgeruimd:"; cat "$log"; exit 1
fi
pid=""
echo "npm start kwam op, antwoordde en stopte netjes."
