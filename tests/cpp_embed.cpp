// cpp_embed.cpp: a C++ program using cardtable as a third party would: the installed
// headers as <cardtable/...> and the installed libcardtable.a (tests/install_cpp_test.sh
// builds it). It plays one random game of every registered game through the table, with
// every seat's view at each step, and prints one line per game.
#include <cardtable/cardtable.h>
#include <cardtable/ct_agent.h>
#include <cardtable/ct_optset.h>
#include <cardtable/ct_view.h>
#include <cardtable/redrising.h>
#include <cardtable/redrising_narrate.h>
#include <cardtable/rone.h>

#include <cstdio>
#include <memory>
#include <vector>

int main() {
    auto view = std::make_unique<ct_view>();
    int games = 0;
    for (int i = 0; const ct_game *g = ct_game_at(i); i++) {
        std::vector<unsigned char> state(g->state_size);
        ct_error err;
        if (g->new_game(state.data(), "", 7, &err) != CT_OK) {
            std::fprintf(stderr, "%s: %s\n", g->name, err.message);
            return 1;
        }
        uint64_t rng = 7;
        int decisions = 0;
        while (!g->is_over(state.data())) {
            for (int seat = 0; seat < g->seat_count(state.data()); seat++) g->observe(state.data(), seat, view.get());
            uint16_t options[CT_MAX_OPTIONS];
            int n = g->legal(state.data(), options);
            if (g->apply(state.data(), options[ct_uniform_draw(&rng, n)], &err) != CT_OK) {
                std::fprintf(stderr, "%s: %s\n", g->name, err.message);
                return 1;
            }
            decisions++;
        }
        ct_result result;
        g->result(state.data(), &result);
        std::printf("%s: over after %d decisions, %d winner bits, ended by %s\n", g->name, decisions,
                    __builtin_popcount(result.winners), ct_result_str(&result, result.ending));
        games++;
    }
    // a game's own header, from C++: Red Rising's card names
    std::printf("%d games; the first Red Rising card is %s\n", games, rr_cards[0].name);
    return games >= 2 ? 0 : 1;
}
