// rone_cardfile.cpp: the RONE card-file loader (rone_cardfile.h): parses the TOML text with
// toml++ (which gives each node's source line), checks every field, and compiles each card
// into the engine's records (rone_card_def, rone_ability, rone_step) owned by one object.
// The vocabulary (keys, verbs, selectors, conditions) is docs/RONE.md's "Writing cards".
#include "rone_cardfile.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <new>
#include <set>
#include <string>
#include <vector>

// toml++ 3.3 states some of its own assumptions with TOML_ASSERT_ASSUME: an assert() in
// debug builds and a compiler assumption under NDEBUG, and a malformed table header ("[#")
// breaks one (an abort, or undefined behaviour; found by fuzz_rone_cards). Its parser has
// the error path for that input right after; so here those checks are neither asserts nor
// assumptions, and the file is refused with toml++'s message and line.
#ifdef NDEBUG
#define RONE_CARDFILE_NDEBUG
#undef NDEBUG
#endif
#define TOML_ASSERT(expr) static_cast<void>(0)
#include <toml++/toml.h>
#ifdef RONE_CARDFILE_NDEBUG
#define NDEBUG
#endif

namespace {

struct Fault {
    long line;
    std::string what;
};

[[noreturn]] void fail(long line, const std::string &what) { throw Fault{line, what}; }

long line_of(const toml::node &n) { return (long)n.source().begin.line; }

// toml++ 3.3 has a second broken assumption: its test for non-ASCII white space reaches
// __builtin_unreachable for most code points (U+00A1 and on), and it asks that question of
// any non-ASCII character outside a string or comment, and after a line-ending backslash in
// a multi-line basic string (found by fuzz_rone_cards). TOML allows a non-ASCII character
// only inside a string or a comment anyway, so before toml++ reads the text this scan
// refuses one anywhere else, naming its line (0 when there is none).
long misplaced_non_ascii(const char *text, size_t length) {
    enum { PLAIN, COMMENT, BASIC, LITERAL, ML_BASIC, ML_LITERAL } state = PLAIN;
    long line = 1;
    auto starts = [&](size_t i, const char *word) {
        size_t n = std::strlen(word);
        return i + n <= length && !std::memcmp(text + i, word, n);
    };
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n') line++;
        switch (state) {
        case PLAIN:
            if (c >= 0x80) return line;
            if (c == '#') state = COMMENT;
            else if (starts(i, "\"\"\"")) state = ML_BASIC, i += 2;
            else if (starts(i, "'''")) state = ML_LITERAL, i += 2;
            else if (c == '"') state = BASIC;
            else if (c == '\'') state = LITERAL;
            break;
        case COMMENT:
            if (c == '\n') state = PLAIN;
            break;
        case BASIC:
            if (c == '\\' && i + 1 < length && text[i + 1] != '\n') i++; // an escaped character
            else if (c == '"' || c == '\n') state = PLAIN;             // the end (or toml++'s error)
            break;
        case LITERAL:
            if (c == '\'' || c == '\n') state = PLAIN;
            break;
        case ML_BASIC:
            if (c == '\\' && i + 1 < length) {
                if (!blank(text[i + 1])) { // an escaped character
                    i++;
                    break;
                }
                size_t j = i + 1; // a line-ending backslash: toml++ skips the white space after it
                for (; j < length && blank(text[j]); j++)
                    if (text[j] == '\n') line++;
                if (j < length && (unsigned char)text[j] >= 0x80) return line;
                i = j - 1;
            } else if (starts(i, "\"\"\"")) {
                for (i += 2; i + 1 < length && text[i + 1] == '"';) i++; // up to two more quotes end the content
                state = PLAIN;
            }
            break;
        case ML_LITERAL:
            if (starts(i, "'''")) {
                for (i += 2; i + 1 < length && text[i + 1] == '\'';) i++;
                state = PLAIN;
            }
            break;
        }
    }
    return 0;
}

// Parses text with toml++, or throws its first fault (a misplaced non-ASCII character, or
// toml++'s own message) with its line.
toml::table parse_toml(const char *text, size_t length, const char *path) {
    if (long line = misplaced_non_ascii(text, length))
        fail(line, "not TOML: a character outside ASCII may stand only inside a quoted string or a comment");
    try {
        return toml::parse(std::string_view(text, length), std::string_view(path));
    } catch (const toml::parse_error &e) {
        fail((long)e.source().begin.line, "not TOML: " + std::string(e.description()));
    }
}


const std::map<std::string, int> kTypes = {{"unit", RONE_UNIT}, {"tactic", RONE_TACTIC}, {"technology", RONE_TECH},
                                           {"hero", RONE_HERO}};
const std::map<std::string, int> kKeywords = {{"defender", RONE_KW_DEFENDER}, {"invisibility", RONE_KW_INVISIBILITY},
                                              {"detection", RONE_KW_DETECTION}, {"flying", RONE_KW_FLYING},
                                              {"shield", RONE_KW_SHIELD}, {"slow", RONE_KW_SLOW}};
const std::map<std::string, int> kEvents = {{"battlefield", RONE_EV_BATTLEFIELD}, {"death", RONE_EV_DEATH},
                                            {"recycle", RONE_EV_RECYCLE}, {"combat", RONE_EV_COMBAT},
                                            {"strike", RONE_EV_STRIKE}, {"turn_start", RONE_EV_TURN_START},
                                            {"turn_end", RONE_EV_TURN_END}, {"unit_enters", RONE_EV_UNIT_ENTERS},
                                            {"unit_dies", RONE_EV_UNIT_DIES}, {"hero_damaged", RONE_EV_HERO_DAMAGED},
                                            {"tactic_played", RONE_EV_TACTIC_PLAYED},
                                            {"attack_declared", RONE_EV_ATTACK_DECLARED}, {"level_up", RONE_EV_LEVEL_UP}};
const std::map<std::string, int> kWhose = {{"own", RONE_WHOSE_OWN}, {"enemy", RONE_WHOSE_ENEMY}, {"any", RONE_WHOSE_ANY}};
const std::map<std::string, int> kVerbs = {
    {"damage", RONE_V_DAMAGE}, {"health", RONE_V_HEALTH},   {"melee", RONE_V_MELEE},
    {"ranged", RONE_V_RANGED}, {"exhaust", RONE_V_EXHAUST}, {"refresh", RONE_V_REFRESH},
    {"draw", RONE_V_DRAW},     {"water", RONE_V_WATER},     {"destroy", RONE_V_DESTROY},
    {"remove", RONE_V_REMOVE}, {"return", RONE_V_RETURN},   {"control", RONE_V_CONTROL},
    {"grant", RONE_V_GRANT},   {"copy", RONE_V_COPY},       {"bury", RONE_V_BURY},
    {"grave_remove", RONE_V_GRAVE_REMOVE}, {"discard", RONE_V_DISCARD}, {"revive", RONE_V_REVIVE},
    {"script", RONE_V_SCRIPT}};
