// The app's own icon for Klondike (SVG markup in a 64×64 view box; decorative).

export const ICON =
  '<rect width="64" height="64" rx="14" fill="#2f6b4f"/><rect x="7" y="9" width="20" height="28" rx="3" fill="#2b5b8a" stroke="#f4efe4" stroke-width="1.5"/><rect x="22" y="16" width="20" height="28" rx="3" fill="#2b5b8a" stroke="#f4efe4" stroke-width="1.5"/><rect x="37" y="23" width="20" height="30" rx="3" fill="#fff" stroke="#333" stroke-width="0.8"/><text x="41" y="36" font-size="11" font-weight="800" fill="#c62828" font-family="system-ui,sans-serif">K</text><path d="M47 40c-3-3-7 0-3 4l3 3 3-3c4-4 0-7-3-4z" fill="#c62828"/>';
