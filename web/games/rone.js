// games/rone.js: RONE's looks on the shared table (web/table.js): this seat's side first
// (battlefield, hand, then its piles), then the others' sides, then the stack and what is
// removed; each side's cards framed in its team's colour (the seat's name is written too).
'use strict';
GAME_LOOKS.rone = {
  title: 'RONE',
  areaOrder(areas, seat) {
    const kindRank = { stack: 0, battlefield: 1, hand: 2, deck: 3, pile: 4, graveyard: 5, location: 6 };
    const sideRank = a => (a.seat === null || a.seat === undefined ? (a.kind === 'stack' ? -1 : 99) : a.seat === seat ? 0 : 1 + a.seat);
    return areas.sort((a, b) => sideRank(a) - sideRank(b) || (kindRank[a.kind] ?? 9) - (kindRank[b.kind] ?? 9));
  },
  cardClass(card, state) {
    const seats = state.view.seats;
    if (card.seat === null || card.seat === undefined) return 'frame-none';
    // 2 v 2: seats 0 and 2 against 1 and 3; otherwise each seat its own colour
    return `frame-side${seats === 4 ? card.seat % 2 : card.seat}`;
  },
};
