#!/usr/bin/env bash
# CI (README "The two commands"): `npm start` from a fresh clone the way a laptop user runs it: as a
# new unprivileged user with an empty home (no package store, no npm cache), no root, and no
# browser it can find (a PATH without chromium, CHROMIUM_PATH pointing nowhere). It must serve
# the reports list over HTTP and print the seeded firm's accounts. Prints the seconds to a served
# /reports on the fresh clone and on a second start of the same clone, and the server's resident
# memory once idle after each.
# Writes {passed, failed} to $1 (default .results/fresh-start.json). Needs root to add the user.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
results="$(realpath -m "${1:-$repo/.results/fresh-start.json}")"
user=bo-newcomer
port=${FRESH_START_PORT:-8391}
limit=${FRESH_START_LIMIT_SECONDS:-600}

id -u "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$user"
home="$(getent passwd "$user" | cut -d: -f6)"
rm -rf "$home/clone" "$home/bin" "$home/.npm" "$home/.local" "$home/.cache" "$home/.pnpm-store"
git clone -q "$repo" "$home/clone"
# every command of the system but a browser
mkdir -p "$home/bin"
for dir in /usr/local/bin /usr/bin /bin; do
  for tool in "$dir"/*; do
    name="$(basename "$tool")"
    case "$name" in chromium* | chrome* | google-chrome*) continue ;; esac
    [ -e "$home/bin/$name" ] || ln -s "$tool" "$home/bin/$name"
  done
done
chown -R "$user": "$home"

pid=
seconds=
phases=
# stops the user's npm start and waits until the port is free again
stop() {
  [ -n "$pid" ] || return 0
  pkill -TERM -u "$user" >/dev/null 2>&1
  wait "$pid" 2>/dev/null
  for _ in $(seq 1 60); do
    curl -s -o /dev/null "http://localhost:$port/" || break
    sleep 1
  done
  pid=
}
trap stop EXIT

# seconds since `began` (an $EPOCHREALTIME), with one decimal
since() {
  local tenths=$(((${EPOCHREALTIME/./} - ${1/./}) / 100000))
  echo "$((tenths / 10)).$((tenths % 10))"
}

# copies npm start's output to `log` and sets, in `log.phases`, when each of its steps ended:
# the install, the server's compilation, the last remote released, the server ready
note_phases() { # log began
  local line step
  : >"$1.phases"
  while IFS= read -r line; do
    printf '%s\n' "$line" >>"$1"
    case "$line" in
      "Done in "* | "dependencies: unchanged"*) step=install ;;
      "server: compiled"* | "build: the checkout is unchanged"*) step=server-compiled ;;
      *" is live") step=remotes-released ;;
      "Back-office ready"*) step=ready ;;
      *) continue ;;
    esac
    grep -v "^$step " "$1.phases" >"$1.phases.new"
    echo "$step $(since "$2")" >>"$1.phases.new"
    mv "$1.phases.new" "$1.phases"
  done
}

# runs `npm start` as the user and sets `seconds` to the time until /reports answers 200 and
# `phases` to when its steps ended; fails otherwise
start() {
  local log="$home/start-$1.log" began=$EPOCHREALTIME
  : >"$log"
  su "$user" -s /bin/bash -c "cd ~/clone && env -i HOME='$home' USER='$user' PATH='$home/bin' \
    CHROMIUM_PATH=/nonexistent PORT=$port npm start" > >(note_phases "$log" "$began") 2>&1 &
  pid=$!
  for _ in $(seq 1 "$limit"); do
    if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/reports")" = 200 ]; then
      seconds=$(since "$began")
      phases=$(awk '{ printf "%s%s at %s s", (NR > 1 ? ", " : ""), $1, $2 }' "$log.phases")
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  echo "npm start ($1) did not serve /reports; the end of its output:" >&2
  tail -n 30 "$log" >&2
  return 1
}

# the resident memory of the user's server in MB once it is idle: its log quiet for 40 s (the
# seeded PDFs generated, the PDF worker threads ended after their 30 s idle time), at most 5 minutes
server_rss() {
  local log="$home/start-$1.log" size=-1 quiet=0
  for _ in $(seq 1 300); do
    if [ "$(stat -c %s "$log")" = "$size" ]; then quiet=$((quiet + 1)); else quiet=0; size=$(stat -c %s "$log"); fi
    [ "$quiet" -ge 40 ] && break
    sleep 1
  done
  ps -o rss= -p "$(pgrep -u "$user" -f 'dist/main.js' | head -1)" | awk '{ printf "%.0f", $1 / 1024 }'
}

mkdir -p "$(dirname "$results")"
if start first; then
  first=$seconds
  first_phases=$phases
  first_rss=$(server_rss first)
  grep -q 'smoke check skipped' "$home/start-first.log" || echo "note: no line saying the smoke check was skipped" >&2
  # Node alone: npm start never reaches for Debian's package manager or a browser
  if grep -qiE 'apt-get|ensure-chromium' "$home/start-first.log"; then
    echo "npm start reached for apt-get or a browser" >&2
    echo '{"passed":0,"failed":1}' >"$results"
    exit 1
  fi
  # the seeded firm's members are printed with their role and firm (issue 44)
  for role in company_manager branch_manager inspector sales; do
    if ! grep -qE "^  $role +[^ ]+@[^ ]+ +[^ ]+ +Expertisebureau Schelde bv" "$home/start-first.log"; then
      echo "npm start did not print the seeded firm's $role" >&2
      stop
      echo '{"passed":0,"failed":1}' >"$results"
      exit 1
    fi
  done
  stop
  if start second; then
    second_rss=$(server_rss second)
    stop
    echo "fresh-clone npm start as $user (no root, no browser): /reports served after ${first} s" \
      "(${first_phases}; server RSS ${first_rss} MB once idle, seeded just now); second start ${seconds} s" \
      "(${phases}; server RSS ${second_rss} MB once idle)"
    echo '{"passed":1,"failed":0}' >"$results"
    exit 0
  fi
fi
echo '{"passed":0,"failed":1}' >"$results"
exit 1
