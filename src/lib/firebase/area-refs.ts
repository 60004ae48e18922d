import { collection, doc } from 'firebase/firestore';
import { slotCounterSchema } from '@nyama/domain/delivery/slots';
import { zoneSchema } from '@nyama/domain/delivery/zone';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { db } from './firestore';
import { schemaConverter } from './schema-converter';

const converters = {
  zone: schemaConverter(zoneSchema),
  slotCounter: schemaConverter(slotCounterSchema),
};

/**
 * Where and when the shop delivers: the zones, and how full each delivery window is. Read by the public
 * delivery-areas page and the checkout, neither of which should build an order's schemas to show them
 * (profile-refs.ts says why the references are split).
 */
export const areaRefs = {
  zones: () => collection(db, COLLECTIONS.zones).withConverter(converters.zone),
  deliverySlot: (slotDocId: string) =>
    doc(db, paths.deliverySlot(slotDocId)).withConverter(converters.slotCounter),
};
