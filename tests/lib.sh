# lib.sh: the helpers the shell tests share, sourced after they set $work (a scratch
# directory): each check prints "ok - NAME" or "not ok - NAME", and finish prints the
# plain summary line and gives the test's exit status.
#   . "$(dirname "$0")/lib.sh"
passed=0
failed=0

check() { # check NAME COMMAND...: the command's success is the check
    local name="$1"
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok - $name"
    else
        failed=$((failed + 1))
        echo "not ok - $name"
    fi
}

has() { grep -qF -- "$2" "$1"; }    # has FILE TEXT
lacks() { ! grep -qF -- "$2" "$1"; } # lacks FILE TEXT

status_is() { # status_is WANT COMMAND...: stdout in $work/out, stderr in $work/err
    local want="$1"
    shift
    "$@" >"$work/out" 2>"$work/err"
    local got=$?
    [ "$got" -eq "$want" ] || { echo "  status $got, wanted $want; stderr: $(head -5 "$work/err")"; return 1; }
}

one_line_error() { # the error (in $work/err) is exactly one line and says $1
    [ "$(wc -l <"$work/err")" -eq 1 ] && has "$work/err" "$1" || { echo "  stderr: $(cat "$work/err")"; return 1; }
}

finish() { # the summary line; fails when a check did
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
