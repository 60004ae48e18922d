import { CALLABLES } from '@nyama/domain/callables/registry';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';

/** The driver's M-Pesa prompt at the door; the order's live listener shows the money once it is paid. */
export const usePromptDoorPayment = () => useCallableAction(CALLABLES.promptDoorPayment, () => []);
