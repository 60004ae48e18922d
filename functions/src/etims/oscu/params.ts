import { defineString } from 'firebase-functions/params';
import type { EtimsSettings } from '@nyama/domain/tax/etims-device';
import { createOscuPort } from './port';
import type { TaxInvoicePort } from '../port';

/**
 * Where KRA's OSCU answers, per environment; the Admin's setup (etims/settings) chooses one. Locally
 * functions/.env.demo-nyama points both at the simulator; a deployment sets KRA's (README "eTIMS").
 * OSCU v2.0 has no API key: the device's communication key, from its installation, is kept in Firestore.
 */
const sandboxUrl = defineString('ETIMS_SANDBOX_URL', {
  description: 'KRA eTIMS OSCU sandbox, up to /etims-api: https://etims-api-sbx.kra.go.ke/etims-api',
});
const productionUrl = defineString('ETIMS_PRODUCTION_URL', {
  description: 'KRA eTIMS OSCU production, up to /etims-api, as KRA gives it on approving the shop',
});
/** KRA's eTIMS site per environment: receipts' QR codes link to its verification page. */
const sandboxSite = defineString('ETIMS_SANDBOX_SITE_URL', {
  description: 'KRA eTIMS sandbox site, where receipts are verified: https://etims-sbx.kra.go.ke',
});
const productionSite = defineString('ETIMS_PRODUCTION_SITE_URL', {
  description: 'KRA eTIMS site, where receipts are verified: https://etims.kra.go.ke',
});

/** The deployed eTIMS port for the shop's settings. */
export const oscuPortFor = (settings: EtimsSettings): TaxInvoicePort =>
  createOscuPort(() => ({
    baseUrl: settings.environment === 'production' ? productionUrl.value() : sandboxUrl.value(),
    siteUrl: settings.environment === 'production' ? productionSite.value() : sandboxSite.value(),
    tin: settings.tin,
    branchId: settings.branchId,
    deviceSerial: settings.deviceSerial,
  }));
