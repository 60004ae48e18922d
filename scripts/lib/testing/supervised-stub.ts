import { superviseGroup } from '../processes';

/**
 * For processes.test.ts: this process plays `npm start`. Its command is a shell that forwards no signal
 * (like npx) running a node process that stands in for the emulators; each prints what happens to it.
 */
const emulators = `
process.on('SIGINT', () => { console.log('emulators stopping'); setTimeout(() => process.exit(0), 200); });
console.log('emulators ' + process.pid);
setInterval(() => undefined, 1000);
`;
superviseGroup(
  'sh',
  ['-c', `"${process.execPath}" -e "$0"; true`, emulators],
  { stdio: ['ignore', 'inherit', 'inherit'] },
  async () => {
    console.log('simulators closed');
  },
);
