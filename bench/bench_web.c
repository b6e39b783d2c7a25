/* bench_web.c: load on `cardtable serve` over loopback (a benchmark: prints figures
 * with their targets, asserts nothing). It starts the server on a fresh database,
 * creates GAMES solo games, and plays them all at once, one keep-alive connection per
 * game: each player thinks THINK ms (uniform from 0 to twice that), answers with a
 * random legal option, and reads its seat's new state, until SECONDS are up; a game
 * that ends is replaced by a new one. It prints the round-trip latency of an answer
 * (p50/p95/p99/max), the part of it inside the server (Server-Timing), errors, answers
 * a second, the server's and the client's CPU per answer, and the server's memory per
 * game.
 *
 * The client is one thread on epoll that scans the few fields it needs from each reply
 * (no JSON tree), so its own cost stays small, and it is printed beside the server's.
 * --pin runs the server on CPU 0 and the client on CPU 1, so the client never takes the
 * server's core: for a quiet machine; on a busy one it hurts (each is held to one core
 * that others' work shares), so by default the kernel places them.
 *   bench_web [--server CARDTABLE] [--games N] [--think MS] [--seconds S] [--pin]
 *             [--db postgresql://...] [--instances N]
 * The server defaults to the cardtable program beside this one (build/release), on a
 * fresh SQLite file; --db names a database instead (emptied by no one: use a fresh one),
 * and --instances starts N servers on it (a PostgreSQL), game k played on server k mod N;
 * the server figures (CPU, memory) are then the sum of them all. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <jansson.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "splitmix64.h"

#define TARGET_P99_MS 20.0
#define BUFFER_SIZE (128 * 1024) /* a response (a seat's state is a few KiB) */

typedef enum phase { THINKING, ANSWERING, CREATING, READING } phase;

typedef struct player {
    int fd, port; /* port: its server's */
    phase phase;
    char id[40], token[80];
    int at;
    uint16_t options[256];
    int option_count;
    bool over;
    double due, sent; /* ms */
    char *in;         /* the response so far */
    size_t in_len;
    const char *out; /* the request being written */
    size_t out_len, out_done;
    char request[1024];
} player;

typedef struct results {
    double *latency, *in_server;
    size_t count, capacity;
    long errors, finished, created;
} results;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(const double *sorted, size_t n, double p) {
    if (!n) return 0;
    size_t i = (size_t)((double)n * p);
    return sorted[i < n ? i : n - 1];
}

/* ---- the server ---- */

static long rss_kib(pid_t pid) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long kib = 0;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6)) kib = strtol(line + 6, NULL, 10);
    if (f) fclose(f);
    return kib;
}

/* CPU seconds (user + system) of a process. */
static double cpu_seconds(pid_t pid) {
    char path[64], text[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = 0;
    const char *p = strrchr(text, ')');
    unsigned long user = 0, system = 0;
    if (p) sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &user, &system);
    return (double)(user + system) / (double)sysconf(_SC_CLK_TCK);
}

static void pin_to(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    sched_setaffinity(0, sizeof set, &set);
}

static long rss_all(const pid_t *pids, int n) {
    long sum = 0;
    for (int k = 0; k < n; k++) sum += rss_kib(pids[k]);
    return sum;
}

static double cpu_all(const pid_t *pids, int n) {
    double sum = 0;
    for (int k = 0; k < n; k++) sum += cpu_seconds(pids[k]);
    return sum;
}

