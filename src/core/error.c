/* error.c: filling a ct_error with its code and a one-line message. */
#include <stdarg.h>
#include <stdio.h>

#include "cardtable.h"

ct_status ct_fail(ct_error *err, ct_status code, const char *format, ...) {
    if (err) {
        va_list ap;
        va_start(ap, format);
        err->code = code;
        vsnprintf(err->message, sizeof err->message, format, ap);
        va_end(ap);
    }
    return code;
}
