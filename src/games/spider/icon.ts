// The app's own icon for Spider (SVG markup in a 64×64 view box; decorative): a fanned spade run on green.

export const ICON =
  '<rect width="64" height="64" rx="14" fill="#1f6b45"/><g font-family="system-ui,sans-serif" font-weight="800" font-size="10"><rect x="10" y="8" width="26" height="36" rx="3" fill="#fff" stroke="#1b1b1b"/><text x="13" y="18" fill="#1b1b1b">K♠</text><rect x="19" y="16" width="26" height="36" rx="3" fill="#fff" stroke="#1b1b1b"/><text x="22" y="26" fill="#1b1b1b">D♠</text><rect x="28" y="24" width="26" height="36" rx="3" fill="#fff" stroke="#1b1b1b"/><text x="31" y="34" fill="#1b1b1b">B♠</text></g><path d="M41 50c-4-3-7-5-7-8a3 3 0 0 1 7-1 3 3 0 0 1 7 1c0 3-3 5-7 8Z" fill="#1b1b1b"/>';
