import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import { messagesUsed, untranslated } from './lib/messages-check';
import { TRANSLATED_FILES } from './lib/translated-files.js';

/**
 * `npm run check:messages` (part of `npm run check`): every message a translated file uses has
 * Kiswahili words (decision 072). English needs no check: a message it lacks does not compile. Each entry
 * of the list must still name a file, so a move does not silently drop a screen from the check.
 */
const catalogue = z
  .record(z.string(), z.unknown())
  .parse(JSON.parse(readFileSync('messages/sw-KE.json', 'utf8')));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const sources = filesUnder('src').filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'));
const misses: string[] = [];
for (const pattern of TRANSLATED_FILES) {
  const files = sources.filter((file) =>
    pattern.endsWith('/') ? file.startsWith(pattern) : file === pattern,
  );
  if (files.length === 0) misses.push(`${pattern} (scripts/lib/translated-files.js) names no file`);
  for (const file of files) {
    for (const name of untranslated(messagesUsed(readFileSync(file, 'utf8')), catalogue)) {
      misses.push(`${file}: m.${name} has no Kiswahili in messages/sw-KE.json`);
    }
  }
}
for (const miss of misses) console.error(miss);
if (misses.length > 0) process.exit(1);
console.log(`Kiswahili has every message of the ${TRANSLATED_FILES.length} translated files.`);
