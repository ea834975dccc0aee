// Toolbar icons as SVG path data (24×24, stroked): one look in every game.

export const ICONS = {
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 000 11H13',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 00-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0012 3z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  home: 'M15 5l-7 7 7 7',
  play: 'M7 5l12 7-12 7z',
  flag: 'M6 21V4M6 4h11l-3 4 3 4H6',
  shuffle: 'M3 7h4c5 0 5 10 10 10h4M3 17h4c2 0 3-1.5 4-3.5M13 9.5c1-2 2-2.5 4-2.5h4M18 4l3 3-3 3M18 14l3 3-3 3',
} as const;

export type IconName = keyof typeof ICONS;
