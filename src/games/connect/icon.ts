// The app's own icon for this game (SVG markup in a 64×64 view box; decorative).

export const ICON =
  '<rect width="64" height="64" rx="14" fill="#1f5f5b"/><rect x="9" y="10" width="18" height="22" rx="4" fill="#fff"/><rect x="37" y="32" width="18" height="22" rx="4" fill="#fff"/><circle cx="18" cy="21" r="5" fill="#e76f51"/><circle cx="46" cy="43" r="5" fill="#e76f51"/><path d="M27 21h10v22" fill="none" stroke="#5ce1d4" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>';
