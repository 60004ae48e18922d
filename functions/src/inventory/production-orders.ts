import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { cuttingTemplateSchema } from '@nyama/domain/inventory/production';
import {
  cutYieldBps,
  expectedCutYieldBps,
  planProduction,
  productionNumber,
  productionOrderSchema,
  PRODUCTION_SOURCE_KIND,
} from '@nyama/domain/inventory/production-order';
import { SPECIES } from '@nyama/domain/catalogue/species';
import { carcassItemId } from '@nyama/domain/catalogue/stock-only';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { recordAudit } from '../lib/audit';
import { countOf } from '../lib/counter';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { readButcher } from '../orders/staff/staff-order';
import { newLotId, posterOf, postMovements, readLots } from './post-movements';

/**
 * Inner or Admin: cuts a whole carcass lot into the weighed outputs (docs/decisions/034-production-orders.md).
 * In one transaction: the carcass lot, its species' template, the outputs' items and the butcher are read;
 * the domain checks the mass balance and costs the outputs; the carcass leaves its lot, each output
 * arrives as a new lot on sale at once, the order is numbered and stored, and the audit entry written.
 * A refusal writes nothing.
 */
export const postProductionOrder = onContract(
  CALLABLES.postProductionOrder,
  async ({ carcassLotId, butcherId, outputs }, caller) => {
    const firestore = db();
    const postedBy = await posterOf(firestore, caller);
    return firestore.runTransaction(async (tx) => {
      const [carcass] = await readLots(firestore, tx, [carcassLotId]);
      const species = SPECIES.find((candidate) => carcass && carcassItemId(candidate) === carcass.itemId);
      if (!carcass || !species) throw new HttpsError('failed-precondition', 'This lot is not a carcass.');
      const templateRef = firestore.doc(paths.cuttingTemplate(species));
      const counterRef = firestore.doc(paths.productionOrderCounter());
      const itemIds = [carcass.itemId, ...outputs.map((output) => output.itemId)];
      // A carcass bought from a farmer tells the farmer how their animals cut (decision 043).
      const farmerOrderRef =
        carcass.source.kind === 'farmerOrder' && carcass.source.id
          ? firestore.doc(paths.farmerOrder(carcass.source.id))
          : null;
      const farmerOrderSnap = farmerOrderRef ? await tx.get(farmerOrderRef) : null;
      const [templateSnap, counterSnap, butcher, ...itemSnaps] = await Promise.all([
        tx.get(templateRef),
        tx.get(counterRef),
        readButcher(firestore, tx, butcherId),
        ...itemIds.map((itemId) => tx.get(firestore.doc(paths.item(itemId)))),
      ]);
      if (!templateSnap.exists)
        throw new HttpsError('failed-precondition', `There is no cutting template for ${species}.`);
      const template = parseDoc(cuttingTemplateSchema, templateSnap.data(), templateRef.path);
      const items = new Map(
        itemSnaps.flatMap((snap) =>
          snap.exists
            ? [[snap.id, { ...parseDoc(itemSchema, snap.data(), snap.ref.path), id: snap.id }] as const]
            : [],
        ),
      );
      const nowMs = Date.now();
      const ref = firestore.collection(COLLECTIONS.productionOrders).doc();
      const plan = planProduction({
        orderId: ref.id,
        carcass,
        template,
        outputs,
        items,
        newLotIds: outputs.map(() => newLotId(firestore)),
        today: nairobiDate(nowMs),
        nowMs,
      });
      if (!plan.ok) throw new HttpsError('failed-precondition', plan.reason);
      const count = countOf(counterSnap);
      const number = productionNumber(count + 1);
      const source = { kind: PRODUCTION_SOURCE_KIND, id: ref.id };
      const reason = `${number}: ${carcass.number} cut by ${butcher.butcherName}`;
      const transactionIds = postMovements(
        firestore,
        tx,
        [
          { kind: 'productionInput', lines: plan.input, source, reason, postedBy },
          { kind: 'productionOutput', lines: plan.outputs, source, reason, postedBy },
        ],
        nowMs,
        {
          units: new Map([...items].map(([itemId, item]) => [itemId, item.unit])),
          newLots: plan.newLots,
          lotsRead: [carcass],
        },
      );
      tx.set(counterRef, { count: count + 1 });
      if (farmerOrderRef && farmerOrderSnap?.exists) {
        tx.update(farmerOrderRef, {
          yields: FieldValue.arrayUnion({
            productionOrderNumber: number,
            carcassGrams: plan.order.carcass.grams,
            cutBps: cutYieldBps(plan.order),
            expectedCutBps: expectedCutYieldBps(plan.order),
            cutAtMs: nowMs,
          }),
        });
      }
      tx.create(
        ref,
        productionOrderSchema.parse({
          ...plan.order,
          number,
          butcher,
          transactionIds,
          postedBy,
          postedAtMs: nowMs,
        }),
      );
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.postProductionOrder,
        {
          targetPath: ref.path,
          summary: `${number}: ${formatWeight(plan.order.carcass.grams)} of ${species} cut into ${outputs.length} outputs by ${butcher.butcherName}`,
          before: { carcassOnHand: carcass.onHand },
          after: { outputs: plan.order.outputs.map((output) => `${output.name} ${output.lotNumber}`) },
        },
        nowMs,
      );
      return { productionOrderId: ref.id, number };
    });
  },
);
