// The app's own icon for this game (SVG markup in a 64×64 view box; decorative).

export const ICON =
  '<rect width="64" height="64" rx="14" fill="#264653"/><text x="17" y="29" font-size="17" font-weight="700" fill="#fff" font-family="system-ui,sans-serif" text-anchor="middle">3</text><text x="47" y="29" font-size="17" font-weight="700" fill="#e9c46a" font-family="system-ui,sans-serif" text-anchor="middle">7</text><text x="17" y="53" font-size="17" font-weight="700" fill="#e9c46a" font-family="system-ui,sans-serif" text-anchor="middle">7</text><text x="47" y="53" font-size="17" font-weight="700" fill="#fff" font-family="system-ui,sans-serif" text-anchor="middle">5</text><path d="M24 23h16" stroke="#e9c46a" stroke-width="3" stroke-linecap="round"/>';
