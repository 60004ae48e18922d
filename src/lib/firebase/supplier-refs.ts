import { doc } from 'firebase/firestore';
import { paths } from '@nyama/domain/kernel/paths';
import { supplierCallSchema } from '@nyama/domain/suppliers/supplier-application';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = { supplierCall: schemaConverter(supplierCallSchema) };

/** The shop's call for suppliers: the supplier's page (profile-refs.ts says why the references are split). */
export const supplierRefs = {
  supplierCall: () => doc(db, paths.supplierCall()).withConverter(converters.supplierCall),
};
