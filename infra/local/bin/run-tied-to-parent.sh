#!/usr/bin/env bash
# Runs `java "$@"` and stops it as soon as the parent closes our stdin, which also happens when the
# parent is killed outright: the embedded stack never leaves an orphan DynamoDB Local behind.
# Both run in the background so that `wait` (unlike a foreground command) lets the TERM trap run at once.
exec 3<&0
java "$@" </dev/null &
child=$!
cat <&3 >/dev/null &
watcher=$!
trap 'kill "$child" "$watcher" 2>/dev/null; wait "$child" 2>/dev/null; exit 0' TERM INT HUP
wait -n "$child" "$watcher"
kill "$child" "$watcher" 2>/dev/null
wait "$child" 2>/dev/null