const std::set<std::string> kNeedsAmount = {"damage", "health", "melee", "ranged", "exhaust",
                                            "refresh", "draw", "water", "bury", "grave_remove", "discard"};
const std::set<std::string> kPlayerVerbs = {"draw", "water", "bury", "grave_remove", "discard", "revive"};
const std::map<std::string, int> kBases = {{"unit", RONE_SEL_UNIT}, {"hero", RONE_SEL_HERO}, {"card", RONE_SEL_CARD},
                                           {"tech", RONE_SEL_TECH}, {"player", RONE_SEL_PLAYER},
                                           {"permanent", RONE_SEL_PERMANENT}};
const std::map<std::string, int> kFilters = {{"own", RONE_F_OWN},         {"enemy", RONE_F_ENEMY},
                                             {"other", RONE_F_OTHER},     {"active", RONE_F_ACTIVE},
                                             {"exhausted", RONE_F_EXHAUSTED}, {"has:battlefield", RONE_F_HAS_BATTLEFIELD},
                                             {"damaged", RONE_F_DAMAGED}, {"flying", RONE_F_FLYING},
                                             {"ranged", RONE_F_RANGED},   {"melee_only", RONE_F_MELEE_ONLY},
                                             {"invisible", RONE_F_INVISIBLE}, {"defender", RONE_F_DEFENDER},
                                             {"attacking", RONE_F_ATTACKING}, {"defending", RONE_F_DEFENDING},
                                             {"in_combat", RONE_F_IN_COMBAT}};
// has:KIND: a trigger on that event, or an ability of that kind.
const std::map<std::string, int> kHasKinds = {{"death", RONE_EV_DEATH},   {"recycle", RONE_EV_RECYCLE},
                                              {"combat", RONE_EV_COMBAT}, {"strike", RONE_EV_STRIKE},
                                              {"turn_start", RONE_EV_TURN_START}, {"turn_end", RONE_EV_TURN_END},
                                              {"activated", 16}, {"static", 17}};
const std::map<std::string, int> kDurations = {{"permanent", RONE_UNTIL_PERMANENT},         {"turn_end", RONE_UNTIL_TURN_END},
                                               {"next_turn", RONE_UNTIL_NEXT_TURN},         {"my_next_turn", RONE_UNTIL_MY_NEXT_TURN},
                                               {"next_combat", RONE_UNTIL_NEXT_COMBAT},     {"source_leaves", RONE_UNTIL_SOURCE_LEAVES}};
const std::map<std::string, int> kStats = {{"melee", RONE_STAT_MELEE}, {"ranged", RONE_STAT_RANGED},
                                           {"health", RONE_STAT_HEALTH}, {"water_income", RONE_STAT_WATER_INCOME},
                                           {"card_income", RONE_STAT_CARD_INCOME}, {"speed", RONE_STAT_SPEED},
                                           {"cost", RONE_STAT_COST}, {"recycle", RONE_STAT_RECYCLE}};
const std::map<std::string, int> kKinds = {{"play", RONE_AB_PLAY}, {"activated", RONE_AB_ACTIVATED},
                                           {"trigger", RONE_AB_TRIGGER}, {"static", RONE_AB_STATIC}};
const std::set<std::string> kCardKeys = {"id",     "name",         "type",        "race",     "level",      "cost",
                                         "recycle", "health",      "melee",       "ranged",   "speed",      "water_income",
                                         "card_income", "keywords", "ability",    "initiative", "text",     "flavor",
                                         "copies"};
const std::set<std::string> kAbilityKeys = {"kind", "on", "do", "exhaust", "pay", "economic", "mod", "applies",
                                            "whose", "once_per_turn", "script", "filter", "if"};
const std::map<std::string, int> kCondFlags = {{"attacking", RONE_C_ATTACKING}, {"defending", RONE_C_DEFENDING},
                                               {"self.exhausted", RONE_C_SELF_EXHAUSTED}};
const std::map<std::string, int> kCondBound = {{"defending", RONE_C_BOUND_DEFENDING},
                                               {"destroyed", RONE_C_BOUND_DESTROYED}};
const std::map<std::string, int> kCondPlayer = {{"me.level", RONE_C_ME_LEVEL},   {"me.water", RONE_C_ME_WATER},
                                                {"me.hand", RONE_C_ME_HAND},     {"me.grave", RONE_C_ME_GRAVE},
                                                {"opp.level", RONE_C_OPP_LEVEL}, {"opp.water", RONE_C_OPP_WATER},
                                                {"opp.hand", RONE_C_OPP_HAND},   {"opp.grave", RONE_C_OPP_GRAVE}};
// Two-character operators first, so "<=" is not read as "<".
const std::vector<std::pair<std::string, int>> kOps = {{"==", RONE_OP_EQ}, {"!=", RONE_OP_NE}, {"<=", RONE_OP_LE},
                                                       {">=", RONE_OP_GE}, {"<", RONE_OP_LT},  {">", RONE_OP_GT}};

std::vector<std::string> split_words(const std::string &text) {
    std::vector<std::string> words;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace((unsigned char)text[i])) i++;
        size_t j = i;
        while (j < text.size() && !std::isspace((unsigned char)text[j])) j++;
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j;
    }
    return words;
}

// A whole decimal number with an optional sign, as Python's int() reads it; false otherwise.
bool parse_int(const std::string &text, long *out) {
    size_t i = 0;
    while (i < text.size() && std::isspace((unsigned char)text[i])) i++;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
    size_t digits = 0;
    long n = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; i++, digits++) {
        if (n > 100000) return false;
        n = n * 10 + (text[i] - '0');
    }
    while (i < text.size() && std::isspace((unsigned char)text[i])) i++;
    if (!digits || i != text.size()) return false;
    *out = negative ? -n : n;
    return true;
}

struct Owned {
    std::string origin;
    std::vector<std::unique_ptr<std::string>> strings;  // stable addresses for the const char *
    std::vector<rone_step> steps;
    std::vector<rone_ability> abilities;
    std::vector<rone_card_def> cards;
    std::vector<long> card_lines;  // where each card's table starts
    rone_set set{};

    const char *keep(const std::string &s) {
        strings.push_back(std::make_unique<std::string>(s));
        return strings.back()->c_str();
    }
};

class Loader {
  public:
    explicit Loader(Owned &out) : o_(out) {}
    void load(const toml::table &root);

  private:
    Owned &o_;
    std::string where_;  // "card ID: "
    long line_ = 0;      // the line of what is being read, for faults without a node of their own
    bool strike_ = false; // reading a Strike trigger's steps (player=trigger.player: the player hit)

    [[noreturn]] void bad(long line, const std::string &what) { fail(line, where_ + what); }
    [[noreturn]] void bad(const std::string &what) { fail(line_, where_ + what); }

