#!/usr/bin/env python3
"""gen_rone_cards.py: validates a RONE card-set TOML file (docs/RONE.md, "Card data")
and compiles it into C: the const tables of one rone_set (include/rone.h).

    gen_rone_cards.py SET.toml OUT.c           write OUT.c
    gen_rone_cards.py --check SET.toml OUT.c   exit 1 if OUT.c is not what SET.toml gives

Refuses, naming the card and what is wrong: unknown keys, types, keywords, verbs,
selectors, events, modifiers; duplicate ids; missing text; out-of-range numbers."""
import sys
import tomllib

TYPES = {"unit": "RONE_UNIT", "tactic": "RONE_TACTIC", "technology": "RONE_TECH", "hero": "RONE_HERO"}
KEYWORDS = {"defender": 1, "invisibility": 2, "detection": 4, "flying": 8, "shield": 16, "slow": 32}
EVENTS = {"battlefield": 1, "death": 2, "recycle": 3, "combat": 4, "strike": 5, "turn_start": 6, "turn_end": 7}
VERBS = {"damage": 0, "health": 1, "melee": 2, "ranged": 3, "exhaust": 4, "refresh": 5, "draw": 6, "water": 7,
         "destroy": 8, "remove": 9, "return": 10, "control": 11, "grant": 12, "copy": 13, "bury": 14,
         "grave_remove": 15}
NEEDS_AMOUNT = {"damage", "health", "melee", "ranged", "exhaust", "refresh", "draw", "water", "bury", "grave_remove"}
PLAYER_VERBS = {"draw", "water", "bury", "grave_remove"}
BASES = {"unit": 0, "hero": 1, "card": 2, "tech": 3, "player": 4}
FILTERS = {"own": 1, "enemy": 2, "other": 4, "active": 8, "exhausted": 16, "has:battlefield": 32}
STATS = {"melee": 0, "ranged": 1, "health": 2, "water_income": 3, "card_income": 4}
CARD_KEYS = {"id", "name", "type", "race", "level", "cost", "recycle", "health", "melee", "ranged", "speed",
             "water_income", "card_income", "keywords", "ability", "initiative", "text", "flavor", "copies"}
KINDS = {"play": 0, "activated": 1, "trigger": 2, "static": 3}
REACH = {"none": 0, "target": 1, "each": 2, "self": 3, "bound": 4, "opponent": 5}


COND_FLAGS = {"attacking": 3, "defending": 4, "self.exhausted": 5}
COND_BOUND = {"defending": 1, "destroyed": 2}
COND_PLAYER = {"me.level": 7, "me.water": 8, "me.hand": 9, "me.grave": 10,
               "opp.level": 11, "opp.water": 12, "opp.hand": 13, "opp.grave": 14}
OPS = {"==": 0, "!=": 1, "<=": 3, ">=": 5, "<": 2, ">": 4}


class Bad(Exception):
    pass


def condition(text, where, bound):
    """if=COND: (cond, op, n, base, filters). One condition per step (no 'and' yet)."""
    if text in COND_FLAGS:
        return COND_FLAGS[text], 0, 0, 0, 0
    if text.startswith("$"):
        name, _, what = text[1:].partition(".")
        if name not in bound:
            raise Bad(f"{where}: '${name}' is not bound by an earlier as=")
        if what not in COND_BOUND:
            raise Bad(f"{where}: unknown condition '{text}'")
        return COND_BOUND[what], 0, 0, 0, 0
    for op in OPS:  # two-character operators first
        if op in text:
            left, right = text.split(op, 1)
            try:
                n = int(right)
            except ValueError:
                raise Bad(f"{where}: '{right}' is not a number in condition '{text}'")
            if not -99 <= n <= 99:
                raise Bad(f"{where}: {n} out of range in condition '{text}'")
            if left in COND_PLAYER:
                return COND_PLAYER[left], OPS[op], n, 0, 0
            if left.startswith("count(") and left.endswith(")"):
                base, filters = selector(left[6:-1], where)
                return 6, OPS[op], n, base, filters
            raise Bad(f"{where}: unknown condition '{text}'")
    raise Bad(f"{where}: unknown condition '{text}'")


def selector(text, where):
    parts = text.split(".")
    if parts[0] not in BASES:
        raise Bad(f"{where}: unknown selector '{parts[0]}'")
    bits = 0
    for f in parts[1:]:
        if f not in FILTERS:
            raise Bad(f"{where}: unknown selector filter '{f}'")
        bits |= FILTERS[f]
    return BASES[parts[0]], bits


