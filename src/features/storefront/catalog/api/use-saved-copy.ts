import { useQuery } from '@tanstack/react-query';
import { catalogSnapshotQuery } from './catalog';
import type { SnapshotKey } from './snapshot-types';

/**
 * This device's saved copy of a catalogue list, read only while the network has not answered it: a page
 * served with its answers (decision 048), or one whose read came first, loads no Dexie for a copy it
 * would not show (decision 054).
 */
export function useSavedCopy<K extends SnapshotKey>(key: K, liveAnswered: boolean) {
  return useQuery({ ...catalogSnapshotQuery(key), enabled: !liveAnswered }).data;
}