    struct Sel {
        int base = 0;
        uint32_t filters = 0;
        rone_sel_more more{};
        bool valued = false;  // has a filter with a value (race:, level, health, has:KIND)
    };
    Sel selector(const std::string &text);
    std::pair<int, int> selector_plain(const std::string &text, const char *where);
    struct Cond {
        int cond = RONE_C_ALWAYS, op = 0, n = 0, base = 0, filters = 0;
        const char *race = nullptr;  // $x.race:NAME
    };
    Cond condition(const std::string &text, const std::map<std::string, int> &bound);
    rone_step step(const std::string &text, std::map<std::string, int> &bound);
    struct Costs {
        int water = 0, grave = 0, discard = 0, exhaust = 0, base = 0;
        uint32_t filters = 0;
    };
    Costs pay(const toml::node *costs);
    void steps_of(const toml::node *list, bool required, const std::map<std::string, int> &given = {});
    void script_step(const toml::node &name);
    int number(const toml::table &card, const char *key, long lo, long hi, bool grayable);
    void card(const toml::table &card);
    void check_heroes();
};

Loader::Sel Loader::selector(const std::string &text) {
    size_t dot = text.find('.');
    std::string base = text.substr(0, dot);
    auto b = kBases.find(base);
    if (b == kBases.end()) bad("unknown selector '" + base + "'");
    Sel sel;
    sel.base = b->second;
    while (dot != std::string::npos) {
        size_t next = text.find('.', dot + 1);
        std::string f = text.substr(dot + 1, next == std::string::npos ? std::string::npos : next - dot - 1);
        dot = next;
        bool negated = f.compare(0, 4, "not_") == 0;
        std::string plain = negated ? f.substr(4) : f;
        auto it = kFilters.find(plain);
        if (it != kFilters.end()) {
            sel.filters |= negated ? RONE_F_NOT(it->second) : (uint32_t)it->second;
            continue;
        }
        if (negated) bad("not_ goes with a plain filter, not '" + plain + "'");
        if (f.compare(0, 5, "race:") == 0) {
            std::string race = f.substr(5);
            if (race.empty() || race.find_first_of("\"\\") != std::string::npos) bad("race: needs a race name");
            if (sel.more.race) bad("one race: filter a selector");
            sel.more.race = o_.keep(race);
            sel.valued = true;
            continue;
        }
        if (f.compare(0, 4, "has:") == 0) {
            auto k = kHasKinds.find(f.substr(4));
            if (k == kHasKinds.end()) bad("unknown selector filter '" + f + "'");
            sel.more.has = (uint8_t)k->second;
            sel.valued = true;
            continue;
        }
        static const char *const numbered[] = {"level<=", "level>=", "health<="};
        bool done = false;
        for (int i = 0; i < 3 && !done; i++) {
            size_t len = std::strlen(numbered[i]);
            if (f.compare(0, len, numbered[i]) != 0) continue;
            long n;
            if (!parse_int(f.substr(len), &n) || n < 0 || n > 20) bad("filter '" + f + "': the number must be 0-20");
            int8_t *slot = i == 0 ? &sel.more.level_le : i == 1 ? &sel.more.level_ge : &sel.more.health_le;
            *slot = (int8_t)(n + 1);
            sel.valued = done = true;
        }
        if (!done) bad("unknown selector filter '" + f + "'");
    }
    if (sel.valued) sel.filters |= RONE_F_MORE; // the engine's quick test for sel.more
    return sel;
}

// A selector without filters that carry a value (count(), where there is no room for them).
std::pair<int, int> Loader::selector_plain(const std::string &text, const char *where) {
    Sel sel = selector(text);
    if (sel.valued) bad(std::string("race:, level, health and has: filters are not allowed in ") + where);
    return {sel.base, (int)sel.filters};
}

Loader::Cond Loader::condition(const std::string &text, const std::map<std::string, int> &bound) {
    Cond c;
    auto flag = kCondFlags.find(text);
    if (flag != kCondFlags.end()) {
        c.cond = flag->second;
        return c;
    }
    if (!text.empty() && text[0] == '$') {
        size_t dot = text.find('.');
        std::string name = text.substr(1, dot == std::string::npos ? std::string::npos : dot - 1);
        std::string what = dot == std::string::npos ? "" : text.substr(dot + 1);
        if (!bound.count(name)) bad("'$" + name + "' is not bound by an earlier as=");
        if (what.compare(0, 5, "race:") == 0 && what.size() > 5) {
            c.cond = RONE_C_BOUND_RACE;
            c.race = o_.keep(what.substr(5));
            return c;
        }
        auto it = kCondBound.find(what);
        if (it == kCondBound.end()) bad("unknown condition '" + text + "'");
        c.cond = it->second;
        return c;
    }
    for (const auto &op : kOps) {
        size_t at = text.find(op.first);
        if (at == std::string::npos) continue;
        std::string left = text.substr(0, at), right = text.substr(at + op.first.size());
        long n;
        if (!parse_int(right, &n)) bad("'" + right + "' is not a number in condition '" + text + "'");
        if (n < -99 || n > 99) bad(std::to_string(n) + " out of range in condition '" + text + "'");
        c.op = op.second;
        c.n = (int)n;
        auto p = kCondPlayer.find(left);
        if (p != kCondPlayer.end()) {
            c.cond = p->second;
            return c;
        }
        if (left.size() > 7 && left.compare(0, 6, "count(") == 0 && left.back() == ')') {
            auto sel = selector_plain(left.substr(6, left.size() - 7), "count()");
            c.cond = RONE_C_COUNT;
            c.base = sel.first;
            c.filters = sel.second;
            return c;
        }
        bad("unknown condition '" + text + "'");
    }
    bad("unknown condition '" + text + "'");
}

