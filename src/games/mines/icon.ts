// The app's own icon for Minesweeper (SVG markup in a 64×64 view box; decorative): a few open
// cells with numbers, covered cells, a flag and a mine.

export const ICON =
  '<rect width="64" height="64" rx="14" fill="#5b6f87"/>' +
  '<rect x="8" y="8" width="48" height="48" rx="6" fill="#eceff3"/>' +
  '<rect x="32" y="8" width="24" height="24" rx="5" fill="#b7c6d8"/>' +
  '<rect x="8" y="32" width="24" height="24" rx="5" fill="#b7c6d8"/>' +
  '<text x="20" y="27" font-size="17" font-weight="800" fill="#1c4fd8" font-family="system-ui,sans-serif" text-anchor="middle">1</text>' +
  '<text x="44" y="51" font-size="17" font-weight="800" fill="#1d7a2e" font-family="system-ui,sans-serif" text-anchor="middle">2</text>' +
  '<path d="M40 12v16" stroke="#1d232a" stroke-width="2.2" stroke-linecap="round"/><path d="M41 13l9 4-9 4z" fill="#d8342b"/>' +
  '<g stroke="#1d232a" stroke-width="2" stroke-linecap="round"><path d="M20 36v16M12 44h16M14.5 38.5l11 11M25.5 38.5l-11 11"/></g>' +
  '<circle cx="20" cy="44" r="5.5" fill="#1d232a"/><circle cx="18.2" cy="42.2" r="1.5" fill="#fff"/>';
