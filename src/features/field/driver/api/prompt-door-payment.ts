import { DOOR_CALLABLES } from '@nyama/domain/callables/door-callables';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';

/** The driver's M-Pesa prompt at the door; the order's live listener shows the money once it is paid. */
export const usePromptDoorPayment = () => useCallableAction(DOOR_CALLABLES.promptDoorPayment, () => []);