rone_step Loader::step(const std::string &text, std::map<std::string, int> &bound) {
    std::vector<std::string> words = split_words(text);
    if (words.empty()) bad("an empty step");
    const std::string verb = words[0];
    auto v = kVerbs.find(verb);
    if (v == kVerbs.end()) bad("unknown verb '" + verb + "'");
    rone_step st{};
    st.verb = (uint8_t)v->second;
    st.bind = -1;
    size_t at = 1;
    if (kNeedsAmount.count(verb)) {
        if (at >= words.size()) bad("'" + verb + "' needs an amount");
        long n;
        if (!parse_int(words[at], &n)) bad("'" + words[at] + "' is not an amount");
        if (n < -9 || n > 9 || n == 0) bad("amount " + std::to_string(n) + " out of range");
        st.amount = (int8_t)n;
        at++;
    }
    std::string reach = "none";
    int base = kPlayerVerbs.count(verb) ? RONE_SEL_PLAYER : RONE_SEL_UNIT;
    uint32_t filters = 0;
    bool has_until = false;
    if (verb == "grant") {
        if (at >= words.size() || !kKeywords.count(words[at])) bad("grant needs a keyword");
        st.keyword = (uint8_t)kKeywords.at(words[at++]);
    }
    if (verb == "script") {
        if (at >= words.size()) bad("script needs the name of a script");
        int index = rone_find_script(words[at].c_str());
        if (index < 0) bad("unknown script '" + words[at] + "'");
        st.amount = (int8_t)index;
        at++;
    }
    int conditions = 0;
    for (; at < words.size(); at++) {
        const std::string &kv = words[at];
        if (kv == "and") { /* if=A and B */
            if (conditions != 1 || at + 1 >= words.size()) bad("'and' joins two conditions: if=A and B");
            Cond c = condition(words[++at], bound);
            if (c.race && st.sel.race && std::strcmp(c.race, st.sel.race)) bad("one race name a step");
            if (c.race) st.sel.race = c.race;
            st.cond2 = (uint8_t)c.cond;
            st.cond2_op = (uint8_t)c.op;
            st.cond2_n = (int8_t)c.n;
            st.cond2_base = (uint8_t)c.base;
            st.cond2_filters = (uint8_t)c.filters;
            conditions++;
            continue;
        }
        size_t eq = kv.find('=');
        if (eq == std::string::npos) bad("'" + kv + "' is not key=value");
        std::string k = kv.substr(0, eq), val = kv.substr(eq + 1);
        if (k == "target" || k == "each") {
            if (val == "self") {
                reach = "self";
                base = RONE_SEL_CARD;
            } else if (val == "it" || val == "trigger.unit") {
                if (!bound.count("it")) bad("'" + val + "' is only in a trigger on a watched event (unit_enters ... level_up)");
                reach = "subject";
                base = bound.at("it");
            } else if (val == "combat.enemy") {
                reach = "combat_enemy";
                base = RONE_SEL_UNIT;
            } else if (!val.empty() && val[0] == '$') {
                if (!bound.count(val.substr(1))) bad("'" + val + "' is not bound by an earlier as=");
                reach = "bound";
                base = bound[val.substr(1)];
            } else {
                reach = k;
                Sel sel = selector(val);
                base = sel.base;
                filters = sel.filters;
                if (sel.more.race && st.sel.race && std::strcmp(sel.more.race, st.sel.race)) bad("one race name a step");
                const char *race = sel.more.race ? sel.more.race : st.sel.race;
                st.sel = sel.more;
                st.sel.race = race;
            }
        } else if (k == "player") {
            if (val == "me") reach = "none";
            else if (val == "opponent") reach = "opponent";
            else if (val == "trigger.player") {
                if (!bound.count("it") && !strike_) bad("player=trigger.player is only in a Strike trigger or a trigger on a watched event");
                reach = "subject_player";
            } else if (val.size() > 12 && val[0] == '$' && val.compare(val.size() - 11, 11, ".controller") == 0) {
                std::string name = val.substr(1, val.size() - 12);
                if (!bound.count(name)) bad("'$" + name + "' is not bound by an earlier as=");
                reach = "bound_player";
            } else bad("unknown player '" + val + "'");
            base = RONE_SEL_PLAYER;
        } else if (k == "until") {
            auto d = kDurations.find(val);
            if (d == kDurations.end()) bad("unknown duration '" + val + "'");
            if (verb != "grant" && verb != "control") bad("until= is for grant and control only");
            st.until = (uint8_t)d->second;
            has_until = true;
        } else if (k == "chooser") {
            if (verb != "discard") bad("chooser= is for discard only");
            if (val != "owner" && val != "me") bad("chooser is owner or me, not '" + val + "'");
            st.chooser = val == "me";
        } else if (k == "as") {
            st.bind = 0;
            bound[val] = base;
        } else if (k == "may") {
            if (val != "true" && val != "false") bad("may= is true or false");
            st.may = val == "true";
        } else if (k == "if") {
            if (conditions) bad("one if= a step; join conditions with 'and'");
            Cond c = condition(val, bound);
            if (c.race && st.sel.race && std::strcmp(c.race, st.sel.race)) bad("one race name a step");
            if (c.race) st.sel.race = c.race;
            st.cond = (uint8_t)c.cond;
            st.cond_op = (uint8_t)c.op;
            st.cond_n = (int8_t)c.n;
            st.cond_base = (uint8_t)c.base;
            st.cond_filters = (uint8_t)c.filters;
            conditions++;
        } else if (k == "to" && verb == "revive") {
            if (val != "hand" && val != "battlefield") bad("revive to=hand or to=battlefield, not '" + val + "'");
            st.keyword = val == "hand";
        } else if (k == "ability") { // copy: a trigger's event, or "activated" (its costs paid by the copy)
            auto e = kEvents.find(val);
            if (val == "activated") st.keyword = RONE_COPY_ACTIVATED;
            else if (e == kEvents.end()) bad("unknown ability kind '" + val + "'");
            else st.keyword = (uint8_t)e->second;
        } else {
            bad("unknown key '" + k + "'");
        }
    }
    bool player_verb = kPlayerVerbs.count(verb) > 0 || verb == "script";
    if (verb == "script") base = RONE_SEL_PLAYER;
    if (player_verb && base != RONE_SEL_PLAYER) bad("'" + verb + "' acts on a player");
    if (!player_verb && verb != "damage" && base == RONE_SEL_PLAYER) bad("'" + verb + "' cannot act on a player");
    if (verb == "script" && reach == "opponent") bad("a script runs for its card's controller (no player=)");
    bool player_reach = reach == "none" || reach == "opponent" || reach == "subject_player" || reach == "bound_player";
    if (!player_verb && player_reach) bad("'" + verb + "' needs target= or each=");
    if (verb == "script" && reach != "none") bad("a script runs for its card's controller (no player=)");
    if ((verb == "grant" || verb == "control") && !has_until) bad("'" + verb + "' needs until=DURATION");
    static const std::map<std::string, int> reaches = {{"none", RONE_R_NONE}, {"target", RONE_R_TARGET},
                                                       {"each", RONE_R_EACH}, {"self", RONE_R_SELF},
                                                       {"bound", RONE_R_BOUND}, {"opponent", RONE_R_OPPONENT},
                                                       {"subject", RONE_R_SUBJECT}, {"subject_player", RONE_R_SUBJECT_PLAYER},
                                                       {"bound_player", RONE_R_BOUND_PLAYER},
                                                       {"combat_enemy", RONE_R_COMBAT_ENEMY}};
    st.reach = (uint8_t)reaches.at(reach);
    st.base = (uint8_t)base;
    st.filters = filters;
    return st;
}

