/* serve.c: `cardtable serve [--listen ADDR:PORT] [--db FILE] [--rate N] [--durable]`: opens the
 * database (refusing one that is not ours), loads and resumes every game, and serves
 * the page and the API until SIGINT or SIGTERM. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "server.h"

static void serve_usage(FILE *out) {
    fprintf(out, "usage: cardtable serve [--listen ADDR:PORT] [--db FILE] [--rate N] [--durable]\n"
                 "  --listen ADDR:PORT  where to listen (default 127.0.0.1:8080; port 0 picks a free one;\n"
                 "                      [::1]:8080 for IPv6)\n"
                 "  --db FILE           the games' database (default cardtable.db; created if missing)\n"
                 "  --rate N            requests per second allowed per client address (default 50; 0: no limit)\n"
                 "  --durable           sync every answer to the disk, not only to the system: survives a power\n"
                 "                      loss too, at a few ms per answer (a killed server loses nothing either way)\n");
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
    double rate = 50;
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
            int n;
            if (!cli_parse_int(val, 0, 1000000, &n)) {
                fprintf(stderr, "cardtable serve: --rate must be a whole number from 0 to 1000000, not '%s'\n", val);
                return 2;
            }
            rate = n;
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
    server *sv = malloc(sizeof *sv);
    if (!sv || !server_init(sv, db, rate, why, sizeof why)) {
        fprintf(stderr, "cardtable serve: %s\n", sv ? why : "out of memory");
        free(sv);
        store_close(db);
        return 2;
    }
    int status = 0;
    if (!server_load_games(sv, why, sizeof why)) {
        fprintf(stderr, "cardtable serve: %s: %s\n", db_path, why);
        status = 2;
        goto done;
    }
    struct MHD_Daemon *d = MHD_start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL |
            (addr.ss_family == AF_INET6 ? MHD_USE_IPv6 : 0),
        0, NULL, NULL, (MHD_AccessHandlerCallback)http_handle, sv, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
        MHD_OPTION_NOTIFY_COMPLETED, http_completed, sv, MHD_OPTION_CONNECTION_LIMIT, (unsigned)4000,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)120, MHD_OPTION_THREAD_STACK_SIZE, (size_t)(1 << 20),
        MHD_OPTION_END);
    if (!d) {
        fprintf(stderr, "cardtable serve: cannot listen on %s (in use, or not an address of this machine)\n", listen);
        status = 2;
        goto done;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    char host[64];
    snprintf(host, sizeof host, "%.*s", (int)(strrchr(listen, ':') - listen), listen);
    printf("cardtable serve: http://%s:%u/ (%zu game%s in %s)\n", host, info ? info->port : 0, sv->game_count,
           sv->game_count == 1 ? "" : "s", db_path);
    fflush(stdout);
    int sig;
    sigwait(&stop, &sig);
    sv->stopping = true;
    server_wake_all(sv);
    MHD_stop_daemon(d);
    printf("cardtable serve: stopped\n");
done:
    server_stop(sv);
    free(sv);
    store_close(db);
    return status;
}
