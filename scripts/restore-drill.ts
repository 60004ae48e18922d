import { env, exit } from 'node:process';

/**
 * `npm run drill:restore`: backs the demo shop up, wipes it, restores it and proves it came back whole
 * (scripts/lib/restore-drill.ts). It runs on emulators shifted by EMULATOR_PORT_OFFSET, 800 unless told
 * otherwise, so it never meets a shop running on the default ports. The offset is read when the ports'
 * module loads, hence set before the drill is imported.
 */
env['EMULATOR_PORT_OFFSET'] ??= '800';
const { restoreDrill } = await import('./lib/restore-drill');
exit(await restoreDrill());