def step(text, where, bound):
    words = text.split()
    verb = words[0]
    if verb not in VERBS:
        raise Bad(f"{where}: unknown verb '{verb}'")
    amount, rest = 0, words[1:]
    if verb in NEEDS_AMOUNT:
        if not rest:
            raise Bad(f"{where}: '{verb}' needs an amount")
        try:
            amount = int(rest[0])
        except ValueError:
            raise Bad(f"{where}: '{rest[0]}' is not an amount")
        if not -9 <= amount <= 9 or (amount == 0):
            raise Bad(f"{where}: amount {amount} out of range")
        rest = rest[1:]
    keyword, until, bind, may, cond = 0, 0, -1, 0, (0, 0, 0, 0, 0)
    reach, base, filters = "none", 4 if verb in PLAYER_VERBS else 0, 0
    if verb == "grant":
        if not rest or rest[0] not in KEYWORDS:
            raise Bad(f"{where}: grant needs a keyword")
        keyword, rest = KEYWORDS[rest[0]], rest[1:]
    for kv in rest:
        if "=" not in kv:
            raise Bad(f"{where}: '{kv}' is not key=value")
        k, v = kv.split("=", 1)
        if k in ("target", "each"):
            if v == "self":
                reach, base = "self", 2
            elif v.startswith("$"):
                if v[1:] not in bound:
                    raise Bad(f"{where}: '{v}' is not bound by an earlier as=")
                reach, base = "bound", bound[v[1:]]
            else:
                reach = k
                base, filters = selector(v, where)
        elif k == "player":
            if v == "me":
                reach = "none"
            elif v == "opponent":
                reach = "opponent"
            else:
                raise Bad(f"{where}: unknown player '{v}'")
            base = 4
        elif k == "until":
            if v not in ("turn_end", "permanent"):
                raise Bad(f"{where}: unknown duration '{v}'")
            until = 1 if v == "turn_end" else 0
        elif k == "as":
            bind = 0
            bound[v] = base
        elif k == "may":
            if v not in ("true", "false"):
                raise Bad(f"{where}: may= is true or false")
            may = 1 if v == "true" else 0
        elif k == "if":
            cond = condition(v, where, bound)
        elif k == "ability":
            if v not in EVENTS:
                raise Bad(f"{where}: unknown ability kind '{v}'")
            keyword = EVENTS[v]
        else:
            raise Bad(f"{where}: unknown key '{k}'")
    if verb in PLAYER_VERBS and base != 4:
        raise Bad(f"{where}: '{verb}' acts on a player")
    if verb not in PLAYER_VERBS and verb != "damage" and base == 4:
        raise Bad(f"{where}: '{verb}' cannot act on a player")
    if verb not in PLAYER_VERBS and reach in ("none", "opponent"):
        raise Bad(f"{where}: '{verb}' needs target= or each=")
    if verb == "control" and until == 0:
        until = 0
    return (VERBS[verb], REACH[reach], base, filters, amount, keyword, until, bind, may, *cond)


def pay(costs, where):
    water = grave = 0
    for c in costs:
        w = c.split()
        if len(w) != 2 or w[0] not in ("water", "grave") or not w[1].isdigit():
            raise Bad(f"{where}: unknown cost '{c}'")
        if w[0] == "water":
            water += int(w[1])
        else:
            grave += int(w[1])
    return water, grave


