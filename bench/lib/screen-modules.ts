import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const BOOTSTRAP = here('./node-firebase.ts');
const COUNTING = here('./counting-firestore.ts');
const STAND_INS: Record<string, string> = {
  [`${ROOT}src/lib/firebase/app.ts`]: BOOTSTRAP,
  [`${ROOT}src/lib/firebase/firestore.ts`]: BOOTSTRAP,
};

/**
 * The app's own modules, loaded in Node through Vite (so `import.meta.env` and the app's imports work as
 * in the browser). Two files are swapped for Node's: the SDK's bootstrap (bench/lib/node-firebase.ts) and
 * `firebase/firestore`, which every app module gets through a copy that counts the documents read
 * (bench/lib/counting-firestore.ts). Everything else, the screens' queries included, is the app's code.
 */
const standIns: Plugin = {
  name: 'bench-stand-ins',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && STAND_INS[resolved.id] ? STAND_INS[resolved.id] : null;
  },
};

export async function loadScreenModules() {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    // Nothing to pre-bundle: Node imports the dependencies itself.
    optimizeDeps: { noDiscovery: true },
    plugins: [standIns],
    // Dependencies are Node's own imports, which plugins do not see: this one is swapped by its name.
    resolve: { alias: [{ find: /^firebase\/firestore$/, replacement: COUNTING }] },
  });
  const load = (path: string) => server.ssrLoadModule(path);
  return { load, close: () => server.close() };
}
