// games/kuhn.js: Kuhn poker's looks on the shared table (web/table.js): this seat's hand
// first, then the pot and the others.
'use strict';
GAME_LOOKS.kuhn = {
  title: 'Kuhn poker',
  areaOrder(areas, seat) {
    return areas.sort((a, b) => (a.seat === seat ? 0 : 1) - (b.seat === seat ? 0 : 1));
  },
  cardClass(card) { return card.seat === null || card.seat === undefined ? 'frame-none' : `frame-side${card.seat}`; },
};
