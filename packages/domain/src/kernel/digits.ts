/**
 * "1,234,567" from 1234567 (a non-negative integer). The shop's figures are formatted by hand rather than
 * with Intl: the first Intl formatter of a page loads the locale's data, about 13 ms of a phone's main
 * thread before the storefront can show a price (decision 047).
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
