"""build_ffi.py: writes the C source of the `_cardtable` extension module with cffi (API mode).

    /usr/bin/python3 python/build_ffi.py OUT.c

CMake (python/CMakeLists.txt) compiles OUT.c with ctpy.c and a position-independent build
of the engine and the bots into the module; this script only declares what Python may
call (the declarations below are checked against the real headers when OUT.c compiles).
"""
import sys

import cffi

CDEF = r"""
#define CT_MAX_SEATS ...
#define CT_MAX_OPTIONS ...
#define CT_NAME_SIZE ...
#define CT_VIEW_UNKNOWN ...
#define CT_VIEW_AREAS ...
#define CT_VIEW_CARDS ...
#define CT_VIEW_COUNTERS ...
#define CT_VIEW_OPTIONS ...
#define CT_VIEW_TEXT ...
#define CT_RESULT_LINES ...
#define CT_RESULT_TEXT ...
#define CT_CARD_FACE_DOWN ...
#define CT_CARD_ACTIVE ...

typedef enum ct_status {
    CT_OK, CT_ERR_OPTIONS, CT_ERR_ILLEGAL, CT_ERR_OVER, CT_ERR_RECORD, CT_ERR_LIMIT, CT_ERR_MEMORY
} ct_status;
typedef struct ct_error { ct_status code; char message[...]; } ct_error;

typedef struct ct_game { int version; const char *name; size_t state_size; ...; } ct_game;
const ct_game *ct_find_game(const char *name);
const ct_game *ct_game_at(int index);

typedef struct ct_view_area {
    uint16_t label; uint8_t kind; int8_t seat; uint16_t size; uint16_t first_card; uint16_t card_count;
} ct_view_area;
typedef struct ct_view_card { uint16_t id; uint16_t face; uint16_t name; uint16_t flags; int8_t seat; } ct_view_card;
typedef struct ct_view_counter { uint16_t label; int16_t value; int16_t card; int8_t seat; } ct_view_counter;
typedef struct ct_view_option { uint16_t value; uint16_t name; uint16_t label; } ct_view_option;
typedef struct ct_view {
    int version; int8_t seat; uint8_t seats; int8_t to_move; int8_t turn; bool over; bool truncated;
    uint16_t status; uint16_t prompt; uint16_t seat_label[...];
    int option_count; ct_view_option option[...];
    int area_count, card_count, counter_count;
    ct_view_area area[...]; ct_view_card card[...]; ct_view_counter counter[...];
    uint32_t text_used; char text[...];
} ct_view;

typedef struct ct_result_line { int8_t seat; int16_t points; uint16_t text; } ct_result_line;
typedef struct ct_result {
    bool over; bool truncated; uint8_t seats; uint32_t winners; int score[...];
    uint16_t ending; int line_count; ct_result_line line[...]; uint32_t text_used; char text[...];
} ct_result;

typedef struct ct_record { const ct_game *game; char options[...]; uint64_t seed; uint16_t *answers; size_t count; ...; } ct_record;
ct_status ct_record_start(ct_record *rec, const ct_game *game, const char *options, uint64_t seed, void *state, ct_error *err);
ct_status ct_record_play(ct_record *rec, void *state, int option, ct_error *err);
char *ct_record_to_text(const ct_record *rec, ct_error *err);
ct_status ct_record_from_text(ct_record *rec, const char *text, void *state, size_t max_answers, ct_error *err);
void ct_record_free(ct_record *rec);
void free(void *);

typedef struct ct_agent { ...; } ct_agent;
bool ct_agent_parse(const char *text, uint64_t seed, ct_agent *out, char *why, size_t size);
int ct_agent_choose(ct_agent *agent, const ct_game *game, const void *state);

ct_status ctpy_new_game(const ct_game *game, void *state, const char *options, uint64_t seed, ct_error *err);
int ctpy_seat_count(const ct_game *game, const void *state);
int ctpy_to_move(const ct_game *game, const void *state);
int ctpy_legal(const ct_game *game, const void *state, uint16_t *out);
void ctpy_option_name(const ct_game *game, const void *state, int option, char *buf, size_t size);
void ctpy_prompt(const ct_game *game, const void *state, char *buf, size_t size);
ct_status ctpy_apply(const ct_game *game, void *state, int option, ct_error *err);
bool ctpy_is_over(const ct_game *game, const void *state);
void ctpy_scores(const ct_game *game, const void *state, int *out);
void ctpy_returns(const ct_game *game, const void *state, double *out);
bool ctpy_determinize(const ct_game *game, void *state, int seat, uint64_t seed);
bool ctpy_presents(const ct_game *game);
void ctpy_observe(const ct_game *game, const void *state, int seat, ct_view *out);
void ctpy_result(const ct_game *game, const void *state, ct_result *out);
void ctpy_option_label(const ct_game *game, const void *state, int option, char *buf, size_t size);
bool ctpy_card_text(const ct_game *game, const void *state, int face, char *name, size_t name_size, char *text, size_t text_size);
int ctpy_random_playout(const ct_game *game, void *state, uint64_t seed);
"""


def main(out_path):
    ffi = cffi.FFI()
    ffi.cdef(CDEF)
    ffi.set_source("_cardtable", '#include <stdlib.h>\n#include "ctpy.h"\n')
    ffi.emit_c_code(out_path)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: build_ffi.py OUT.c")
    main(sys.argv[1])
