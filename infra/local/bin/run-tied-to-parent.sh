#!/usr/bin/env bash
# Runs `java "$@"` and stops it as soon as the parent closes our stdin, which also happens when the
# parent is killed outright: the embedded stack never leaves an orphan DynamoDB Local behind.
java "$@" </dev/null &
child=$!
trap 'kill "$child" 2>/dev/null; wait "$child" 2>/dev/null; exit 0' TERM INT HUP
cat >/dev/null
kill "$child" 2>/dev/null
wait "$child" 2>/dev/null
