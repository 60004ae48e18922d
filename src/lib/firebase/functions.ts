import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FUNCTIONS_REGION } from '@nyama/domain/callables/registry';
import { app } from './app';
import { emulatorHost } from './config';

export const functions = getFunctions(app, FUNCTIONS_REGION);

if (emulatorHost) connectFunctionsEmulator(functions, emulatorHost, 5001);
