/* layout.c: fitting text to the terminal: its width (COLUMNS, the terminal's own,
 * else 80), its height (LINES, the terminal's own, else unknown) and word wrapping that leaves escape codes (colors) out of the count. */
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cli.h"

int cli_terminal_width(void) {
    const char *columns = getenv("COLUMNS");
    if (columns && *columns) {
        char *end;
        long width = strtol(columns, &end, 10);
        if (!*end && width >= 10 && width <= 1000) return (int)width;
    }
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 10) return ws.ws_col;
    return 80;
}

/* The terminal's height in lines: LINES, else the terminal's own; 0 when output is not a
 * terminal (a pipe, a file): then nothing is fitted to a height. */
int cli_terminal_height(void) {
    const char *lines = getenv("LINES");
    if (lines && *lines) {
        char *end;
        long height = strtol(lines, &end, 10);
        if (!*end && height >= 10 && height <= 1000) return (int)height;
    }
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row >= 10) return ws.ws_row;
    return 0;
}

/* Length of an escape sequence ("\033[1;33m") starting at p, or 0. */
static size_t escape_length(const char *p) {
    if (p[0] != '\033' || p[1] != '[') return 0;
    size_t n = 2;
    while (p[n] && (p[n] < '@' || p[n] > '~')) n++;
    return p[n] ? n + 1 : n;
}

/* Columns taken by the n bytes at p (UTF-8 continuation bytes and escapes take none). */
static int columns_of(const char *p, size_t n) {
    int cols = 0;
    for (size_t i = 0; i < n;) {
        size_t esc = escape_length(p + i);
        if (esc) {
            i += esc;
            continue;
        }
        if (((unsigned char)p[i] & 0xC0) != 0x80) cols++;
        i++;
    }
    return cols;
}

/* Prints n bytes, a kept-together space as a space. */
static void put_bytes(FILE *out, const char *p, size_t n) {
    for (size_t i = 0; i < n; i++) fputc(p[i] == CLI_KEEP_TOGETHER ? ' ' : p[i], out);
}

static void wrap_line(FILE *out, int width, const char *line, size_t len) {
    if (width <= 0 || columns_of(line, len) <= width) {
        put_bytes(out, line, len);
        fputc('\n', out);
        return;
    }
    size_t indent = 0;
    while (indent < len && line[indent] == ' ') indent++;
    int hang = (int)indent + 4;
    if (hang > width / 2) hang = width / 2;
    fprintf(out, "%.*s", (int)indent, line);
    int col = (int)indent, line_start = col;
    size_t i = indent;
    while (i < len) {
        size_t gap = i;
        while (gap < len && line[gap] == ' ') gap++;
        size_t end = gap;
        while (end < len && line[end] != ' ') end++;
        if (end == gap) break; /* trailing spaces */
        int spaces = (int)(gap - i), word = columns_of(line + gap, end - gap);
        if (col > line_start && col + spaces + word > width) {
            fprintf(out, "\n%*s", hang, "");
            col = line_start = hang;
            spaces = 0;
        }
        fprintf(out, "%*s", spaces, "");
        col += spaces;
        /* a word longer than the whole line is cut where the line ends */
        for (size_t k = gap; k < end;) {
            size_t esc = escape_length(line + k);
            size_t step = esc ? esc : 1;
            if (!esc && ((unsigned char)line[k] & 0xC0) != 0x80) {
                if (col >= width) {
                    fprintf(out, "\n%*s", hang, "");
                    col = line_start = hang;
                }
                col++;
            }
            while (!esc && k + step < end && ((unsigned char)line[k + step] & 0xC0) == 0x80) step++;
            put_bytes(out, line + k, step);
            k += step;
        }
        i = end;
    }
    fprintf(out, "\n");
}

void cli_print_wrapped(FILE *out, const cli_style *style, const char *text) {
    int width = style ? style->width : 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        wrap_line(out, width, p, len);
        p += len + (nl ? 1 : 0);
    }
}
