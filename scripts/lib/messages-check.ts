/** The message names a file calls: `m.home_title(`, as every translated file writes them (decision 072). */
export function messagesUsed(source: string): string[] {
  return [...source.matchAll(/\bm\.([A-Za-z_$][\w$]*)\s*\(/g)].flatMap(([, name]) => (name ? [name] : []));
}

/** A message with words in it: text, or variants (a plural) each of which has words. */
function hasWords(message: unknown): boolean {
  if (typeof message === 'string') return message.trim() !== '';
  if (!Array.isArray(message) || message.length === 0) return false;
  return message.every((variant: unknown) => {
    const match: unknown =
      typeof variant === 'object' && variant !== null && 'match' in variant && variant.match;
    if (typeof match !== 'object' || match === null) return false;
    const texts = Object.values(match);
    return texts.length > 0 && texts.every(hasWords);
  });
}

/** The messages among `used` that a catalogue (one locale's messages/<locale>.json) has no words for. */
export function untranslated(used: Iterable<string>, catalogue: Record<string, unknown>): string[] {
  return [...new Set(used)].filter((name) => !hasWords(catalogue[name])).sort();
}

/** One area's catalogue for one locale: where it is kept, and its messages by name. */
type AreaCatalogue = { file: string; messages: Record<string, unknown> };

/**
 * One locale's catalogue, from every area's file (messages/<area>/<locale>.json), and the names two areas
 * both declare: the compiler would keep one of them silently, so the check refuses them.
 */
export function mergedCatalogue(areas: readonly AreaCatalogue[]): {
  catalogue: Record<string, unknown>;
  clashes: string[];
} {
  const catalogue: Record<string, unknown> = {};
  const declaredIn = new Map<string, string>();
  const clashes: string[] = [];
  for (const { file, messages } of areas) {
    for (const [name, message] of Object.entries(messages)) {
      if (name === '$schema') continue;
      const first = declaredIn.get(name);
      if (first !== undefined) clashes.push(`${name} is in both ${first} and ${file}`);
      declaredIn.set(name, file);
      catalogue[name] = message;
    }
  }
  return { catalogue, clashes };
}
