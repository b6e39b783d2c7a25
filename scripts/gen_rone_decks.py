#!/usr/bin/env python3
"""gen_rone_decks.py: compiles the ready-made RONE decks (data/rone/decks.toml) into C:
the table read by rone_deck_preset_at() (src/rone/deck.c). The engine's rone_deck_parse
checks each code against the card set (the test suite runs it on every deck).

    gen_rone_decks.py DECKS.toml OUT.c           write OUT.c
    gen_rone_decks.py --check DECKS.toml OUT.c   exit 1 if OUT.c is not what DECKS.toml gives

Refuses, naming the deck and what is wrong: unknown keys, a missing field, a duplicate id,
an id or code with characters a deck option cannot carry."""
import re
import sys
import tomllib

KEYS = {"id", "name", "hero", "code"}


class Bad(Exception):
    pass


def cstr(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def compile_decks(src, data):
    set_id = data.get("set")
    if not isinstance(set_id, str) or not re.fullmatch(r"[a-z0-9]+", set_id):
        raise Bad("needs set = \"<set id>\"")
    rows, ids = [], set()
    for i, d in enumerate(data.get("deck", [])):
        where = f"deck {d.get('id', i)}"
        for k in d:
            if k not in KEYS:
                raise Bad(f"{where}: unknown key '{k}'")
        for k in sorted(KEYS):
            if not isinstance(d.get(k), str) or not d[k]:
                raise Bad(f"{where}: missing '{k}'")
        if d["id"] in ids:
            raise Bad(f"{where}: duplicate id")
        ids.add(d["id"])
        if not re.fullmatch(r"[a-z0-9-]+", d["id"]):
            raise Bad(f"{where}: an id is lower-case letters, digits and '-'")
        if not re.fullmatch(r"[hHtTxX0-9,]+", d["code"]):
            raise Bad(f"{where}: a code is h<n>, <n>, <n>x<k> and t<n> separated by commas")
        rows.append((d["id"], d["name"], d["code"]))
    out = [f"/* rone_decks_{set_id}.c: the ready-made decks of set \"{set_id}\", compiled from {src}",
           " * by scripts/gen_rone_decks.py. Generated: do not edit; edit the TOML file and rerun. */",
           '#include "rone.h"', "", f"const rone_deck_preset rone_decks_{set_id}[] = {{"]
    for r in rows:
        out.append(f"    {{{cstr(set_id)}, {cstr(r[0])}, {cstr(r[1])}, {cstr(r[2])}}},")
    out.append("};")
    out.append(f"const int rone_decks_{set_id}_count = {len(rows)};")
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
            text = compile_decks(src.split("/")[-1], tomllib.loads(f.read().decode()))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError, Bad) as e:
        print(f"gen_rone_decks: {src}: {e}", file=sys.stderr)
        return 2
    if check:
        try:
            with open(dst) as f:
                if f.read() == text:
                    return 0
        except OSError:
            pass
        print(f"gen_rone_decks: {dst} is not up to date with {src}: rerun the generator", file=sys.stderr)
        return 1
    with open(dst, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
