#!/usr/bin/env bash
# The fuzz command: schemathesis's long run against the forms service, every check and phase for
# about seven minutes (FUZZ_SECONDS). See scripts/schemathesis.sh for the settings.
MODE=long exec bash "$(dirname "$0")/schemathesis.sh" "$@"
