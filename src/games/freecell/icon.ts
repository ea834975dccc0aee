// The app's own icon for this game (SVG markup in a 64×64 view box; decorative).

export const ICON =
  '<rect width="64" height="64" rx="14" fill="#2f6b4f"/><rect x="8" y="8" width="11" height="14" rx="2" fill="none" stroke="#cfe8d8" stroke-width="1.6" stroke-dasharray="3 2"/><rect x="22" y="8" width="11" height="14" rx="2" fill="none" stroke="#cfe8d8" stroke-width="1.6" stroke-dasharray="3 2"/><rect x="14" y="26" width="16" height="22" rx="3" fill="#fff"/><rect x="14" y="34" width="16" height="22" rx="3" fill="#fff" stroke="#2f6b4f" stroke-width="1"/><rect x="36" y="20" width="16" height="22" rx="3" fill="#fff"/><path d="M44 25l4 5-4 5-4-5z" fill="#d1495b"/><path d="M22 40c3 3 5 5 0 9-5-4-3-6 0-9z" fill="#1d232a"/>';
