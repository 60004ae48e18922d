import { useState } from 'react';
import { nairobiDate, nairobiDayStartMs } from '@nyama/domain/delivery/slots';
import { useSession } from '../../../common/auth/api/use-session';

/** The signed-in driver and the Nairobi day their round is for (fixed while the screen is open). */
export function useDriver(): { driverId: string; date: string; sinceMs: number } | null {
  const session = useSession();
  const [date] = useState(() => nairobiDate(Date.now()));
  if (session.status !== 'signedIn') return null;
  return { driverId: session.uid, date, sinceMs: nairobiDayStartMs(date) };
}
