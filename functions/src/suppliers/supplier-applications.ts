import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { farmerProfileSchema } from '@nyama/domain/people/farmer';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import {
  splitName,
  supplierApplicationSchema,
  supplierCallSchema,
  type SupplierApplication,
} from '@nyama/domain/suppliers/supplier-application';
import { profileSchema } from '@nyama/domain/people/user';
import { userSearchKeys } from '@nyama/domain/people/user-search';
import { recordAudit } from '../lib/audit';
import { onContract, onPublicContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { LIMITS, spendLimits } from '../lib/rate-limit';
import { refuse } from '../lib/refuse';
import { posterOf } from '../inventory/post-movements';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The same answer for an unknown application and a wrong key: the link cannot be guessed at. */

/**
 * Anyone: an application from /newsupplier (docs/decisions/042-supplier-applications.md). Limited per phone,
 * per device and per network address each day, in the transaction that stores it; one application per
 * phone waits for review at a time. Answers the status link's id and secret (only its hash is kept).
 */
export const applyAsSupplier = onPublicContract(
  CALLABLES.applyAsSupplier,
  async ({ application, deviceId }, request) => {
    const firestore = db();
    const { consent: _consent, ...fields } = application;
    const waiting = await firestore
      .collection(COLLECTIONS.supplierApplications)
      .where('phone', '==', fields.phone)
      .where('status', '==', 'received')
      .limit(1)
      .get();
    if (!waiting.empty)
      throw refuse('already-exists', { reason: 'application-waiting', phone: fields.phone });
    const key = randomBytes(24).toString('base64url');
    const ref = firestore.collection(COLLECTIONS.supplierApplications).doc();
    const address = request.rawRequest.ip ?? 'unknown';
    await firestore.runTransaction(async (tx) => {
      const nowMs = Date.now();
      await spendLimits(
        tx,
        [
          LIMITS.applicationsPerPhone(fields.phone),
          LIMITS.applicationsPerDevice(deviceId),
          LIMITS.applicationsPerAddress(address.replaceAll('/', '_')),
        ],
        nowMs,
      );
      tx.create(
        ref,
        supplierApplicationSchema.parse({
          ...fields,
          status: 'received',
          declineReason: null,
          farmerUid: null,
          keyHash: hashOf(key),
          reviewedBy: null,
          createdAtMs: nowMs,
          updatedAtMs: nowMs,
        } satisfies SupplierApplication),
      );
    });
    return { applicationId: ref.id, key };
  },
);

/** Anyone with the status link: where their application stands. */
export const supplierApplicationStatus = onPublicContract(
  CALLABLES.supplierApplicationStatus,
  async ({ applicationId, key }) => {
    const snap = await db().doc(paths.supplierApplication(applicationId)).get();
    if (!snap.exists) throw refuse('not-found', { reason: 'application-missing' });
    const application = parseDoc(supplierApplicationSchema, snap.data(), snap.ref.path);
    const given = Buffer.from(hashOf(key), 'hex');
    const kept = Buffer.from(application.keyHash, 'hex');
    if (given.length !== kept.length || !timingSafeEqual(given, kept))
      throw refuse('not-found', { reason: 'application-missing' });
    return { name: application.name, status: application.status, declineReason: application.declineReason };
  },
);

/**
 * Inner or Admin: approve an application, which makes a Farmer account (an Auth user without a password,
 * its role claim, its profile and its farm) and answers the code of a link where the farmer sets a
 * password; or decline it with a reason the applicant reads. An email or a phone that already has an
 * account is refused, and an account made for a review that then fails is deleted: nothing half made.
 */
export const reviewSupplierApplication = onContract(
  CALLABLES.reviewSupplierApplication,
  async ({ applicationId, review }, caller) => {
    const firestore = db();
    const auth = getAuth();
    const reviewer = await posterOf(firestore, caller);
    const ref = firestore.doc(paths.supplierApplication(applicationId));
    const snap = await ref.get();
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such application.');
    const application = parseDoc(supplierApplicationSchema, snap.data(), ref.path);
    if (application.status !== 'received')
      throw new HttpsError('failed-precondition', `This application was ${application.status} already.`);

    let farmerUid: string | null = null;
    if (review.decision === 'approve') {
      if (await auth.getUserByEmail(application.email).catch(() => null))
        throw new HttpsError(
          'already-exists',
          `${application.email} already has an account: decline this application or change the account's role.`,
        );
      const samePhone = await firestore
        .collection(COLLECTIONS.users)
        .where('mob', '==', application.phone)
        .limit(1)
        .get();
      if (!samePhone.empty)
        throw new HttpsError(
          'already-exists',
          `${formatKenyanPhone(application.phone)} is already the number of an account.`,
        );
      farmerUid = firestore.collection(COLLECTIONS.users).doc().id;
      await auth.createUser({ uid: farmerUid, email: application.email, displayName: application.name });
      await auth.setCustomUserClaims(farmerUid, { role: 'Farmer' });
    }
    try {
      await firestore.runTransaction(async (tx) => {
        const fresh = parseDoc(supplierApplicationSchema, (await tx.get(ref)).data(), ref.path);
        if (fresh.status !== 'received')
          throw new HttpsError('failed-precondition', `This application was ${fresh.status} already.`);
        const nowMs = Date.now();
        if (farmerUid) {
          const names = splitName(application.name);
          const profile = profileSchema.parse({
            ...names,
            mob: application.phone,
            email: application.email,
            role: 'Farmer',
          });
          tx.create(firestore.doc(paths.user(farmerUid)), {
            ...profile,
            searchKeys: userSearchKeys(profile),
          });
          tx.create(
            firestore.doc(paths.farmer(farmerUid)),
            farmerProfileSchema.parse({
              ...names,
              mob: application.phone,
              county: application.county,
              location: application.location,
              species: application.species,
              active: true,
            }),
          );
        }
        const status = review.decision === 'approve' ? 'approved' : 'declined';
        tx.update(ref, {
          status,
          declineReason: review.decision === 'decline' ? review.reason : null,
          farmerUid,
          reviewedBy: reviewer,
          updatedAtMs: nowMs,
        });
        recordAudit(
          firestore,
          tx,
          caller,
          CALLABLES.reviewSupplierApplication,
          {
            targetPath: ref.path,
            summary:
              review.decision === 'approve'
                ? `${application.name} approved as a farmer`
                : `${application.name} declined: ${review.reason}`,
            before: { status: application.status },
            after: { status, farmerUid },
          },
          nowMs,
        );
      });
    } catch (error) {
      if (farmerUid) await auth.deleteUser(farmerUid);
      throw error;
    }
    if (!farmerUid) return { status: 'declined' as const, passwordCode: null };
    // The reset link's one-time code: the shop's own /resetpassword page completes it (decision 042).
    const link = new URL(await auth.generatePasswordResetLink(application.email));
    return { status: 'approved' as const, passwordCode: link.searchParams.get('oobCode') };
  },
);

/** Inner or Admin: what the shop is looking for now, the one public document /lookingforsuppliers shows. */
export const saveSupplierCall = onContract(CALLABLES.saveSupplierCall, async (call, caller) => {
  const firestore = db();
  const ref = firestore.doc(paths.supplierCall());
  const nowMs = Date.now();
  await firestore.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    tx.set(ref, supplierCallSchema.parse({ ...call, updatedAtMs: nowMs }));
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.saveSupplierCall,
      {
        targetPath: ref.path,
        summary: `Looking for: ${call.wants.map((want) => `${want.head} ${want.species}`).join(', ') || 'nothing now'}`,
        before: before.data() ?? null,
        after: { ...call },
      },
      nowMs,
    );
  });
  return { updatedAtMs: nowMs };
});
