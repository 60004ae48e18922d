import { speakEnglishInSchemas } from '@nyama/domain/kernel/schema-messages';

// Every test process parses as the PWA and the functions do: their entries call this as they start.
speakEnglishInSchemas();
