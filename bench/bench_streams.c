/* bench_streams.c: open live streams on `cardtable serve` over loopback (a benchmark: prints
 * figures beside their targets). It starts the server, makes friends games, opens N
 * streams (Server-Sent Events) spread over them and waits for each one's first event;
 * then measures the server's memory and threads per idle stream, and answers made
 * meanwhile: each answer's round trip, and how long until every stream of its game has
 * the change.
 *   bench_streams [--server BIN] [--streams N] [--games G] [--answers K]
 * (defaults: build/release/cardtable, 10000 streams, 100 games, 200 answers) */
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* A field of /proc/PID/status ("VmRSS:", "Threads:"), as a number (kB for sizes). */
static long proc_status(pid_t pid, const char *key) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long v = -1;
    if (!f) return -1;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, key, strlen(key))) v = strtol(line + strlen(key), NULL, 10);
    fclose(f);
    return v;
}

/* keep: the read end of its output, open until it has stopped (it writes a last line then) */
static pid_t start_server(const char *bin, const char *db, int *port, int *keep) {
    int out[2];
    if (pipe(out)) return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        /* one client address holds every stream: no limit per address */
        execl(bin, bin, "serve", "--listen", "127.0.0.1:0", "--db", db, "--rate", "0", "--games-per-hour", "0",
              "--connections-per-address", "0", (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    char line[512];
    size_t n = 0;
    *port = 0;
    while (n < sizeof line - 1) {
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
    *keep = out[0];
    return *port ? pid : -1;
}

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

/* One request on a fresh connection; the JSON body of the answer (NULL on an error) and
 * its status. */
static json_t *call(int port, const char *method, const char *path, const char *token, const char *body,
                    int *status) {
    int fd = connect_to(port);
    if (fd < 0) return NULL;
    char req[2048];
    int n = snprintf(req, sizeof req, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n%s%s%s", method, path,
                     token ? "X-Seat-Token: " : "", token ? token : "", token ? "\r\n" : "");
    if (body)
        n += snprintf(req + n, sizeof req - (size_t)n, "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n%s",
                      strlen(body), body);
    else n += snprintf(req + n, sizeof req - (size_t)n, "\r\n");
    if (write(fd, req, (size_t)n) != n) {
        close(fd);
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *in = malloc(cap);
    for (;;) {
        if (len + 1 >= cap) in = realloc(in, cap *= 2);
        ssize_t got = read(fd, in + len, cap - len - 1);
        if (got <= 0) break;
        len += (size_t)got;
    }
    close(fd);
    in[len] = 0;
    json_t *j = NULL;
    *status = 0;
    char *end = strstr(in, "\r\n\r\n");
    if (end && sscanf(in, "HTTP/1.%*d %d", status) == 1) j = json_loads(end + 4, 0, NULL);
    free(in);
    return j;
}

typedef struct bench_game {
    char id[17];
    char token[2][33];
    int at, mover;
    int first, count; /* its streams: stream[first .. first + count) */
} bench_game;

/* Reads who is to move in game g (seat 0's view); false on an error. */
static bool refresh(int port, bench_game *g) {
    char path[64];
    snprintf(path, sizeof path, "/api/games/%s", g->id);
    int status;
    json_t *j = call(port, "GET", path, g->token[0], NULL, &status);
    if (!j || status != 200) {
        json_decref(j);
        return false;
    }
    g->at = (int)json_integer_value(json_object_get(j, "at"));
    g->mover = (int)json_integer_value(json_object_get(j, "to_move"));
    json_decref(j);
    return g->mover == 0 || g->mover == 1;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double pick(double *v, int n, double q) { return n ? v[(int)(q * (n - 1) + 0.5)] : 0; }

int main(int argc, char **argv) {
    const char *bin = "build/release/cardtable";
    int streams = 10000, games = 100, answers = 200;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--server")) bin = argv[i + 1];
        else if (!strcmp(argv[i], "--streams")) streams = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--games")) games = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--answers")) answers = atoi(argv[i + 1]);
        else {
            fprintf(stderr, "usage: bench_streams [--server BIN] [--streams N] [--games G] [--answers K]\n");
            return 2;
        }
    }
    if (streams < 1 || games < 1 || games > streams || answers < 1) {
        fprintf(stderr, "bench_streams: --streams, --games and --answers must be positive, games <= streams\n");
        return 2;
    }
    struct rlimit r;
    getrlimit(RLIMIT_NOFILE, &r);
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
    if ((long)r.rlim_cur < streams + 100) {
        fprintf(stderr, "bench_streams: %d streams need %d open files; this system allows %ld\n", streams,
                streams + 100, (long)r.rlim_cur);
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    char dir[] = "/tmp/bench_streams.XXXXXX", db[64];
    if (!mkdtemp(dir)) return 1;
    snprintf(db, sizeof db, "%s/g.db", dir);
    int port, keep = -1;
    pid_t server = start_server(bin, db, &port, &keep);
    if (server < 0) {
        fprintf(stderr, "bench_streams: %s serve did not start\n", bin);
        return 1;
    }
    int status = 1;
    bench_game *g = calloc((size_t)games, sizeof *g);
    int *fd = malloc((size_t)streams * sizeof *fd);
    int *events = calloc((size_t)streams, sizeof *events);
    double *round_trip = malloc((size_t)answers * sizeof *round_trip), *fan_out = malloc((size_t)answers * sizeof *fan_out);
    for (int k = 0; k < games; k++) {
        int st;
        json_t *j = call(port, "POST", "/api/games", NULL, "{\"mode\": \"friends\", \"players\": 2}", &st);
        if (!j || st != 201) {
            fprintf(stderr, "bench_streams: a game could not be made (status %d)\n", st);
            json_decref(j);
            goto done;
        }
        snprintf(g[k].id, sizeof g[k].id, "%s", json_string_value(json_object_get(j, "id")));
        for (int s = 0; s < 2; s++)
            snprintf(g[k].token[s], sizeof g[k].token[s], "%s",
                     json_string_value(json_object_get(json_array_get(json_object_get(j, "seats"), (size_t)s), "token")));
        json_decref(j);
        g[k].first = (int)((long)streams * k / games);
        g[k].count = (int)((long)streams * (k + 1) / games) - g[k].first;
        if (!refresh(port, &g[k])) goto done;
    }
    struct timespec half = {0, 500000000L};
    nanosleep(&half, NULL);
    long rss0 = proc_status(server, "VmRSS:"), threads0 = proc_status(server, "Threads:");

    /* ---- the streams, each waiting for its first event ---- */
    int ep = epoll_create1(0);
    double t0 = now_ms();
    int opened = 0;
    for (int k = 0; k < games; k++)
        for (int i = g[k].first; i < g[k].first + g[k].count; i++) {
            fd[i] = connect_to(port);
            if (fd[i] < 0) continue;
            char req[256];
            int n = snprintf(req, sizeof req, "GET /api/games/%s/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Seat-Token: %s\r\n\r\n",
                             g[k].id, g[k].token[i % 2]);
            if (write(fd[i], req, (size_t)n) != n) {
                close(fd[i]);
                fd[i] = -1;
                continue;
            }
            fcntl(fd[i], F_SETFL, O_NONBLOCK);
            struct epoll_event e = {.events = EPOLLIN, .data.u32 = (uint32_t)i};
            epoll_ctl(ep, EPOLL_CTL_ADD, fd[i], &e);
            opened++;
        }
    /* reads every stream with something to say until want[i] events each, or timeout; the
     * count of streams that reached it */
    int with_first = 0;
    char buf[4096];
    struct epoll_event ready[256];
    while (with_first < opened && now_ms() - t0 < 120000) {
        int n = epoll_wait(ep, ready, 256, 1000);
        for (int e = 0; e < n; e++) {
            int i = (int)ready[e].data.u32;
            ssize_t got = read(fd[i], buf, sizeof buf - 1);
            if (got <= 0) continue;
            buf[got] = 0;
            for (char *p = buf; (p = strstr(p, "data:")); p += 5)
                if (events[i]++ == 0) with_first++;
        }
    }
    double open_s = (now_ms() - t0) / 1000;
    sleep(2); /* settled: idle streams */
    long rss1 = proc_status(server, "VmRSS:"), threads1 = proc_status(server, "Threads:");

    /* ---- answers while they are open ---- */
    int made = 0;
    for (int a = 0; a < answers; a++) {
        bench_game *b = &g[a % games];
        char path[64], body[64];
        snprintf(path, sizeof path, "/api/games/%s", b->id);
        int st;
        json_t *view = call(port, "GET", path, b->token[b->mover], NULL, &st);
        json_t *options = json_object_get(json_object_get(view, "decision"), "options");
        if (!view || st != 200 || !json_array_size(options)) {
            json_decref(view);
            break;
        }
        int option = (int)json_integer_value(json_object_get(json_array_get(options, 0), "id"));
        json_decref(view);
        int before[1] = {0};
        for (int i = b->first; i < b->first + b->count; i++) before[0] += events[i];
        snprintf(path, sizeof path, "/api/games/%s/answer", b->id);
        snprintf(body, sizeof body, "{\"option\": %d, \"at\": %d}", option, b->at);
        double start = now_ms();
        json_t *j = call(port, "POST", path, b->token[b->mover], body, &st);
        round_trip[made] = now_ms() - start;
        json_decref(j);
        if (st != 200) break;
        /* until every stream of the game has one more event (5 s at most) */
        int waiting = b->count;
        int *seen = calloc((size_t)b->count, sizeof *seen);
        for (int i = 0; i < b->count; i++) seen[i] = events[b->first + i];
        while (waiting > 0 && now_ms() - start < 5000) {
            int n = epoll_wait(ep, ready, 256, 100);
            for (int e = 0; e < n; e++) {
                int i = (int)ready[e].data.u32;
                ssize_t got = read(fd[i], buf, sizeof buf - 1);
                if (got <= 0) continue;
                buf[got] = 0;
                for (char *p = buf; (p = strstr(p, "data:")); p += 5) {
                    events[i]++;
                    if (i >= b->first && i < b->first + b->count && events[i] == seen[i - b->first] + 1) waiting--;
                }
            }
        }
        free(seen);
        fan_out[made] = now_ms() - start;
        made++;
        if (waiting > 0 || !refresh(port, b)) break;
    }
    qsort(round_trip, (size_t)made, sizeof *round_trip, compare);
    qsort(fan_out, (size_t)made, sizeof *fan_out, compare);
    double per_stream_kib = opened ? (double)(rss1 - rss0) / opened : 0;

    printf("cardtable serve with open live streams: %d streams over %d games, %d answers meanwhile\n", streams, games,
           answers);
    printf("streams open with their first event: %d of %d in %.1f s     target 10000: %s\n", with_first, streams,
           open_s, with_first >= 10000 ? "met" : streams < 10000 ? "not tried (fewer asked)" : "NOT met");
    printf("server memory: %.1f MiB before, %.1f MiB with the streams; per idle stream %.2f KiB     target <= 8 KiB: %s\n",
           rss0 / 1024.0, rss1 / 1024.0, per_stream_kib, per_stream_kib <= 8 ? "met" : "NOT met");
    printf("server threads: %ld before, %ld with the streams (none per stream)\n", threads0, threads1);
    printf("answers made while open: %d of %d\n", made, answers);
    printf("answer round trip ms: p50 %.2f, p99 %.2f, max %.2f     target p99 <= 20: %s\n", pick(round_trip, made, 0.5),
           pick(round_trip, made, 0.99), made ? round_trip[made - 1] : 0,
           made && pick(round_trip, made, 0.99) <= 20 ? "met" : "NOT met");
    printf("answer to every stream of its game (%d each) ms: p50 %.2f, p99 %.2f, max %.2f     target <= 1000: %s\n",
           streams / games, pick(fan_out, made, 0.5), pick(fan_out, made, 0.99), made ? fan_out[made - 1] : 0,
           made && fan_out[made - 1] <= 1000 ? "met" : "NOT met");
    status = made == answers && with_first == streams ? 0 : 1;
    for (int i = 0; i < streams; i++)
        if (events[i] || fd[i] >= 0) close(fd[i]);
    close(ep);
done:
    t0 = now_ms();
    kill(server, SIGTERM);
    waitpid(server, NULL, 0);
    close(keep);
    printf("server stopped in %.0f ms after SIGTERM\n", now_ms() - t0);
    unlink(db);
    char wal[80];
    snprintf(wal, sizeof wal, "%s-wal", db);
    unlink(wal);
    snprintf(wal, sizeof wal, "%s-shm", db);
    unlink(wal);
    rmdir(dir);
    free(g);
    free(fd);
    free(events);
    free(round_trip);
    free(fan_out);
    return status;
}
