import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import type { Butcher } from '../../../../domain/catalog';
import { refs } from '../../../../lib/firebase/refs';
import { catalogueKeys } from './catalogue-keys';

export type AdminButcher = Butcher & { id: string };

/** Every butcher, former ones too, by name. */
export const butchersQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.butchers(),
    queryFn: async (): Promise<AdminButcher[]> => {
      const snapshot = await getDocs(query(refs.butchers(), orderBy('name')));
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
  });
