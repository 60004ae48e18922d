/** Hours and minutes in Nairobi, for the driver's lists of today's taps. */
export const clock = new Intl.DateTimeFormat('en-KE', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Nairobi',
});
