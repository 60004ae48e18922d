/** A group id suggested from its name: "Goat & mutton" → "goat-mutton" (the Admin may change it before saving). */
export function suggestGroupId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, 30)
    .replace(/-+$/, '');
}
