import { collection, doc } from 'firebase/firestore';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { farmerAnswerReportSchema } from '@nyama/domain/suppliers/farmer-answer';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = {
  farmerOrder: schemaConverter(farmerOrderSchema),
  farmerAnswer: schemaConverter(farmerAnswerReportSchema),
};

/**
 * The farmers' orders and their answers: the farmer's page (profile-refs.ts says why the references are
 * split; the shop's call for suppliers, whose module holds the applications' schemas, is supplier-refs.ts').
 */
export const farmerRefs = {
  farmerOrders: () => collection(db, COLLECTIONS.farmerOrders).withConverter(converters.farmerOrder),
  farmerOrder: (orderId: string) => doc(db, paths.farmerOrder(orderId)).withConverter(converters.farmerOrder),
  farmerAnswers: () => collection(db, COLLECTIONS.farmerAnswers).withConverter(converters.farmerAnswer),
};
