import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import type { Butcher } from '@nyama/domain/catalogue/catalog';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { catalogueKeys } from './catalogue-keys';

export type AdminButcher = Butcher & { id: string };

/** Every butcher, former ones too, by name. */
export const butchersQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.butchers(),
    queryFn: async (): Promise<ListRead<AdminButcher>> => {
      const snapshot = await getDocs(query(refs.butchers(), orderBy('name')));
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });
