// Test fixtures shared by unit and browser tests: boards pinned for fixed codes.

/** Board of code 41739205-b (generator kb-connect-1); Node and Chromium must both produce it. */
export const PINNED_41739205_B = ['NIALFI', 'GJGJEP', 'AFCMIL', 'DJGMAC', 'DNDGPE', 'NFMIAE', 'DNJCPL', 'FPLMEC'];
