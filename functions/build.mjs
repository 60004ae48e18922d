// Bundles the functions with the shared domain module inlined, because `firebase deploy`
// uploads only this folder. Runtime packages stay external and come from package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'web-push'],
  logLevel: 'warning',
});
