"""observation.py: a seat's view (ct_view) and a game's result (ct_result) as plain Python
data: dicts, lists, strings and numbers, built from what the engine wrote and nothing
else, so they show a seat exactly what every other front end shows it."""
from ._native import ffi, lib

AREA_KINDS = ("hand", "deck", "location", "battlefield", "graveyard", "stack", "pile")


def _seat(value):
    return None if value < 0 else value


def _known(value):
    return None if value == lib.CT_VIEW_UNKNOWN else value


def view_to_dict(view):
    """The view as a dict: seat, seats, to_move (None once over), turn, over, truncated,
    status, prompt, seat_labels, options [{action, name, label}], areas [{label, kind,
    seat, size, cards [{id, face, name, face_down, active, seat, counters {label: value}}]}]
    and counters (a seat's own numbers) [{seat, label, value}]. A card the seat cannot
    identify has id and face None; an area's size counts its unlisted cards too."""
    pool = ffi.buffer(view.text, view.text_used if view.text_used else 1)[:]

    def string(offset):
        return pool[offset:pool.index(b"\0", offset)].decode("utf-8", "replace")

    cards = []
    for i in range(view.card_count):
        c = view.card[i]
        cards.append({
            "id": _known(c.id),
            "face": _known(c.face),
            "name": string(c.name),
            "face_down": bool(c.flags & lib.CT_CARD_FACE_DOWN),
            "active": bool(c.flags & lib.CT_CARD_ACTIVE),
            "seat": _seat(c.seat),
            "counters": {},
        })
    seat_counters = []
    for i in range(view.counter_count):
        k = view.counter[i]
        if 0 <= k.card < len(cards):
            cards[k.card]["counters"][string(k.label)] = k.value
        else:
            seat_counters.append({"seat": _seat(k.seat), "label": string(k.label), "value": k.value})
    areas = []
    for i in range(view.area_count):
        a = view.area[i]
        areas.append({
            "label": string(a.label),
            "kind": AREA_KINDS[a.kind] if a.kind < len(AREA_KINDS) else "pile",
            "seat": _seat(a.seat),
            "size": a.size,
            "cards": cards[a.first_card:a.first_card + a.card_count],
        })
    return {
        "seat": _seat(view.seat),
        "seats": view.seats,
        "to_move": _seat(view.to_move),
        "turn": view.turn,
        "over": bool(view.over),
        "truncated": bool(view.truncated),
        "status": string(view.status),
        "prompt": string(view.prompt),
        "seat_labels": [string(view.seat_label[p]) for p in range(view.seats)],
        "options": [{"action": o.value, "name": string(o.name), "label": string(o.label)}
                    for o in (view.option[i] for i in range(view.option_count))],
        "areas": areas,
        "counters": seat_counters,
    }


def result_to_dict(result):
    """The result as a dict: over, truncated, winners (seats), scores, ending, and the
    scorepad's lines [{seat, points, text}]; only over and scores mean something while
    the game goes on."""
    pool = ffi.buffer(result.text, result.text_used if result.text_used else 1)[:]

    def string(offset):
        return pool[offset:pool.index(b"\0", offset)].decode("utf-8", "replace")

    return {
        "over": bool(result.over),
        "truncated": bool(result.truncated),
        "winners": [p for p in range(result.seats) if result.winners >> p & 1],
        "scores": [result.score[p] for p in range(result.seats)],
        "ending": string(result.ending) if result.over else "",
        "lines": [{"seat": _seat(l.seat), "points": l.points, "text": string(l.text)}
                  for l in (result.line[i] for i in range(result.line_count))],
    }
