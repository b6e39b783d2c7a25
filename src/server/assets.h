/* assets.h: the web page's files, embedded in the program at build time
 * (cmake/embed.cmake writes web_assets.c from web/). */
#ifndef CT_ASSETS_H
#define CT_ASSETS_H

#include <stddef.h>

typedef struct web_asset {
    const char *path; /* "/index.html" */
    const unsigned char *data;
    size_t size;
} web_asset;

/* Ends with an entry whose path is NULL. */
extern const web_asset web_assets[];

#endif
