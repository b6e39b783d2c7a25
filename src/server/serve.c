/* serve.c: `cardtable serve [--listen ADDR:PORT] [--db FILE|URI] [--rate N] [--durable] ...`:
 * opens the database (refusing one that is not ours, cannot be written, or another
 * server holds), and serves the page and the API on libmicrohttpd's event loop (epoll,
 * a few threads for every connection) until SIGINT or SIGTERM. Games are loaded from the
 * database when they are opened. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cli.h"
#include "server.h"

static void serve_usage(FILE *out) {
    fprintf(out, "usage: cardtable serve [--listen ADDR:PORT] [--db FILE|URI] [--rate N] [--durable] [--max-bot-ms MS]\n"
                 "                       [--games-per-hour N] [--connections-per-address N] [--header-seconds S]\n"
                 "                       [--unload-after S]\n"
                 "  --listen ADDR:PORT  where to listen (default 127.0.0.1:8080; port 0 picks a free one;\n"
                 "                      [::1]:8080 for IPv6)\n"
                 "  --db FILE|URI       the games' database: an SQLite file (default cardtable.db; created if\n"
                 "                      missing), or PostgreSQL as postgresql://USER@HOST/DATABASE (a libpq URI)\n"
                 "  --rate N            requests per second allowed per client address (default 50; 0: no limit)\n"
                 "  --durable           sync every answer to the disk, not only to the system: survives a power\n"
                 "                      loss too, at a few ms per answer (a killed server loses nothing either way)\n"
                 "  --max-bot-ms MS     the longest a bot may think for one move (default 2000; 1 to 60000): a\n"
                 "                      game asking for more is refused\n"
                 "  --games-per-hour N  new games allowed per client address an hour (default 60; 0: no limit)\n"
                 "  --connections-per-address N  open connections allowed per client address (default 100; 0: no limit)\n"
                 "  --header-seconds S  a request (its headers and body) must arrive within S seconds (default 10)\n"
                 "  --unload-after S    a game nobody opened for S seconds leaves memory (default 600); it is\n"
                 "                      read back from the database when next opened\n");
}

/* SQLite maps the -shm file into memory: if it is cut short or cannot be written while
 * serving, reading it raises SIGBUS. Say so in one line and stop (every answer
 * acknowledged is already in the database). */
static void on_bus_error(int sig) {
    (void)sig;
    static const char line[] = "cardtable serve: the database's shared-memory file (-shm) can no longer be read or "
                               "written (disk full, or changed by something else): stopping; every acknowledged "
                               "answer is in the database\n";
    ssize_t wrote = write(2, line, sizeof line - 1);
    (void)wrote;
    _exit(2);
}

/* As many open files as allowed (a connection is one); how many connections to take. */
static unsigned connection_room(void) {
    struct rlimit r;
    if (getrlimit(RLIMIT_NOFILE, &r)) return 1000;
    if (r.rlim_cur < r.rlim_max) {
        r.rlim_cur = r.rlim_max;
        setrlimit(RLIMIT_NOFILE, &r);
        getrlimit(RLIMIT_NOFILE, &r);
    }
    rlim_t room = r.rlim_cur > 100000 ? 100000 : r.rlim_cur;
    return room > 400 ? (unsigned)(room - 200) : (unsigned)(room / 2);
}

/* --db as it may be printed: a connection URI's password (user:PASSWORD@ or
 * password=PASSWORD) as ***. */
static void shown_db(const char *db, char *out, size_t size) {
    size_t n = 0;
    const char *start = strstr(db, "://"), *at = start ? strchr(start + 3, '@') : NULL, *slash = start ? strchr(start + 3, '/') : NULL;
    const char *colon = start ? strchr(start + 3, ':') : NULL;
    for (const char *p = db; *p && n + 4 < size;) {
        if (at && colon && colon < at && (!slash || at < slash) && p == colon + 1) {
            n += (size_t)snprintf(out + n, size - n, "***");
            p = at;
        } else if (start && !strncmp(p, "password=", 9) && (p == db || p[-1] == '?' || p[-1] == '&')) {
            n += (size_t)snprintf(out + n, size - n, "password=***");
            p += strcspn(p, "&");
        } else {
            out[n++] = *p++;
        }
    }
    out[n] = 0;
}

/* A whole-number option from lo to hi into out; false (with the one-line error printed) if not. */
static bool number_option(const char *name, const char *val, int lo, int hi, int *out) {
    if (cli_parse_int(val, lo, hi, out)) return true;
    fprintf(stderr, "cardtable serve: %s must be a whole number from %d to %d, not '%s'\n", name, lo, hi, val);
    return false;
}

/* "127.0.0.1:8080" or "[::1]:8080" into a socket address. */
static bool parse_listen(const char *text, struct sockaddr_storage *out, socklen_t *len) {
    char host[64];
    const char *colon = strrchr(text, ':');
    if (!colon || (size_t)(colon - text) >= sizeof host) return false;
    memcpy(host, text, (size_t)(colon - text));
    host[colon - text] = 0;
    int port;
    if (!cli_parse_int(colon + 1, 0, 65535, &port)) return false;
    memset(out, 0, sizeof *out);
    size_t hl = strlen(host);
    if (hl > 2 && host[0] == '[' && host[hl - 1] == ']') {
        host[hl - 1] = 0;
        struct sockaddr_in6 *a = (struct sockaddr_in6 *)out;
        a->sin6_family = AF_INET6;
        a->sin6_port = htons((uint16_t)port);
        *len = sizeof *a;
        return inet_pton(AF_INET6, host + 1, &a->sin6_addr) == 1;
    }
    struct sockaddr_in *a = (struct sockaddr_in *)out;
    a->sin_family = AF_INET;
    a->sin_port = htons((uint16_t)port);
    *len = sizeof *a;
    return inet_pton(AF_INET, host, &a->sin_addr) == 1;
}