// pay = [...]: water N, grave N, discard N (cards destroyed from the payer's hand, chosen),
// exhaust_other N SELECTOR (another card the payer controls, chosen, exhausted N times).
Loader::Costs Loader::pay(const toml::node *costs) {
    Costs out;
    if (!costs) return out;
    const toml::array *list = costs->as_array();
    if (!list) bad(line_of(*costs), "pay is a list of costs, e.g. [\"water 2\"]");
    for (const toml::node &c : *list) {
        const std::string *s = c.is_string() ? &c.as_string()->get() : nullptr;
        std::vector<std::string> w = s ? split_words(*s) : std::vector<std::string>{};
        long n;
        bool known = w.size() == 2 && (w[0] == "water" || w[0] == "grave" || w[0] == "discard");
        known = known || (w.size() == 3 && w[0] == "exhaust_other");
        if (!known || w[1].find_first_not_of("0123456789") != std::string::npos || !parse_int(w[1], &n))
            bad(line_of(c), "unknown cost '" + (s ? *s : std::string("?")) + "'");
        if (n > 20) bad(line_of(c), "cost '" + *s + "' out of range (at most 20)");
        if (w[0] == "water") out.water += (int)n;
        else if (w[0] == "grave") out.grave += (int)n;
        else if (w[0] == "discard") {
            if (n < 1 || n > 9) bad(line_of(c), "cost '" + *s + "': discard 1-9");
            out.discard += (int)n;
        } else {
            if (n < 1 || n > 3) bad(line_of(c), "cost '" + *s + "': exhaust_other 1-3");
            if (out.exhaust) bad(line_of(c), "one exhaust_other cost an ability");
            line_ = line_of(c);
            auto sel = selector_plain(w[2], "exhaust_other");
            if (sel.first == RONE_SEL_PLAYER) bad(line_of(c), "exhaust_other exhausts a card, not a player");
            out.exhaust = (int)n;
            out.base = sel.first;
            out.filters = (uint32_t)sel.second;
        }
    }
    if (out.water > 60 || out.grave > 60 || out.discard > 9) bad(line_of(*costs), "costs out of range");
    return out;
}

// Compiles a do = [steps] list onto o_.steps.
void Loader::steps_of(const toml::node *list, bool required, const std::map<std::string, int> &given) {
    std::map<std::string, int> bound = given;
    if (!list) {
        if (required) bad("an ability needs do = [steps]");
        return;
    }
    const toml::array *a = list->as_array();
    if (!a) bad(line_of(*list), "do is a list of steps, e.g. [\"draw 1 player=me\"]");
    if (a->empty() && required) bad(line_of(*list), "an ability needs do = [steps]");
    if (!a->empty() && a->front().is_array()) { /* one_of: do = [[steps], [steps], ...] */
        if (a->size() < 2 || a->size() > 4) bad(line_of(*list), "one_of takes 2-4 lists of steps");
        rone_step one{};
        one.verb = RONE_V_ONE_OF;
        one.amount = (int8_t)a->size();
        one.bind = -1;
        o_.steps.push_back(one);
        for (const toml::node &mode : *a) {
            if (!mode.is_array() || mode.as_array()->empty())
                bad(line_of(mode), "one_of: each choice is a non-empty list of steps");
            size_t header = o_.steps.size();
            rone_step m{};
            m.verb = RONE_V_MODE;
            m.bind = -1;
            o_.steps.push_back(m);
            std::map<std::string, int> local = given;
            for (const toml::node &n : *mode.as_array()) {
                if (!n.is_string()) bad(line_of(n), "a step is a string, e.g. \"damage 2 target=unit.enemy\"");
                line_ = line_of(n);
                o_.steps.push_back(step(n.as_string()->get(), local));
            }
            if (o_.steps.size() - header - 1 > 16) bad(line_of(mode), "more than 16 steps in one choice");
            o_.steps[header].amount = (int8_t)(o_.steps.size() - header - 1);
        }
        return;
    }
    for (const toml::node &n : *a) {
        if (!n.is_string()) bad(line_of(n), "a step is a string, e.g. \"damage 2 target=unit.enemy\"");
        line_ = line_of(n);
        o_.steps.push_back(step(n.as_string()->get(), bound));
    }
}

// script = "NAME" on an ability: one step that runs the named C function.
void Loader::script_step(const toml::node &name) {
    if (!name.is_string()) bad(line_of(name), "script is the name of a script");
    int index = rone_find_script(name.as_string()->get().c_str());
    if (index < 0) bad(line_of(name), "unknown script '" + name.as_string()->get() + "'");
    rone_step st{};
    st.verb = RONE_V_SCRIPT;
    st.reach = RONE_R_NONE;
    st.base = RONE_SEL_PLAYER;
    st.amount = (int8_t)index;
    st.bind = -1;
    o_.steps.push_back(st);
}

int Loader::number(const toml::table &c, const char *key, long lo, long hi, bool grayable) {
    const toml::node *n = c.get(key);
    if (!n) bad("missing '" + std::string(key) + "'");
    if (grayable && n->is_string() && n->as_string()->get() == "none") return -1;
    if (!n->is_integer() || n->as_integer()->get() < lo || n->as_integer()->get() > hi)
        bad(line_of(*n), "'" + std::string(key) + "' must be " + std::to_string(lo) + "-" + std::to_string(hi) +
                             (grayable ? " or \"none\"" : ""));
    return (int)n->as_integer()->get();
}

const std::string *string_field(const toml::table &c, const char *key) {
    const toml::node *n = c.get(key);
    return n && n->is_string() ? &n->as_string()->get() : nullptr;
}

