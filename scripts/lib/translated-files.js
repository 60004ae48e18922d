/**
 * The files whose every word goes through the message catalogue (messages/, decision 072): lint refuses
 * words written in their JSX, and `npm run check:messages` refuses a message they use that Kiswahili lacks.
 * Every screen is translated, so the list is the whole app; an entry may name a file, or a folder (ending
 * in /) for every file under it, should a new area start in English.
 * @type {readonly string[]}
 */
export const TRANSLATED_FILES = ['src/'];
