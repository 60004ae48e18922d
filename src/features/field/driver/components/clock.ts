import { englishDates } from '@nyama/domain/kernel/english-dates';

/** Hours and minutes in Nairobi, for the driver's lists of today's taps (made on first use, decision 047). */
export const clock = englishDates({ hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' });
