#!/bin/bash
# shared_cli_files_test.sh: the terminal's shared files (the play loop, replay, the front-end
# registry, the generic view front end, typed answers, helpers, the undo rule) call no game's own functions
# (rr_*, rone_*) and never ask which game's front end they hold: a game's looks come through
# its cli_frontend table (issue 27). Usage: shared_cli_files_test.sh SOURCE_DIR
set -u
cd "$1/src/cli" || exit 1
files="cli.h play.c replay.c frontend.c front_view.c answers.c util.c undo.c"
status=0
for f in $files; do [ -f "$f" ] || { echo "FAIL: no src/cli/$f"; status=1; }; done
calls=$(grep -nE '\b(rr|rone)_[a-z0-9_]+[[:space:]]*\(' $files)
if [ -n "$calls" ]; then
    echo "FAIL: a shared terminal file calls a game's own function:"; echo "$calls"; status=1
fi
asks=$(grep -nE '[!=]=[[:space:]]*&cli_frontend_(rr|rone)\b' $files)
if [ -n "$asks" ]; then
    echo "FAIL: a shared terminal file tests which game's front end it holds:"; echo "$asks"; status=1
fi
[ $status = 0 ] && echo "PASS: shared terminal files name no game's functions"
exit $status