int cli_serve(int argc, char **argv) {
    const char *listen = "127.0.0.1:8080", *db_path = "cardtable.db";
    int rate = 50, max_bot_ms = 2000, games_per_hour = 60, per_address = 100, header_seconds = 10,
        unload_after = 600;
    bool durable = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            serve_usage(stdout);
            return 0;
        }
        if (!strcmp(argv[i], "--durable")) {
            durable = true;
            continue;
        }
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!val) {
            fprintf(stderr, "cardtable serve: %s needs a value (see cardtable serve --help)\n", argv[i]);
            return 2;
        }
        if (!strcmp(argv[i], "--listen")) listen = val;
        else if (!strcmp(argv[i], "--db")) db_path = val;
        else if (!strcmp(argv[i], "--rate")) {
            if (!number_option(argv[i], val, 0, 1000000, &rate)) return 2;
        } else if (!strcmp(argv[i], "--max-bot-ms")) {
            if (!number_option(argv[i], val, 1, 60000, &max_bot_ms)) return 2;
        } else if (!strcmp(argv[i], "--games-per-hour")) {
            if (!number_option(argv[i], val, 0, 1000000, &games_per_hour)) return 2;
        } else if (!strcmp(argv[i], "--connections-per-address")) {
            if (!number_option(argv[i], val, 0, 100000, &per_address)) return 2;
        } else if (!strcmp(argv[i], "--header-seconds")) {
            if (!number_option(argv[i], val, 1, 3600, &header_seconds)) return 2;
        } else if (!strcmp(argv[i], "--unload-after")) {
            if (!number_option(argv[i], val, 1, 100000000, &unload_after)) return 2;
        } else {
            fprintf(stderr, "cardtable serve: unknown option '%s' (see cardtable serve --help)\n", argv[i]);
            return 2;
        }
        i++;
    }
    struct sockaddr_storage addr;
    socklen_t addr_len;
    if (!parse_listen(listen, &addr, &addr_len)) {
        fprintf(stderr, "cardtable serve: --listen takes ADDR:PORT (127.0.0.1:8080, [::1]:8080), not '%s'\n", listen);
        return 2;
    }
    char why[700];
    char db_shown[600];
    shown_db(db_path, db_shown, sizeof db_shown);
    store *db = store_open(db_path, durable, why, sizeof why);
    if (!db) {
        fprintf(stderr, "cardtable serve: %s\n", why);
        return 2;
    }
    /* the signals are waited for below, in this thread only */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);
    signal(SIGBUS, on_bus_error);
    server_limits limits = {rate, games_per_hour, max_bot_ms, header_seconds, unload_after};
    server *sv = malloc(sizeof *sv);
    if (!sv || !server_init(sv, db, &limits, why, sizeof why)) {
        fprintf(stderr, "cardtable serve: %s\n", sv ? why : "out of memory");
        free(sv);
        store_close(db);
        return 2;
    }
    int status = 0;
    /* other servers on the same database (PostgreSQL): their changes are read again */
    if (!store_watch(db, games_changed_elsewhere, sv, why, sizeof why)) {
        fprintf(stderr, "cardtable serve: %s: %s\n", db_shown, why);
        status = 2;
        goto done;
    }
    long stored = store_game_count(db, why, sizeof why);
    if (stored < 0) {
        fprintf(stderr, "cardtable serve: %s: %s\n", db_shown, why);
        status = 2;
        goto done;
    }
    /* bots and turn clocks: this database's due jobs, claimed (those of games made on other servers too) */
    if (!jobs_start(sv, why, sizeof why)) {
        fprintf(stderr, "cardtable serve: %s\n", why);
        status = 2;
        goto done;
    }
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    /* every connection on a few threads, each its own epoll; a live stream with nothing
     * to say is suspended (streams.c), so it costs memory only */
    struct MHD_Daemon *d = MHD_start_daemon(
        MHD_USE_EPOLL_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME | (addr.ss_family == AF_INET6 ? MHD_USE_IPv6 : 0), 0,
        NULL, NULL, (MHD_AccessHandlerCallback)http_handle, sv, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
        MHD_OPTION_NOTIFY_COMPLETED, http_completed, sv, MHD_OPTION_NOTIFY_CONNECTION, heads_notify, sv,
        MHD_OPTION_URI_LOG_CALLBACK, http_uri_seen, sv, MHD_OPTION_THREAD_POOL_SIZE,
        (unsigned)(cores < 2 ? 2 : cores > 8 ? 8 : cores), MHD_OPTION_CONNECTION_LIMIT, connection_room(),
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned)per_address, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)120,
        MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned)1024, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)6144,
        MHD_OPTION_END);
    if (!d) {
        fprintf(stderr, "cardtable serve: cannot listen on %s (in use, or not an address of this machine)\n", listen);
        status = 2;
        goto done;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    char host[64];
    snprintf(host, sizeof host, "%.*s", (int)(strrchr(listen, ':') - listen), listen);
    printf("cardtable serve: http://%s:%u/ (%ld game%s in %s)\n", host, info ? info->port : 0, stored,
           stored == 1 ? "" : "s", db_shown);
    fflush(stdout);
    int sig;
    sigwait(&stop, &sig);
    sv->stopping = true;
    server_wake_streams(sv); /* each stream ends: none may be suspended when the daemon stops */
    MHD_stop_daemon(d);
    printf("cardtable serve: stopped\n");
done:
    store_watch(db, NULL, NULL, why, sizeof why); /* no other server's news after this */
    jobs_stop(sv);
    server_stop(sv);
    jobs_free(sv);
    free(sv);
    store_close(db);
    return status;
}
