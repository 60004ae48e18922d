import { z } from 'zod/mini';

/** The order a staff or driver's call acts on: each area's callables name it the same way. */
export const orderIdField = z.string({ error: 'Say which order' }).check(z.minLength(1, 'Say which order'));
