import { statfsSync } from 'node:fs';
import type { Locale } from '@nyama/domain/kernel/locale';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium';

/**
 * Below this much room in /dev/shm (a container's 64 MB), Chromium keeps the memory its processes share in
 * files under /tmp instead: `--disable-dev-shm-usage`.
 */
const SHARED_MEMORY_ROOM_BYTES = 1024 ** 3;

/**
 * Whether Chromium must keep its shared memory out of /dev/shm. In files on a disk, every module a page
 * requests waits on the file that carries it between processes: with the flag on this machine's 24 GB
 * /dev/shm, bench:trace measured a signed-in page's blocking at two to six times what it is without
 * (decision 078). A phone's Chrome has no such files; the flag stays only where /dev/shm is too small to
 * run Chromium.
 */
export function sharedMemoryFlags(freeBytes: number | null): string[] {
  return freeBytes !== null && freeBytes >= SHARED_MEMORY_ROOM_BYTES ? [] : ['--disable-dev-shm-usage'];
}

function devShmFreeBytes(): number | null {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize;
  } catch {
    // No /dev/shm (not Linux): the flag, as before.
    return null;
  }
}

/** The headless Chromium the browser benches open pages in, its languages the device's (decision 072). */
export function benchChromeFlags(locale: Locale): string[] {
  return [
    '--headless=new',
    ...sharedMemoryFlags(devShmFreeBytes()),
    `--accept-lang=${locale}`,
    ...CHROMIUM_ARGS,
  ];
}
