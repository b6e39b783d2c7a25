/* util.c: small helpers the subcommands share: numbers, whole files and lines, atomic
 * saves that never replace what is not a regular file, the saves folder, escaping
 * echoed input, colors, and the check that standard output was really written. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        snprintf(why, size, "cannot save to %s: it is not a regular file", path);
        return false;
    }
    /* one temporary name per save, so a copy left by a kill is reused, not piled up */
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) {
        snprintf(why, size, "path too long: %s", path);
        return false;
    }
    if (lstat(tmp, &st) == 0 && !S_ISREG(st.st_mode)) {
        snprintf(why, size, "cannot save: %s is in the way and is not a regular file", tmp);
        return false;
    }
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0644);
    FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    if (!f) { /* named by the file asked for: the temporary name is ours */
        snprintf(why, size, "cannot write %s: %s", path, strerror(errno));
        if (fd >= 0) close(fd);
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

bool cli_read_line(FILE *in, char **buf, size_t *cap) {
    ssize_t n = getline(buf, cap, in);
    if (n < 0) return false;
    while (n > 0 && ((*buf)[n - 1] == '\n' || (*buf)[n - 1] == '\r')) (*buf)[--n] = 0;
    return true;
}

const char *cli_escape(const char *text, char *out, size_t size) {
    size_t n = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c && n + 5 < size; c++) {
        if (*c < 0x20 || *c == 0x7f) n += (size_t)snprintf(out + n, size - n, "\\x%02x", *c);
        else out[n++] = (char)*c;
    }
    if (size) out[n < size ? n : size - 1] = 0;
    return out;
}

bool cli_data_dir(char *out, size_t size, bool create, char *why, size_t why_size) {
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && xdg[0] == '/') n = snprintf(out, size, "%s/cardtable", xdg);
    else if (home && *home) n = snprintf(out, size, "%s/.local/share/cardtable", home);
    else {
        snprintf(why, why_size, "neither XDG_DATA_HOME nor HOME is set: say where to save with --save FILE");
        return false;
    }
    if (n < 0 || (size_t)n >= size) {
        snprintf(why, why_size, "the saves folder's path is too long");
        return false;
    }
    if (!create) return true;
    /* make each missing folder on the way, like mkdir -p */
    for (char *slash = strchr(out + 1, '/');; slash = strchr(slash + 1, '/')) {
        if (slash) *slash = 0;
        if (mkdir(out, 0700) != 0 && errno != EEXIST) {
            snprintf(why, why_size, "cannot make the saves folder %s: %s", out, strerror(errno));
            if (slash) *slash = '/';
            return false;
        }
        if (!slash) break;
        *slash = '/';
    }
    struct stat st;
    if (stat(out, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(why, why_size, "the saves folder %s is not a folder", out);
        return false;
    }
    return true;
}

int cli_finish(int status) {
    bool failed = fflush(stdout) != 0 || ferror(stdout);
    int saved = errno;
    if (fclose(stdout) != 0) failed = true, saved = errno;
    if (!failed) return status;
    fprintf(stderr, "cardtable: cannot write the output: %s\n", strerror(saved ? saved : EIO));
    return status ? status : 1;
}

bool cli_color_allowed(void) {
    const char *no_color = getenv("NO_COLOR"), *term = getenv("TERM");
    if (no_color && *no_color) return false; /* no-color.org: set and not empty */
    if (term && !strcmp(term, "dumb")) return false;
    return isatty(STDOUT_FILENO);
}

bool cli_wants_color(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--no-color")) return false;
    return cli_color_allowed();
}

int cli_valued_flag(const char *command, const char *help, const char *arg, const char *val,
                    const char *const *flags, int count, uint32_t *given) {
    int k = 0;
    while (k < count && strcmp(arg, flags[k])) k++;
    char shown[160];
    cli_escape(arg, shown, sizeof shown);
    if (k == count) {
        fprintf(stderr, arg[0] == '-' ? "cardtable %s: unknown option %s (see %s)\n" : "cardtable %s: unexpected argument '%s' (see %s)\n",
                command, shown, help);
        return -1;
    }
    if (!val) {
        fprintf(stderr, "cardtable %s: %s needs a value\n", command, shown);
        return -1;
    }
    if (*given >> k & 1) {
        fprintf(stderr, "cardtable %s: %s is given twice\n", command, shown);
        return -1;
    }
    *given |= 1u << k;
    return k;
}
