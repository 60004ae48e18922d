import type { Locale } from '@nyama/domain/kernel/locale';

/**
 * The app's own words, from its compiled catalogue (decision 072): a journey in Kiswahili finds what a
 * Kiswahili phone shows by the message that shows it, never by a second spelling of it. Call a message
 * with `SW` (or `EN`) as its options: `m.store_cart_add({}, SW)`.
 */
export { m } from '../../src/paraglide/messages.js';

export const SW = { locale: 'sw-KE' } as const satisfies { locale: Locale };
export const EN = { locale: 'en-KE' } as const satisfies { locale: Locale };
