/** Resolves in a task of its own: the phone's main thread may paint and answer a tap before what follows. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve));