void Loader::card(const toml::table &c) {
    line_ = line_of(c);
    const std::string *id = string_field(c, "id");
    where_ = "card " + (id ? *id : std::string("#") + std::to_string(o_.cards.size() + 1)) + ": ";
    for (auto &&[k, v] : c)
        if (!kCardKeys.count(std::string(k.str()))) bad(line_of(v), "unknown key '" + std::string(k.str()) + "'");
    for (const char *k : {"id", "name", "type", "level", "text"})
        if (!c.get(k)) bad("missing '" + std::string(k) + "'");
    for (const char *k : {"id", "name", "type", "text", "race"})
        if (c.get(k) && !c.get(k)->is_string()) bad(line_of(*c.get(k)), "'" + std::string(k) + "' must be a string");
    if (id->empty() || id->size() > 24 || id->find_first_of("\"\\\n") != std::string::npos)
        bad(line_of(*c.get("id")), "an id is 1-24 characters, without quotes or backslashes");
    for (const rone_card_def &d : o_.cards)
        if (*id == d.id) bad(line_of(*c.get("id")), "duplicate id");
    const std::string &type = *string_field(c, "type");
    if (!kTypes.count(type)) bad(line_of(*c.get("type")), "unknown type '" + type + "'");
    const std::string &name = *string_field(c, "name");
    if (name.empty() || name.size() > 60) bad(line_of(*c.get("name")), "a name is 1-60 characters");
    const toml::node *lv = c.get("level");
    if (!lv->is_integer() || lv->as_integer()->get() < 1 || lv->as_integer()->get() > 3)
        bad(line_of(*lv), "level must be 1-3");
    rone_card_def d{};
    d.id = o_.keep(*id);
    d.name = o_.keep(name);
    d.text = o_.keep(*string_field(c, "text"));
    d.race = o_.keep(string_field(c, "race") ? *string_field(c, "race") : "");
    d.type = (uint8_t)kTypes.at(type);
    d.level = (uint8_t)lv->as_integer()->get();
    bool unit = type == "unit", hero = type == "hero";
    d.cost = (int8_t)number(c, "cost", 0, 20, true);
    d.recycle = (int8_t)(unit || type == "tactic" ? number(c, "recycle", 0, 9, true) : -1);
    if (unit) {
        d.health = (int8_t)number(c, "health", 1, 20, false);
        d.melee = (int8_t)number(c, "melee", 0, 20, false);
        d.ranged = (int8_t)number(c, "ranged", 0, 20, false);
        d.speed = (int8_t)number(c, "speed", 1, 20, false);
        if (d.speed > 3) bad(line_of(*c.get("speed")), "speed must be 1-3");
    }
    if (hero) {
        d.water_income = (int8_t)number(c, "water_income", 0, 9, false);
        d.card_income = (int8_t)number(c, "card_income", 0, 9, false);
    }
    if (const toml::node *kw = c.get("keywords")) {
        if (!kw->is_array()) bad(line_of(*kw), "keywords is a list, e.g. [\"flying\"]");
        for (const toml::node &k : *kw->as_array()) {
            const std::string word = k.is_string() ? k.as_string()->get() : std::string("?");
            auto it = kKeywords.find(word);
            if (it == kKeywords.end()) bad(line_of(k), "unknown keyword '" + word + "'");
            d.keywords |= (uint8_t)it->second;
        }
        if (d.keywords & RONE_KW_SLOW && type != "tactic") bad(line_of(*kw), "only tactics can have 'slow'");
    }
    d.copies = (uint8_t)(c.get("copies") ? number(c, "copies", 0, 9, false) : (type == "technology" || hero) ? 1 : 3);
    d.first_ability = (uint16_t)o_.abilities.size();
    if (const toml::node *list = c.get("ability")) {
        if (!list->is_array()) bad(line_of(*list), "ability is a list of { kind = ... } tables");
        for (const toml::node &an : *list->as_array()) {
            line_ = line_of(an);
            const toml::table *a = an.as_table();
            if (!a) bad("an ability is a { kind = ... } table");
            const std::string *kind = string_field(*a, "kind");
            if (!kind || !kKinds.count(*kind)) bad("unknown ability kind '" + (kind ? *kind : std::string("None")) + "'");
            for (auto &&[k, v] : *a)
                if (!kAbilityKeys.count(std::string(k.str())))
                    bad(line_of(v), "unknown ability key '" + std::string(k.str()) + "'");
            rone_ability ab{};
            ab.kind = (uint8_t)kKinds.at(*kind);
            if (*kind == "play" && type != "tactic") bad("only tactics have a play ability");
            std::map<std::string, int> given;
            if (*kind == "trigger") {
                const std::string *on = string_field(*a, "on");
                if (!on || !kEvents.count(*on)) bad("unknown event '" + (on ? *on : std::string("None")) + "'");
                ab.event = (uint8_t)kEvents.at(*on);
                d.events |= (uint16_t)(1u << ab.event);
                if (ab.event >= RONE_EV_UNIT_ENTERS) /* $it: what it happened to */
                    given["it"] = ab.event == RONE_EV_HERO_DAMAGED || ab.event == RONE_EV_LEVEL_UP ? RONE_SEL_HERO
                                  : ab.event == RONE_EV_TACTIC_PLAYED                           ? RONE_SEL_CARD
                                                                                                : RONE_SEL_UNIT;
            }
            if (a->get("if") && *kind != "static") bad(line_of(*a->get("if")), "if= on an ability is for static abilities (steps take if= each)");
            if (const toml::node *f = a->get("filter")) {
                if (*kind != "trigger" || ab.event < RONE_EV_UNIT_ENTERS)
                    bad(line_of(*f), "filter= is for triggers on unit_enters, unit_dies, hero_damaged, tactic_played, attack_declared, level_up");
                if (!f->is_string()) bad(line_of(*f), "filter is a selector, e.g. \"unit.flying\"");
                line_ = line_of(*f);
                Sel sel = selector(f->as_string()->get());
                if (sel.base == RONE_SEL_PLAYER) bad("filter= matches the card the event happened to, not a player");
                ab.has_filter = 1;  // kept in applies_* (a trigger has no applies=)
                ab.applies_base = (uint8_t)sel.base;
                ab.applies_filters = sel.filters;
                ab.applies_more = sel.more;
            }
            if (const toml::node *w = a->get("whose")) {
                if (*kind != "trigger" || ab.event < RONE_EV_UNIT_ENTERS)
                    bad(line_of(*w), "whose= is for triggers on unit_enters, unit_dies, hero_damaged, tactic_played, attack_declared, level_up");
                if (!w->is_string() || !kWhose.count(w->as_string()->get())) bad(line_of(*w), "whose is own, enemy or any");
                ab.whose = (uint8_t)kWhose.at(w->as_string()->get());
            }
            if (const toml::node *once = a->get("once_per_turn")) {
                if (*kind != "activated" && *kind != "trigger") bad(line_of(*once), "once_per_turn is for activated abilities and triggers");
                if (!once->is_boolean()) bad(line_of(*once), "once_per_turn is true or false");
                ab.once_per_turn = once->as_boolean()->get();
            }
            if (*kind == "activated") {
                const toml::node *ex = a->get("exhaust");
                if (!ex || !ex->is_integer() || ex->as_integer()->get() < 1 || ex->as_integer()->get() > 3)
                    bad("exhaust must be 1-3");
                ab.exhaust = (uint8_t)ex->as_integer()->get();
                Costs costs = pay(a->get("pay"));
                ab.pay_water = (uint8_t)costs.water;
                ab.pay_grave = (uint8_t)costs.grave;
                ab.pay_discard = (uint8_t)costs.discard;
                ab.pay_exhaust = (uint8_t)costs.exhaust;
                ab.pay_base = (uint8_t)costs.base;
                ab.pay_filters = costs.filters;
                const toml::node *eco = a->get("economic");
                if (eco && !eco->is_boolean()) bad(line_of(*eco), "economic is true or false");
                ab.economic = eco && eco->as_boolean()->get();
            }
            if (*kind == "static") {
                d.events |= 1;  // bit 0: the card has a static ability
                const std::string *mod = string_field(*a, "mod");
                std::vector<std::string> m = mod ? split_words(*mod) : std::vector<std::string>{};
                long n = 0;
                if (m.size() == 1 && m[0] == "cannot_attack") {
                    ab.stat = RONE_STAT_CANNOT_ATTACK;
                    ab.stat_amount = 1;
                } else if (m.size() == 1 && m[0] == "cannot_be_attacked") { /* a keyword no card prints */
                    ab.stat = RONE_STAT_KEYWORD;
                    ab.stat_amount = RONE_KW_UNATTACKABLE;
                } else if (m.size() == 2 && m[0] == "keyword") {
                    if (!kKeywords.count(m[1]) || m[1] == "slow") bad("modifier '" + *mod + "': unknown keyword '" + m[1] + "'");
                    ab.stat = RONE_STAT_KEYWORD;
                    ab.stat_amount = (int8_t)kKeywords.at(m[1]);
                } else {
                    if (m.size() != 2 || !kStats.count(m[0]))
                        bad("unknown modifier '" + (mod ? *mod : std::string("None")) + "'");
                    if (!parse_int(m[1], &n) || n < -9 || n > 9) bad("modifier '" + *mod + "': the amount must be -9..9");
                    ab.stat = (uint8_t)kStats.at(m[0]);
                    ab.stat_amount = (int8_t)n;
                }
                const std::string *applies = string_field(*a, "applies");
                Sel sel = selector(applies ? *applies : "");
                if (sel.base == RONE_SEL_PLAYER) bad("a static ability applies to cards, not players");
                ab.applies_base = (uint8_t)sel.base;
                ab.applies_filters = sel.filters;
                ab.applies_more = sel.more;
                if (const toml::node *cn = a->get("if")) {
                    if (!cn->is_string()) bad(line_of(*cn), "if is a condition, e.g. \"me.water>=3\"");
                    line_ = line_of(*cn);
                    Cond cond = condition(cn->as_string()->get(), {});
                    if (cond.cond == RONE_C_ATTACKING || cond.cond == RONE_C_DEFENDING || cond.cond == RONE_C_COUNT ||
                        cond.cond == RONE_C_SELF_EXHAUSTED || cond.cond >= RONE_C_ME_LEVEL) {
                        ab.cond = (uint8_t)cond.cond;
                        ab.cond_op = (uint8_t)cond.op;
                        ab.cond_n = (int8_t)cond.n;
                        ab.cond_base = (uint8_t)cond.base;
                        ab.cond_filters = (uint32_t)cond.filters;
                        ab.applies_filters |= RONE_F_IF;
                    } else {
                        bad("a static's if= names no bound object");
                    }
                }
            }
            ab.first_step = (uint16_t)o_.steps.size();
            const toml::node *script = a->get("script");
            if (*kind == "static" && (script || a->get("do"))) bad("a static ability has mod= and applies=, no steps");
            strike_ = *kind == "trigger" && ab.event == RONE_EV_STRIKE;
            if (*kind != "static") steps_of(a->get("do"), !script, given);
            strike_ = false;
            if (script) {
                if (ab.first_step < o_.steps.size() && o_.steps[ab.first_step].verb == RONE_V_ONE_OF)
                    bad(line_of(*script), "script= cannot follow a one_of");
                script_step(*script);
            }
            ab.step_count = (uint8_t)(o_.steps.size() - ab.first_step);
            o_.abilities.push_back(ab);
        }
    }
    if (const toml::node *list = c.get("initiative")) {
        if (!list->is_array()) bad(line_of(*list), "initiative is a list of { pay = [...], do = [...] } tables");
        for (const toml::node &in : *list->as_array()) {
            line_ = line_of(in);
            const toml::table *t = in.as_table();
            if (!t) bad("an initiative is a { pay = [...], do = [...] } table");
            for (auto &&[k, v] : *t)
                if (k.str() != "pay" && k.str() != "do") bad(line_of(v), "unknown initiative key '" + std::string(k.str()) + "'");
            Costs costs = pay(t->get("pay"));
            if (costs.grave || costs.discard || costs.exhaust) bad("initiative pays water only");
            rone_ability ab{};
            ab.kind = RONE_AB_INITIATIVE;
            ab.pay_water = (uint8_t)costs.water;
            ab.first_step = (uint16_t)o_.steps.size();
            steps_of(t->get("do"), false);
            ab.step_count = (uint8_t)(o_.steps.size() - ab.first_step);
            o_.abilities.push_back(ab);
        }
    }
    if (o_.abilities.size() - d.first_ability > 8) bad("more than 8 abilities on one card");
    int once_triggers = 0;
    for (size_t i = d.first_ability; i < o_.abilities.size(); i++)
        once_triggers += o_.abilities[i].kind == RONE_AB_TRIGGER && o_.abilities[i].once_per_turn;
    if (once_triggers > 1) bad(line_of(c), "one once_per_turn trigger a card");
    d.ability_count = (uint8_t)(o_.abilities.size() - d.first_ability);
    o_.cards.push_back(d);
    o_.card_lines.push_back(line_of(c));
    for (size_t i = d.first_ability; i < o_.abilities.size(); i++)
        if (o_.abilities[i].step_count > 16) bad("more than 16 steps in one ability");
}

