import { z } from 'zod/mini';

/**
 * A filter kept in the address: a value that does not parse is dropped rather than failing the page, so
 * an old bookmark or a hand-edited link still opens the screen, unfiltered by it.
 */
export const searchParam = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);
