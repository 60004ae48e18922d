import { collection, doc } from 'firebase/firestore';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { farmerAnswerReportSchema } from '@nyama/domain/suppliers/farmer-answer';
import { supplierCallSchema } from '@nyama/domain/suppliers/supplier-application';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = {
  farmerOrder: schemaConverter(farmerOrderSchema),
  farmerAnswer: schemaConverter(farmerAnswerReportSchema),
  supplierCall: schemaConverter(supplierCallSchema),
};

/** The farmers' orders and answers, and the shop's call for suppliers: the farmer's page and the supplier's (profile-refs.ts says why apart). */
export const supplierRefs = {
  farmerOrders: () => collection(db, COLLECTIONS.farmerOrders).withConverter(converters.farmerOrder),
  farmerOrder: (orderId: string) => doc(db, paths.farmerOrder(orderId)).withConverter(converters.farmerOrder),
  farmerAnswers: () => collection(db, COLLECTIONS.farmerAnswers).withConverter(converters.farmerAnswer),
  supplierCall: () => doc(db, paths.supplierCall()).withConverter(converters.supplierCall),
};