// Every hero name has exactly its levels 1, 2 and 3.
void Loader::check_heroes() {
    std::map<std::string, std::vector<int>> levels;
    std::map<std::string, size_t> first;
    for (size_t i = 0; i < o_.cards.size(); i++) {
        const rone_card_def &d = o_.cards[i];
        if (d.type != RONE_HERO) continue;
        levels[d.name].push_back(d.level);
        if (!first.count(d.name)) first[d.name] = i;
    }
    for (auto &[name, got] : levels) {
        int seen[4] = {0, 0, 0, 0};
        for (int l : got) seen[l]++;
        for (int l = 1; l <= 3; l++)
            if (seen[l] != 1) {
                where_ = "card " + std::string(o_.cards[first[name]].id) + ": ";
                bad(o_.card_lines[first[name]], "hero '" + name + "' needs its three levels 1, 2 and 3 once each (level " + std::to_string(l) + " appears " +
                           std::to_string(seen[l]) + " times)");
            }
    }
}

void Loader::load(const toml::table &root) {
    for (auto &&[k, v] : root)
        if (k.str() != "set" && k.str() != "card") bad(line_of(v), "unknown key '" + std::string(k.str()) + "' (a set file has [set] and [[card]])");
    const toml::table *s = root.get("set") ? root.get("set")->as_table() : nullptr;
    if (!s) fail(1, "[set] needs id, name, origin and note");
    line_ = line_of(*s);
    for (auto &&[k, v] : *s)
        if (k.str() != "id" && k.str() != "name" && k.str() != "origin" && k.str() != "note")
            bad(line_of(v), "[set]: unknown key '" + std::string(k.str()) + "'");
    for (const char *k : {"id", "name", "origin", "note"}) {
        const toml::node *n = s->get(k);
        if (!n) bad("[set] needs id, name, origin and note");
        if (!n->is_string()) bad(line_of(*n), "[set]: '" + std::string(k) + "' must be a string");
    }
    const std::string &id = *string_field(*s, "id");
    if (id.empty() || id.size() > 15 || id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789") != std::string::npos)
        bad(line_of(*s->get("id")), "[set]: an id is 1-15 lower-case letters and digits");
    for (const char *k : {"name", "note"})
        if (string_field(*s, k)->find_first_of("\\\n") != std::string::npos)
            bad(line_of(*s->get(k)), std::string("[set]: '") + k + "' must be one line without backslashes");
    o_.set.id = o_.keep(id);
    o_.set.name = o_.keep(*string_field(*s, "name"));
    o_.set.note = o_.keep(*string_field(*s, "note"));
    o_.origin = *string_field(*s, "origin");
    if (const toml::node *cards = root.get("card")) {
        if (!cards->is_array()) bad(line_of(*cards), "cards are [[card]] tables");
        for (const toml::node &c : *cards->as_array()) {
            if (!c.is_table()) bad(line_of(c), "cards are [[card]] tables");
            if (o_.cards.size() == 250) bad(line_of(c), "more than 250 cards in one set");
            card(*c.as_table());
        }
    }
    where_.clear();
    if (o_.steps.size() > 60000 || o_.abilities.size() > 60000) bad(0, "too many abilities or steps in one set");
    check_heroes();
}

void copy_line(char *why, size_t size, const std::string &text) {
    if (!why || !size) return;
    std::string line = text;
    for (char &ch : line)
        if (ch == '\n' || ch == '\r') ch = ' ';
    std::snprintf(why, size, "%s", line.c_str());
}

std::string place(const char *path, long line) {
    return std::string(path ? path : "cards") + (line > 0 ? ":" + std::to_string(line) : "") + ": ";
}

}  // namespace

