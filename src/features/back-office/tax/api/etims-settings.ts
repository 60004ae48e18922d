import { queryOptions } from '@tanstack/react-query';
import { getDoc } from 'firebase/firestore';
import { TAX_CALLABLES } from '@nyama/domain/callables/tax-callables';
import { refs } from '../../../../lib/firebase/refs';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { m } from '../../../../paraglide/messages';

const settingsKey = ['admin', 'etims-settings'] as const;

/** The shop's eTIMS setup, or null before an Admin has saved one (nothing goes to KRA until then). */
export const etimsSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async () => {
      const snapshot = await getDoc(refs.etimsSettings());
      return snapshot.exists() ? snapshot.data() : null;
    },
  });

/** Saves the setup; says so, and whether KRA will see a new device numbered from 1. */
export const useSaveEtimsSettings = () =>
  useCallableAction(
    TAX_CALLABLES.saveEtimsSettings,
    () => [settingsKey],
    ({ newDevice }) => ({
      color: 'green',
      message: newDevice ? m.staff_tax_setup_saved_new_device() : m.staff_tax_setup_saved(),
    }),
  );
