import { HOST, PORTS } from '../../scripts/lib/local';

/**
 * The emulators' switch for Firestore triggers, for a bench that writes or places many documents: while
 * off, a write starts no function (each would start a functions worker on this machine's few cores).
 */
export async function backgroundTriggers(state: 'disable' | 'enable'): Promise<void> {
  const response = await fetch(`http://${HOST}:${PORTS.hub}/functions/${state}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!response.ok)
    throw new Error(`The emulators would not ${state} background triggers: ${response.status}`);
}
