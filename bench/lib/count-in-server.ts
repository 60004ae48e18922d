import { countFirestoreOperations } from './firestore-operations';

/**
 * Loaded (`node --import`) into each Functions Framework process `bench:checkout-http` starts, before the
 * framework loads the functions: counts the Admin SDK's reads and writes in that process and answers
 * any message from the bench, over the IPC channel it was started with, with the counts so far. The
 * functions' code and the framework run unchanged; the count wraps the same SDK methods the in-process
 * mode wraps.
 */
const counts = countFirestoreOperations();
process.on('message', () => process.send?.(counts));
// A server never outlives the bench that started it, even one that crashed.
process.on('disconnect', () => process.exit(0));
