/* test_card_blocks.c: Red Rising's per-card byte loops (src/redrising/card_blocks.h) work
 * for any card count, not only today's 112 (a multiple of 16): a new card is a table entry.
 * Each count from 0 to 160 is run on arrays of exactly that many bytes (malloc'd, so
 * AddressSanitizer stops a whole 16-byte block read or written past the last card) against
 * a byte-at-a-time reference. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "card_blocks.h"
#include "splitmix64.h"

static void *exactly(size_t n) {
    void *p = malloc(n ? n : 1);
    assert_non_null(p);
    return p;
}

static void unknown_cards_any_count(void **state) {
    (void)state;
    uint64_t rng = 27;
    for (int count = 0; count <= 160; count++) {
        bool *now = exactly((size_t)count), *then = exactly((size_t)count), *unknown = exactly((size_t)count);
        uint8_t *seen_now = exactly((size_t)count), *seen_then = exactly((size_t)count);
        for (int c = 0; c < count; c++) {
            uint64_t r = ct_splitmix64(&rng);
            now[c] = r & 1, then[c] = r >> 1 & 1;
            seen_now[c] = (uint8_t)(r >> 8 & 0x3f), seen_then[c] = (uint8_t)(r >> 16 & 0x3f);
        }
        for (int seat = 0; seat < 6; seat++) {
            uint8_t bit = (uint8_t)(1u << seat);
            rr_unknown_bytes(count, now, then, seen_now, seen_then, bit, unknown);
            for (int c = 0; c < count; c++)
                assert_int_equal(unknown[c], now[c] && then[c] && !((seen_now[c] | seen_then[c]) & bit));
        }
        free(now), free(then), free(unknown), free(seen_now), free(seen_then);
    }
}

static void a_card_is_found_at_any_count(void **state) {
    (void)state;
    for (int count = 0; count <= 160; count++) {
        uint8_t *order = exactly((size_t)count);
        for (int i = 0; i < count; i++) order[i] = (uint8_t)(count - 1 - i); /* a permutation, reversed */
        for (int card = 0; card < count; card++) assert_int_equal(rr_byte_index(order, count, card), count - 1 - card);
        assert_int_equal(rr_byte_index(order, count, count), -1); /* not there */
        assert_int_equal(rr_byte_index(order, count, 255), -1);
        free(order);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(unknown_cards_any_count),
        cmocka_unit_test(a_card_is_found_at_any_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
