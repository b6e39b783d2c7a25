/* fuzz_record.c: libFuzzer harness for the game record reader (ct_record_from_text,
 * what `play --resume` and `replay` use). A record it accepts must be written back
 * (ct_record_to_text) and read again to the same game, names, bots and text; one it
 * refuses must say why in one line. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cardtable.h"
#include "redrising.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 100000) return 0;
    char *text = malloc(size + 1);
    rr_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
    if (!text || !s || !t) abort();
    memcpy(text, data, size);
    text[size] = 0;
    ct_record rec, again;
    ct_error err;
    if (ct_record_from_text(&rec, text, s, SIZE_MAX, &err) != CT_OK) {
        if (!err.message[0] || strchr(err.message, '\n')) abort(); /* one line that says why */
    } else {
        char *written = ct_record_to_text(&rec, &err);
        if (!written) abort();
        if (ct_record_from_text(&again, written, t, SIZE_MAX, &err) != CT_OK) abort();
        if (again.count != rec.count || (rec.count && memcmp(again.answers, rec.answers, rec.count * sizeof *rec.answers))) abort();
        if (memcmp(again.seat_name, rec.seat_name, sizeof rec.seat_name) || memcmp(again.seat_bot, rec.seat_bot, sizeof rec.seat_bot))
            abort();
        if (again.note_count != rec.note_count || !rr_board_equal(&s->now, &t->now)) abort();
        char *twice = ct_record_to_text(&again, &err);
        if (!twice || strcmp(twice, written)) abort();
        if (rec.count) { /* taking back the last answer is the game one answer earlier */
            if (ct_record_truncate(&again, rec.count - 1, t, &err) != CT_OK || again.count != rec.count - 1) abort();
        }
        free(twice);
        free(written);
        ct_record_free(&again);
        ct_record_free(&rec);
    }
    free(text);
    free(s);
    free(t);
    return 0;
}
