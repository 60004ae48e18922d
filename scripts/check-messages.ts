import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import { mergedCatalogue, messagesUsed, untranslated } from './lib/messages-check';
import { TRANSLATED_FILES } from './lib/translated-files.js';

/**
 * `npm run check:messages` (part of `npm run check`): every message a translated file uses has
 * Kiswahili words (decision 072). English needs no check: a message it lacks does not compile. Each entry
 * of the list must still name a file, so a move does not silently drop a screen from the check.
 */
const settings = z
  .object({ 'plugin.inlang.messageFormat': z.object({ pathPattern: z.array(z.string()) }) })
  .parse(JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')));
const messagesOf = z.record(z.string(), z.unknown());

/** Every area's catalogue in `locale`, as the compiler reads them (the project's path patterns). */
function catalogueIn(locale: string) {
  return mergedCatalogue(
    settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => {
      const file = path.normalize(pattern.replace('{locale}', locale));
      return { file, messages: messagesOf.parse(JSON.parse(readFileSync(file, 'utf8'))) };
    }),
  );
}

const english = catalogueIn('en-KE');
const kiswahili = catalogueIn('sw-KE');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const sources = filesUnder('src').filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'));
const misses: string[] = [...english.clashes, ...kiswahili.clashes];
let checked = 0;
for (const name of Object.keys(kiswahili.catalogue)) {
  if (!(name in english.catalogue)) misses.push(`${name} is in Kiswahili but not in English`);
}
for (const pattern of TRANSLATED_FILES) {
  const files = sources.filter((file) =>
    pattern.endsWith('/') ? file.startsWith(pattern) : file === pattern,
  );
  if (files.length === 0) misses.push(`${pattern} (scripts/lib/translated-files.js) names no file`);
  checked += files.length;
  for (const file of files) {
    for (const name of untranslated(messagesUsed(readFileSync(file, 'utf8')), kiswahili.catalogue)) {
      misses.push(`${file}: m.${name} has no Kiswahili in messages/<area>/sw-KE.json`);
    }
  }
}
for (const miss of misses) console.error(miss);
if (misses.length > 0) process.exit(1);
console.log(`Kiswahili has every message of the ${checked} translated files.`);