/* Starts `cardtable serve` on a free port; its pid, and the port in *port. */
static pid_t start_server(const char *bin, const char *db, bool pin, int *port, int *keep) {
    int out[2];
    if (pipe(out)) return -1;
    pid_t pid = fork();
    if (pid == 0) {
        if (pin) pin_to(0);
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        /* one client address makes every game and holds every connection: no limit per address */
        execl(bin, bin, "serve", "--listen", "127.0.0.1:0", "--db", db, "--rate", "0", "--games-per-hour", "0",
              "--connections-per-address", "0", (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    char line[512];
    size_t n = 0;
    *port = 0;
    while (n < sizeof line - 1) { /* "cardtable serve: http://127.0.0.1:PORT/ (...)" */
        ssize_t got = read(out[0], line + n, sizeof line - 1 - n);
        if (got <= 0) break;
        n += (size_t)got;
        line[n] = 0;
        const char *at = strstr(line, "127.0.0.1:");
        if (at && strchr(at, '/')) {
            *port = atoi(at + 10);
            break;
        }
    }
    *keep = out[0]; /* open until the server has stopped: it writes a last line then */
    return *port ? pid : -1;
}

/* ---- HTTP, one keep-alive connection per player ---- */

static int connect_to(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return -1;
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (connect(fd, (struct sockaddr *)&a, sizeof a)) {
        close(fd);
        return -1;
    }
    return fd;
}

static size_t make_request(char *buf, size_t size, const char *method, const char *path, const char *token,
                           const char *body) {
    int n = snprintf(buf, size, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\n%s%s%s", method, path, token ? "X-Seat-Token: " : "",
                     token ? token : "", token ? "\r\n" : "");
    if (body)
        n += snprintf(buf + n, size - (size_t)n, "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n%s",
                      strlen(body), body);
    else n += snprintf(buf + n, size - (size_t)n, "\r\n");
    return (size_t)n;
}

/* A whole response in in[0..len): its status, body and Server-Timing; 0 if not yet
 * whole, -1 if malformed. */
static int parse_response(const char *in, size_t len, int *status, const char **body, size_t *body_len,
                          double *timing) {
    const char *end = memmem(in, len, "\r\n\r\n", 4);
    if (!end) return 0;
    if (sscanf(in, "HTTP/1.%*d %d", status) != 1) return -1;
    long length = -1;
    *timing = 0;
    for (const char *line = strstr(in, "\r\n") + 2; line < end; line = strstr(line, "\r\n") + 2) {
        if (!strncasecmp(line, "Content-Length:", 15)) length = strtol(line + 15, NULL, 10);
        else if (!strncasecmp(line, "Server-Timing:", 14)) {
            const char *d = strstr(line, "dur=");
            if (d && d < end) *timing = strtod(d + 4, NULL);
        }
    }
    if (length < 0) return -1;
    size_t head = (size_t)(end + 4 - in);
    if (len < head + (size_t)length) return 0;
    *body = end + 4;
    *body_len = (size_t)length;
    return 1;
}

/* Blocking request on fd (setting up the games); the parsed body or NULL. */
static json_t *request_now(int fd, const char *method, const char *path, const char *token, const char *body,
                           char *buf, const char **reply, size_t *reply_len) {
    char req[1024];
    size_t n = make_request(req, sizeof req, method, path, token, body), done = 0;
    while (done < n) {
        ssize_t w = write(fd, req + done, n - done);
        if (w <= 0) return NULL;
        done += (size_t)w;
    }
    size_t len = 0;
    int status;
    const char *b;
    size_t blen;
    double timing;
    for (;;) {
        ssize_t r = read(fd, buf + len, BUFFER_SIZE - 1 - len);
        if (r <= 0) return NULL;
        len += (size_t)r;
        buf[len] = 0;
        int got = parse_response(buf, len, &status, &b, &blen, &timing);
        if (got < 0) return NULL;
        if (got) {
            if (reply) *reply = b, *reply_len = blen;
            return json_loadb(b, blen, 0, NULL);
        }
    }
}

/* ---- a player ---- */

/* Takes its seat's state (or a new game's ids); false if the JSON is not what it should be. */
static bool read_state(player *p, json_t *j) {
    json_t *opts = json_object_get(json_object_get(j, "decision"), "options");
    p->over = json_is_true(json_object_get(j, "over"));
    p->at = (int)json_integer_value(json_object_get(j, "at"));
    p->option_count = 0;
    for (size_t i = 0; i < json_array_size(opts) && p->option_count < 256; i++)
        p->options[p->option_count++] = (uint16_t)json_integer_value(json_object_get(json_array_get(opts, i), "id"));
    return json_is_object(j) && (p->over || p->option_count > 0);
}

/* The same from the text of a seat's state, without building it (the client's hot path:
 * its cost must stay far below the server's): "over", "at" and the ids of
 * decision.options, as the server writes them (compact JSON, an option {"id": N, ...}
 * with no object or array inside). False if they are not there. */
static bool scan_state(player *p, const char *body, size_t len) {
    const char *end = body + len, *at = memmem(body, len, "\"at\":", 5);
    const char *over = memmem(body, len, "\"over\":true", 11);
    p->over = over != NULL;
    p->at = at ? (int)strtol(at + 5, NULL, 10) : -1;
    p->option_count = 0;
    const char *o = memmem(body, len, "\"options\":[", 11);
    for (o = o ? o + 11 : end; o < end && *o == '{' && p->option_count < 256;) {
        if ((size_t)(end - o) < 6 || memcmp(o, "{\"id\":", 6)) return false;
        p->options[p->option_count++] = (uint16_t)strtol(o + 6, NULL, 10);
        bool in_string = false; /* to the end of this option, past its strings */
        for (o++; o < end && (in_string || *o != '}'); o++) {
            if (in_string && *o == '\\') o++;
            else if (*o == '"') in_string = !in_string;
        }
        o += o < end && o[1] == ',' ? 2 : 1;
    }
    return at && (p->over || p->option_count > 0);
}

static void send_next(player *p, phase what) {
    char path[128], body[128];
    p->phase = what;
    if (what == ANSWERING) {
        snprintf(path, sizeof path, "/api/games/%s/answer", p->id);
        snprintf(body, sizeof body, "{\"option\": %d, \"at\": %d, \"log_from\": 100000}", p->options[0], p->at);
        p->out_len = make_request(p->request, sizeof p->request, "POST", path, p->token, body);
    } else if (what == CREATING) {
        p->out_len = make_request(p->request, sizeof p->request, "POST", "/api/games", NULL,
                                  "{\"mode\": \"solo\", \"players\": 1, \"seats\": [{\"name\": \"again\"}]}");
    } else {
        snprintf(path, sizeof path, "/api/games/%s?log_from=100000", p->id);
        p->out_len = make_request(p->request, sizeof p->request, "GET", path, p->token, NULL);
    }
    p->out = p->request;
    p->out_done = 0;
    p->in_len = 0;
    p->sent = now_ms();
}

static void record(results *r, double latency, double in_server) {
    if (r->count == r->capacity) {
        size_t cap = r->capacity ? r->capacity * 2 : 65536;
        double *a = realloc(r->latency, cap * sizeof *a), *b = a ? realloc(r->in_server, cap * sizeof *b) : NULL;
        if (a) r->latency = a;
        if (!b) return;
        r->in_server = b;
        r->capacity = cap;
    }
    r->latency[r->count] = latency;
    r->in_server[r->count++] = in_server;
}

/* The response is whole: what to do next. */
static void on_response(player *p, int status, const char *body, size_t len, double timing, results *r, uint64_t *rng,
                        double think) {
    double t = now_ms();
    if (p->phase == ANSWERING) {
        if (status == 200) record(r, t - p->sent, timing);
        else r->errors++;
    }
    if (p->phase == CREATING) {
        json_t *j = json_loadb(body, len, 0, NULL);
        const char *id = json_string_value(json_object_get(j, "id"));
        const char *tok = json_string_value(json_object_get(json_array_get(json_object_get(j, "seats"), 0), "token"));
        if (status != 201 || !id || !tok) r->errors++;
        else {
            snprintf(p->id, sizeof p->id, "%s", id);
            snprintf(p->token, sizeof p->token, "%s", tok);
            r->created++;
        }
        json_decref(j);
        send_next(p, READING);
        return;
    }
    if (status != 200 || !scan_state(p, body, len)) { /* read the state again */
        if (p->phase == READING || status == 200) r->errors++; /* a refused answer is counted above */
        send_next(p, READING);
        return;
    }
    if (p->over) {
        r->finished++;
        send_next(p, CREATING);
        return;
    }
    p->options[0] = p->options[ct_splitmix64(rng) % (uint64_t)p->option_count];
    p->phase = THINKING;
    p->due = t + (double)(ct_splitmix64(rng) % 1000001) / 1e6 * 2 * think;
}

static void usage(void) {
    fprintf(stderr, "usage: bench_web [--server CARDTABLE] [--games N] [--think MS] [--seconds S] [--pin] "
                    "[--db postgresql://...] [--instances N]\n");
}

int main(int argc, char **argv) {
    char bin[4096];
    snprintf(bin, sizeof bin, "%s", argv[0]);
    char *slash = strrchr(bin, '/');
    snprintf(slash ? slash + 1 : bin, sizeof bin - (size_t)(slash ? slash + 1 - bin : 0), "cardtable");
    int games = 1000, seconds = 20, instances = 1;
    const char *db_given = NULL;
    double think = 1000;
    bool pin = false;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--pin")) pin = sysconf(_SC_NPROCESSORS_ONLN) >= 2;
        else if (v && !strcmp(argv[i], "--server")) snprintf(bin, sizeof bin, "%s", argv[++i]);
        else if (v && !strcmp(argv[i], "--games")) games = atoi(argv[++i]);
        else if (v && !strcmp(argv[i], "--think")) think = atof(argv[++i]);
        else if (v && !strcmp(argv[i], "--seconds")) seconds = atoi(argv[++i]);
        else if (v && !strcmp(argv[i], "--db")) db_given = argv[++i];
        else if (v && !strcmp(argv[i], "--instances")) instances = atoi(argv[++i]);
        else {
            usage();
            return 2;
        }
    }
    if (games < 1 || games > 20000 || seconds < 1 || seconds > 3600 || think < 0 || instances < 1 ||
        instances > 8) {
        usage();
        return 2;
    }
    if (instances > 1 && (!db_given || strncmp(db_given, "postgres", 8))) {
        fprintf(stderr, "bench_web: --instances %d needs --db postgresql://... (one SQLite file is one server's)\n",
                instances);
        return 2;
    }
    if (access(bin, X_OK)) {
        fprintf(stderr, "bench_web: no cardtable program at %s (--server names it)\n", bin);
        return 2;
    }
    /* a socket per game here and a thread and socket per game in the server */
    struct rlimit files;
    getrlimit(RLIMIT_NOFILE, &files);
    files.rlim_cur = files.rlim_max;
    setrlimit(RLIMIT_NOFILE, &files);
    signal(SIGPIPE, SIG_IGN);

    char dir[] = "/tmp/cardtable-bench-web-XXXXXX", db[128];
    if (!mkdtemp(dir)) {
        perror("bench_web: mkdtemp");
        return 2;
    }
    snprintf(db, sizeof db, "%s/load.db", dir);
    int ports[8], server_out[8];
    pid_t servers[8];
    for (int k = 0; k < instances; k++) {
        servers[k] = start_server(bin, db_given ? db_given : db, pin, &ports[k], &server_out[k]);
        if (servers[k] < 0) {
            fprintf(stderr, "bench_web: %s serve did not start\n", bin);
            for (int j = 0; j < k; j++) kill(servers[j], SIGTERM);
            return 2;
        }
    }
    if (pin) pin_to(1);
    int status = 0;
    char *buf = malloc(BUFFER_SIZE);
    player *players = calloc((size_t)games, sizeof *players);
    results res = {0};
    uint64_t rng = 12345;
    long rss_empty = rss_all(servers, instances), rss_created = 0, rss_connected = 0;
    int setups[8];
    for (int k = 0; k < instances; k++) /* the games are created over one connection (per server), so their memory is their own */
        setups[k] = connect_to(ports[k]);
    int epoll = epoll_create1(0);
    if (!buf || !players || epoll < 0) {
        fprintf(stderr, "bench_web: out of memory\n");
        status = 2;
        goto done;
    }
    /* the games, created one after another, and each player's first state */
    for (int i = 0; i < games; i++) {
        player *p = &players[i];
        p->in = malloc(BUFFER_SIZE);
        p->port = ports[i % instances];
        int setup = setups[i % instances];
        char body[160];
        snprintf(body, sizeof body, "{\"mode\": \"solo\", \"players\": 1, \"seed\": %d, \"seats\": [{\"name\": \"p%d\"}]}",
                 i + 1, i);
        json_t *g = setup < 0 || !p->in ? NULL : request_now(setup, "POST", "/api/games", NULL, body, buf, NULL, NULL);
        const char *id = json_string_value(json_object_get(g, "id"));
        const char *tok = json_string_value(json_object_get(json_array_get(json_object_get(g, "seats"), 0), "token"));
        if (!id || !tok) {
            fprintf(stderr, "bench_web: game %d could not be created (%s)\n", i + 1,
                    setup < 0 ? "no connection" : "a bad answer");
            json_decref(g);
            status = 2;
            goto done;
        }
        snprintf(p->id, sizeof p->id, "%s", id);
        snprintf(p->token, sizeof p->token, "%s", tok);
        json_decref(g);
    }
    rss_created = rss_all(servers, instances);
    for (int k = 0; k < instances; k++) close(setups[k]);
    for (int i = 0; i < games; i++) { /* then a connection per player (a thread each in the server) */
        player *p = &players[i];
        if ((p->fd = connect_to(p->port)) < 0) {
            fprintf(stderr, "bench_web: connection %d failed (too many open files?)\n", i + 1);
            status = 2;
            goto done;
        }
        char path[128];
        snprintf(path, sizeof path, "/api/games/%s?log_from=100000", p->id);
        const char *text = NULL;
        size_t text_len = 0;
        json_t *s = request_now(p->fd, "GET", path, p->token, NULL, buf, &text, &text_len);
        bool ok = s && read_state(p, s);
        json_decref(s);
        player scanned = *p; /* the hot path's scanner must read what jansson reads */
        bool same = ok && scan_state(&scanned, text, text_len) && scanned.at == p->at && scanned.over == p->over &&
                    scanned.option_count == p->option_count &&
                    !memcmp(scanned.options, p->options, (size_t)p->option_count * sizeof *p->options);
        if (!ok || !same) {
            fprintf(stderr, "bench_web: game %d's state could not be %s\n", i + 1, ok ? "scanned" : "read");
            status = 2;
            goto done;
        }
        p->options[0] = p->options[ct_splitmix64(&rng) % (uint64_t)p->option_count];
        p->phase = THINKING;
        p->due = now_ms() + (double)(ct_splitmix64(&rng) % 1000001) / 1e6 * 2 * think;
        struct epoll_event ev = {.events = EPOLLIN, .data.ptr = p};
        epoll_ctl(epoll, EPOLL_CTL_ADD, p->fd, &ev);
    }
    rss_connected = rss_all(servers, instances);

    double cpu_before = cpu_all(servers, instances), start = now_ms(), stop = start + seconds * 1e3;
    struct rusage usage_before;
    getrusage(RUSAGE_SELF, &usage_before);
    struct epoll_event events[256];
    while (now_ms() < stop) {
        double t = now_ms(), next = stop;
        for (int i = 0; i < games; i++) { /* players whose thinking is over send their answer */
            player *p = &players[i];
            if (p->phase != THINKING) continue;
            if (p->due <= t) {
                send_next(p, ANSWERING);
                ssize_t w = write(p->fd, p->out, p->out_len);
                if (w > 0) p->out_done = (size_t)w;
                if (p->out_done < p->out_len) { /* rare: the rest when the socket has room */
                    struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.ptr = p};
                    epoll_ctl(epoll, EPOLL_CTL_MOD, p->fd, &ev);
                }
            } else if (p->due < next) {
                next = p->due;
            }
        }
        int wait_ms = (int)(next - now_ms());
        int n = epoll_wait(epoll, events, 256, wait_ms < 0 ? 0 : wait_ms > 50 ? 50 : wait_ms);
        for (int k = 0; k < n; k++) {
            player *p = events[k].data.ptr;
            if (events[k].events & EPOLLOUT && p->out_done < p->out_len) {
                ssize_t w = write(p->fd, p->out + p->out_done, p->out_len - p->out_done);
                if (w > 0) p->out_done += (size_t)w;
                if (p->out_done == p->out_len) {
                    struct epoll_event ev = {.events = EPOLLIN, .data.ptr = p};
                    epoll_ctl(epoll, EPOLL_CTL_MOD, p->fd, &ev);
                }
            }
            if (!(events[k].events & (EPOLLIN | EPOLLHUP | EPOLLERR))) continue;
            ssize_t r = read(p->fd, p->in + p->in_len, BUFFER_SIZE - 1 - p->in_len);
            int code = 0, got = r > 0 ? 0 : -1;
            const char *body = NULL;
            size_t body_len = 0;
            double timing = 0;
            if (r > 0) {
                p->in_len += (size_t)r;
                p->in[p->in_len] = 0;
                got = parse_response(p->in, p->in_len, &code, &body, &body_len, &timing);
            }
            if (got == 0) continue;
            if (got < 0) { /* the connection broke or the answer was not HTTP: a new connection */
                res.errors++;
                epoll_ctl(epoll, EPOLL_CTL_DEL, p->fd, NULL);
                close(p->fd);
                p->fd = connect_to(p->port);
                struct epoll_event ev = {.events = EPOLLIN, .data.ptr = p};
                if (p->fd < 0 || epoll_ctl(epoll, EPOLL_CTL_ADD, p->fd, &ev)) {
                    fprintf(stderr, "bench_web: cannot reconnect\n");
                    status = 2;
                    goto done;
                }
                send_next(p, READING);
            } else {
                on_response(p, code, body, body_len, timing, &res, &rng, think);
            }
            if (p->phase != THINKING) { /* a follow-up request (a read or a new game) */
                ssize_t w = write(p->fd, p->out, p->out_len);
                p->out_done = w > 0 ? (size_t)w : 0;
                if (p->out_done < p->out_len) {
                    struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.ptr = p};
                    epoll_ctl(epoll, EPOLL_CTL_MOD, p->fd, &ev);
                }
            }
        }
    }
    double elapsed = (now_ms() - start) / 1e3, server_cpu = cpu_all(servers, instances) - cpu_before;
    struct rusage usage_after;
    getrusage(RUSAGE_SELF, &usage_after);
    double client_cpu = (double)(usage_after.ru_utime.tv_sec - usage_before.ru_utime.tv_sec) +
                        (double)(usage_after.ru_stime.tv_sec - usage_before.ru_stime.tv_sec) +
                        (double)(usage_after.ru_utime.tv_usec - usage_before.ru_utime.tv_usec) / 1e6 +
                        (double)(usage_after.ru_stime.tv_usec - usage_before.ru_stime.tv_usec) / 1e6;
    long rss_played = rss_all(servers, instances);
    qsort(res.latency, res.count, sizeof *res.latency, compare_doubles);
    qsort(res.in_server, res.count, sizeof *res.in_server, compare_doubles);
    double p99 = percentile(res.latency, res.count, 0.99);
    double answers = (double)(res.count ? res.count : 1);
    printf("cardtable serve under load: %d concurrent solo games, think %.0f ms (0-2x), %d s; %s\n", games, think,
           seconds, pin ? "server on CPU 0, this client on CPU 1 (--pin)" : "server and client share the CPUs");
    printf("  %d server%s on %s\n", instances, instances == 1 ? "" : "s (figures summed)",
           db_given && !strncmp(db_given, "postgres", 8) ? "PostgreSQL" : "SQLite");
    printf("  answers: %zu (%.0f/s), games finished and replaced: %ld\n", res.count, (double)res.count / elapsed,
           res.finished);
    printf("  errors: %ld                                  target 0: %s\n", res.errors, res.errors ? "NOT MET" : "met");
    printf("  answer round trip ms: p50 %.2f, p95 %.2f, p99 %.2f, max %.2f    target p99 <= %.0f: %s\n",
           percentile(res.latency, res.count, 0.5), percentile(res.latency, res.count, 0.95), p99,
           percentile(res.latency, res.count, 1), TARGET_P99_MS, p99 <= TARGET_P99_MS && res.count ? "met" : "NOT MET");
    printf("  of which in the server (Server-Timing: body read to reply queued): p50 %.2f, p95 %.2f, p99 %.2f, max %.2f\n",
           percentile(res.in_server, res.count, 0.5), percentile(res.in_server, res.count, 0.95),
           percentile(res.in_server, res.count, 0.99), percentile(res.in_server, res.count, 1));
    printf("  CPU per answer: server %.3f ms (%.0f%% of a core), this client %.3f ms (%.0f%% of a core)\n",
           server_cpu * 1e3 / answers, 100 * server_cpu / elapsed, client_cpu * 1e3 / answers,
           100 * client_cpu / elapsed);
    printf("  server memory: %.1f MiB empty; per game %.1f KiB new, %.1f KiB with its open connection,\n"
           "    %.1f KiB after play (with its log and connection)\n",
           (double)rss_empty / 1024, (double)(rss_created - rss_empty) / games,
           (double)(rss_connected - rss_empty) / games, (double)(rss_played - rss_empty) / games);
done:
    for (int k = 0; k < instances; k++) {
        kill(servers[k], SIGTERM);
        waitpid(servers[k], NULL, 0);
        close(server_out[k]);
    }
    for (int i = 0; players && i < games; i++) {
        if (players[i].fd > 0) close(players[i].fd);
        free(players[i].in);
    }
    free(players);
    free(buf);
    free(res.latency);
    free(res.in_server);
    if (epoll >= 0) close(epoll);
    unlink(db);
    char side[160];
    snprintf(side, sizeof side, "%s-wal", db);
    unlink(side);
    snprintf(side, sizeof side, "%s-shm", db);
    unlink(side);
    rmdir(dir);
    return status;
}