def compile_set(data):
    s = data.get("set")
    if not s or not all(k in s for k in ("id", "name", "origin", "note")):
        raise Bad("[set] needs id, name, origin and note")
    cards, abilities, steps, ids = [], [], [], set()
    for i, c in enumerate(data.get("card", [])):
        where = f"card {c.get('id', i)}"
        for k in c:
            if k not in CARD_KEYS:
                raise Bad(f"{where}: unknown key '{k}'")
        for k in ("id", "name", "type", "level", "text"):
            if k not in c:
                raise Bad(f"{where}: missing '{k}'")
        if c["id"] in ids:
            raise Bad(f"{where}: duplicate id")
        ids.add(c["id"])
        if c["type"] not in TYPES:
            raise Bad(f"{where}: unknown type '{c['type']}'")
        t = c["type"]
        if c["level"] not in (1, 2, 3):
            raise Bad(f"{where}: level must be 1-3")

        def num(k, lo, hi, default=None, grayable=False):
            v = c.get(k, default)
            if v is None:
                raise Bad(f"{where}: missing '{k}'")
            if grayable and v == "none":
                return -1
            if not isinstance(v, int) or not lo <= v <= hi:
                raise Bad(f"{where}: '{k}' must be {lo}-{hi}")
            return v
        cost = num("cost", 0, 20, grayable=True)
        recycle = num("recycle", 0, 9, grayable=True) if t in ("unit", "tactic") else -1
        stats = [num(k, lo, 20) if t == "unit" else 0
                 for k, lo in (("health", 1), ("melee", 0), ("ranged", 0), ("speed", 1))]
        if t == "unit" and stats[3] > 3:
            raise Bad(f"{where}: speed must be 1-3")
        income = [num(k, 0, 9) if t == "hero" else 0 for k in ("water_income", "card_income")]
        kw = 0
        for k in c.get("keywords", []):
            if k not in KEYWORDS:
                raise Bad(f"{where}: unknown keyword '{k}'")
            kw |= KEYWORDS[k]
        if kw & 32 and t != "tactic":
            raise Bad(f"{where}: only tactics can have 'slow'")
        copies = c.get("copies", 1 if t in ("technology", "hero") else 3)
        first_ability, events = len(abilities), 0
        for a in c.get("ability", []):
            kind = a.get("kind")
            if kind not in KINDS:
                raise Bad(f"{where}: unknown ability kind '{kind}'")
            for k in a:
                if k not in ("kind", "on", "do", "exhaust", "pay", "economic", "mod", "applies"):
                    raise Bad(f"{where}: unknown ability key '{k}'")
            event = exhaust = water = grave = economic = stat = amount = abase = afilt = 0
            if kind == "play" and t != "tactic":
                raise Bad(f"{where}: only tactics have a play ability")
            if kind == "trigger":
                if a.get("on") not in EVENTS:
                    raise Bad(f"{where}: unknown event '{a.get('on')}'")
                event = EVENTS[a["on"]]
                events |= 1 << event
            if kind == "activated":
                exhaust = a.get("exhaust")
                if exhaust not in (1, 2, 3):
                    raise Bad(f"{where}: exhaust must be 1-3")
                water, grave = pay(a.get("pay", []), where)
                economic = 1 if a.get("economic") else 0
            if kind == "static":
                events |= 1  # bit 0: the card has a static ability
                m = a.get("mod", "").split()
                if len(m) != 2 or m[0] not in STATS:
                    raise Bad(f"{where}: unknown modifier '{a.get('mod')}'")
                stat, amount = STATS[m[0]], int(m[1])
                abase, afilt = selector(a.get("applies", ""), where)
            first_step, bound = len(steps), {}
            if kind != "static":
                if not a.get("do"):
                    raise Bad(f"{where}: an ability needs do = [steps]")
                for st in a["do"]:
                    steps.append(step(st, where, bound))
            abilities.append((KINDS[kind], event, exhaust, water, grave, economic, stat, amount, abase, afilt,
                              first_step, len(steps) - first_step))
        for ini in c.get("initiative", []):
            water, grave = pay(ini.get("pay", []), where)
            if grave:
                raise Bad(f"{where}: initiative pays water only")
            first_step, bound = len(steps), {}
            for st in ini.get("do", []):
                steps.append(step(st, where, bound))
            abilities.append((4, 0, 0, water, 0, 0, 0, 0, 0, 0, first_step, len(steps) - first_step))
        cards.append((c["id"], c["name"], c["text"], c.get("race", ""), TYPES[t], c["level"], cost, recycle,
                      *stats, *income, kw, copies, first_ability, len(abilities) - first_ability, events))
    if len(cards) > 250:
        raise Bad("more than 250 cards in one set")
    return s, cards, abilities, steps


def cstr(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def fnv1a(data):
    h = 2166136261
    for b in data:
        h = ((h ^ b) * 16777619) & 0xFFFFFFFF
    return h


def emit(path, raw, s, cards, abilities, steps):
    sym = "rone_set_" + s["id"]
    out = [f"/* {sym}.c: the card set \"{s['id']}\" ({s['name']}), compiled from {path}",
           " * by scripts/gen_rone_cards.py. Generated: do not edit; edit the TOML file and rerun. */",
           '#include "rone.h"', "", f"static const rone_step steps[] = {{"]
    for st in steps:
        out.append("    {%d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d}," % st)
    if not steps:
        out.append("    {0},")
    out.append("};")
    out.append("static const rone_ability abilities[] = {")
    for a in abilities:
        out.append("    {%d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d}," % a)
    if not abilities:
        out.append("    {0},")
    out.append("};")
    out.append("static const rone_card_def cards[] = {")
    for c in cards:
        out.append("    {%s, %s, %s, %s, %s, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d}," %
                   (cstr(c[0]), cstr(c[1]), cstr(c[2]), cstr(c[3]), *c[4:]))
    out.append("};")
    out.append(f"const rone_set {sym} = {{{cstr(s['id'])}, {cstr(s['name'])}, {cstr(s['note'])}, "
               f"0x{fnv1a(raw):08x}u, {len(cards)}, cards, abilities, steps}};")
    return "\n".join(out) + "\n"


def main(argv):
    check = argv[1:2] == ["--check"]
    args = argv[2:] if check else argv[1:]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    src, dst = args
    try:
        with open(src, "rb") as f:
            raw = f.read()
        data = tomllib.loads(raw.decode())
        text = emit(src.split("/")[-1] if "/" in src else src, raw, *compile_set(data))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError, Bad) as e:
        print(f"gen_rone_cards: {src}: {e}", file=sys.stderr)
        return 2
    if check:
        try:
            with open(dst) as f:
                if f.read() == text:
                    return 0
        except OSError:
            pass
        print(f"gen_rone_cards: {dst} is not up to date with {src}: rerun the generator", file=sys.stderr)
        return 1
    with open(dst, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
