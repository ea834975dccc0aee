// The app's own icon for the Schiebepuzzle (SVG markup in a 64×64 view box; decorative): a 3×3 tray with one gap.

const tile = (x: number, y: number, n: number): string =>
  `<rect x="${x}" y="${y}" width="15" height="15" rx="3" fill="#f7efe0"/><text x="${x + 7.5}" y="${y + 11.5}" font-size="10" font-weight="800" fill="#2b3036" font-family="system-ui,sans-serif" text-anchor="middle">${n}</text>`;

export const ICON =
  '<rect width="64" height="64" rx="14" fill="#33495a"/>' +
  [
    [7, 7, 1],
    [24.5, 7, 2],
    [42, 7, 3],
    [7, 24.5, 4],
    [24.5, 24.5, 5],
    [42, 24.5, 6],
    [7, 42, 7],
    [24.5, 42, 8],
  ]
    .map(([x, y, n]) => tile(x as number, y as number, n as number))
    .join('');
