/* util.c: small helpers the subcommands share: numbers, whole files, atomic saves. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

bool cli_parse_u64(const char *text, uint64_t *out) {
    if (!text || !*text || *text == '-' || *text == '+') return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end) return false;
    *out = v;
    return true;
}

bool cli_parse_int(const char *text, int lo, int hi, int *out) {
    uint64_t v;
    if (!cli_parse_u64(text, &v) || v < (uint64_t)lo || v > (uint64_t)hi) return false;
    *out = (int)v;
    return true;
}

static char *read_all(FILE *f, const char *path, char *why, size_t size);

char *cli_read_file(const char *path, char *why, size_t size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(why, size, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    char *text = read_all(f, path, why, size);
    fclose(f);
    return text;
}

char *cli_read_stream(FILE *f, char *why, size_t size) { return read_all(f, "standard input", why, size); }

static char *read_all(FILE *f, const char *path, char *why, size_t size) {
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (!buf) break;
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (len < cap - 1) break;
        if (cap > ((size_t)64 << 20)) {
            free(buf);
            snprintf(why, size, "%s is too large", path);
            return NULL;
        }
        cap *= 2;
        char *grown = realloc(buf, cap);
        if (!grown) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = grown;
    }
    bool failed = ferror(f);
    if (!buf || failed) {
        free(buf);
        snprintf(why, size, "cannot read %s", path);
        return NULL;
    }
    buf[len] = 0;
    if (memchr(buf, 0, len)) {
        free(buf);
        snprintf(why, size, "%s is not a text file", path);
        return NULL;
    }
    return buf;
}

bool cli_write_file_atomic(const char *path, const char *text, char *why, size_t size) {
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid()) >= (int)sizeof tmp) {
        snprintf(why, size, "path too long: %s", path);
        return false;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(why, size, "cannot write %s: %s", tmp, strerror(errno));
        return false;
    }
    size_t len = strlen(text);
    bool ok = fwrite(text, 1, len, f) == len;
    ok = fflush(f) == 0 && ok;
    ok = fsync(fileno(f)) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        snprintf(why, size, "cannot write %s: %s", path, strerror(errno));
        remove(tmp);
        return false;
    }
    return true;
}

bool cli_wants_color(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--no-color")) return false;
    return isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
}
