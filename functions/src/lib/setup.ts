import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@nyama/domain/callables/region';
import { speakEnglishInSchemas } from '@nyama/domain/kernel/schema-messages';

// Imported first by index.ts: global options must be set before any function is defined.
initializeApp();
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
speakEnglishInSchemas();
