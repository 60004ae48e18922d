/**
 * Debian's Chromium (Playwright cannot download its own browser on these machines), with the flags that
 * keep it quiet on a closed network (../shared/notes/firebase-offline.md).
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
