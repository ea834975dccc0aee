// German numbers for every page ("1.234", "87 %"). The formatters are made once: building an
// Intl.NumberFormat costs far more than formatting with it, and counters format on every tap.

const WHOLE = new Intl.NumberFormat('de-DE');
const PERCENT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** "1.234" */
export const deNumber = (n: number): string => WHOLE.format(n);
/** "87 %" for 0.87 */
export const dePercent = (share: number): string => `${PERCENT.format(share * 100)} %`;
/** "2,5" (at most one decimal) */
export const deDecimal = (n: number): string => ONE_DECIMAL.format(n);