struct rone_cardfile {
    Owned owned;
};

struct rone_deckfile {
    std::vector<std::unique_ptr<std::string>> strings;
    std::vector<rone_deck_preset> decks;
};

extern "C" uint32_t rone_cardfile_hash(const char *text, size_t length) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < length; i++) h = (h ^ (unsigned char)text[i]) * 16777619u;
    return h;
}

extern "C" rone_cardfile *rone_cardfile_read(const char *text, size_t length, const char *path, char *why, size_t size) {
    try {
        std::unique_ptr<rone_cardfile> file(new rone_cardfile);
        toml::table root = parse_toml(text, length, path ? path : "cards");
        Loader(file->owned).load(root);
        Owned &o = file->owned;
        o.set.hash = rone_cardfile_hash(text, length);
        o.set.card_count = (int)o.cards.size();
        o.set.cards = o.cards.data();
        o.set.abilities = o.abilities.data();
        o.set.steps = o.steps.data();
        rone_set_derive_marks(&o.set, &o.set.marks);
        return file.release();
    } catch (const Fault &f) {
        copy_line(why, size, place(path, f.line) + f.what);
    } catch (const std::bad_alloc &) {
        copy_line(why, size, place(path, 0) + "out of memory");
    } catch (const std::exception &e) {
        copy_line(why, size, place(path, 0) + e.what());
    }
    return nullptr;
}

extern "C" const rone_set *rone_cardfile_set(const rone_cardfile *file) { return &file->owned.set; }
extern "C" const char *rone_cardfile_origin(const rone_cardfile *file) { return file->owned.origin.c_str(); }
extern "C" void rone_cardfile_free(rone_cardfile *file) { delete file; }

extern "C" rone_deckfile *rone_deckfile_read(const char *text, size_t length, const char *path, const rone_set *set,
                                             char *why, size_t size) {
    try {
        std::unique_ptr<rone_deckfile> file(new rone_deckfile);
        toml::table root = parse_toml(text, length, path ? path : "decks");
        for (auto &&[k, v] : root)
            if (k.str() != "set" && k.str() != "deck") fail(line_of(v), "unknown key '" + std::string(k.str()) + "'");
        const toml::node *sn = root.get("set");
        if (!sn || !sn->is_string()) fail(sn ? line_of(*sn) : 1, "needs set = \"<set id>\"");
        const std::string &set_id = sn->as_string()->get();
        if (set_id != set->id) fail(line_of(*sn), "these decks are for set '" + set_id + "', not '" + set->id + "'");
        auto keep = [&](const std::string &s) {
            file->strings.push_back(std::make_unique<std::string>(s));
            return file->strings.back()->c_str();
        };
        const char *kept_set = keep(set_id);
        if (const toml::node *decks = root.get("deck")) {
            if (!decks->is_array()) fail(line_of(*decks), "decks are [[deck]] tables");
            int index = 0;
            for (const toml::node &dn : *decks->as_array()) {
                index++;
                const toml::table *d = dn.as_table();
                if (!d) fail(line_of(dn), "decks are [[deck]] tables");
                const toml::node *idn = d->get("id");
                std::string where = "deck " + (idn && idn->is_string() ? idn->as_string()->get() : std::to_string(index - 1)) + ": ";
                for (auto &&[k, v] : *d)
                    if (k.str() != "id" && k.str() != "name" && k.str() != "hero" && k.str() != "code")
                        fail(line_of(v), where + "unknown key '" + std::string(k.str()) + "'");
                for (const char *k : {"code", "hero", "id", "name"}) {
                    const toml::node *n = d->get(k);
                    if (!n || !n->is_string() || n->as_string()->get().empty())
                        fail(n ? line_of(*n) : line_of(dn), where + "missing '" + k + "'");
                }
                const std::string &id = d->get("id")->as_string()->get(), &code = d->get("code")->as_string()->get();
                for (const rone_deck_preset &p : file->decks)
                    if (id == p.id) fail(line_of(*idn), where + "duplicate id");
                if (id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
                    fail(line_of(*idn), where + "an id is lower-case letters, digits and '-'");
                long code_line = line_of(*d->get("code"));
                if (code.find_first_not_of("hHtTxX0123456789,") != std::string::npos)
                    fail(code_line, where + "a code is h<n>, <n>, <n>x<k> and t<n> separated by commas");
                rone_deck deck;
                char reason[200];
                if (!rone_deck_parse(set, code.c_str(), &deck, reason, sizeof reason)) fail(code_line, where + reason);
                const std::string &hero = d->get("hero")->as_string()->get();
                if (hero != set->cards[deck.hero].name)
                    fail(line_of(*d->get("hero")), where + "hero '" + hero + "', but the code's hero is '" + set->cards[deck.hero].name + "'");
                const std::string &name = d->get("name")->as_string()->get();
                for (const std::string *s : {&id, &name, &code})
                    if (s->find_first_of("\"\\\n") != std::string::npos) fail(line_of(dn), where + "no quotes or backslashes");
                file->decks.push_back({kept_set, keep(id), keep(name), keep(code)});
            }
        }
        return file.release();
    } catch (const Fault &f) {
        copy_line(why, size, place(path, f.line) + f.what);
    } catch (const std::bad_alloc &) {
        copy_line(why, size, place(path, 0) + "out of memory");
    } catch (const std::exception &e) {
        copy_line(why, size, place(path, 0) + e.what());
    }
    return nullptr;
}

extern "C" int rone_deckfile_count(const rone_deckfile *file) { return (int)file->decks.size(); }
extern "C" const rone_deck_preset *rone_deckfile_deck(const rone_deckfile *file, int index) {
    return index >= 0 && index < (int)file->decks.size() ? &file->decks[(size_t)index] : nullptr;
}
extern "C" void rone_deckfile_free(rone_deckfile *file) { delete file; }
