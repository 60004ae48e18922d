import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FUNCTIONS_REGION } from '@nyama/domain/callables/region';
import { app } from './app';
import { emulatorHost } from './config';
import { EMULATOR_PORTS } from './origins';

export const functions = getFunctions(app, FUNCTIONS_REGION);

if (emulatorHost) connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
