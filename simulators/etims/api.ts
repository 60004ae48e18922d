import { z } from 'zod/mini';
import { json, jsonBody, type Route, type SimRequest } from '../http';
import type { ControlUnit } from './control-unit';
import {
  CREDIT_NOTE_REASONS,
  envelope,
  ITEM_CLASSES,
  PACKAGING_UNITS,
  PAYMENT_TYPES,
  QUANTITY_UNITS,
  TAX_TYPE_NAMES,
  TAX_TYPE_RATES,
  type ResultCode,
} from './protocol';
import { insertPurchase } from './purchases';
import { saveSale } from './sales';
import { insertStockIo, saveStockMaster } from './stock';

/** The specification's base path: https://etims-api-sbx.kra.go.ke/etims-api/<function>. */
const ETIMS_API_PATH = '/etims-api';

export type Gateway = { isDown(): boolean; latencyMs(): number };

const answer = (code: ResultCode, data: unknown = null, message?: string) =>
  json(200, envelope(code, data, message));

const header = (request: SimRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

/**
 * tin, bhfId and cmcKey: the specification lists them in the body, the clients in use send them as headers;
 * both are taken, headers first. Without them the answer is 900, with a wrong key or branch 901.
 */
function identify(unit: ControlUnit, request: SimRequest, body: Record<string, unknown>): ResultCode | null {
  const field = (name: string) =>
    header(request, name) ?? (typeof body[name] === 'string' ? body[name] : undefined);
  const [tin, bhfId, cmcKey] = [field('tin'), field('bhfId'), field('cmcKey')];
  if (!tin || !bhfId || !cmcKey) return '900';
  if (tin !== unit.taxpayer.tin || bhfId !== unit.taxpayer.bhfId || cmcKey !== unit.cmcKey()) return '901';
  return null;
}

const initSchema = z.object({ tin: z.string(), bhfId: z.string(), dvcSrlNo: z.string() });
const lastRequestSchema = z.object({ lastReqDt: z.string().check(z.regex(/^\d{14}$/)) });
const itemSchema = z.looseObject({
  itemCd: z.string().check(z.regex(/^[A-Z]{2}[1-3][A-Z]{4}\d{7}$/)),
  itemClsCd: z.string().check(z.regex(/^\d{1,10}$/)),
  itemTyCd: z.enum(['1', '2', '3']),
  itemNm: z.string().check(z.minLength(1), z.maxLength(200)),
  orgnNatCd: z.string().check(z.length(2)),
  pkgUnitCd: z.string().check(z.refine((value) => value in PACKAGING_UNITS)),
  qtyUnitCd: z.string().check(z.refine((value) => value in QUANTITY_UNITS)),
  taxTyCd: z.string().check(z.refine((value) => value in TAX_TYPE_RATES)),
  dftPrc: z.number().check(z.gte(0)),
  isrcAplcbYn: z.enum(['Y', 'N']),
  useYn: z.enum(['Y', 'N']),
});

/** `yyyyMMddHHmmss` (Nairobi) as an instant, for `lastReqDt`. */
const fromKraDate = (value: string) =>
  Date.parse(
    `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}:${value.slice(12, 14)}+03:00`,
  );

const codeClass = (
  cdCls: string,
  cdClsNm: string,
  codes: Record<string, string>,
  rates?: Record<string, number>,
) => ({
  cdCls,
  cdClsNm,
  useYn: 'Y',
  dtlList: Object.entries(codes).map(([cd, cdNm], index) => ({
    cd,
    cdNm,
    useYn: 'Y',
    srtOrd: index + 1,
    userDfnCd1: rates ? String(rates[cd]) : null,
  })),
});

/**
 * The OSCU functions a shop's sales, purchases and stock need: the device's initialisation, the code lists,
 * items, sales with their credit notes, purchases, stock stored in and out and each item's stock master. Each answers HTTP 200 with KRA's envelope; a held-down gateway answers 503.
 */
export function oscuRoutes(unit: ControlUnit, gateway: Gateway): Route[] {
  const post = (
    name: string,
    handle: (request: SimRequest, body: Record<string, unknown>) => ReturnType<Route['handle']>,
  ): Route => ({
    method: 'POST',
    path: `${ETIMS_API_PATH}/${name}`,
    handle: async (request) => {
      const latency = gateway.latencyMs();
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      if (gateway.isDown()) return json(503, { message: 'Service Unavailable' });
      const body = jsonBody(request);
      if (typeof body !== 'object' || body === null) return answer('911');
      return handle(request, body as Record<string, unknown>);
    },
  });
  const identified = (name: string, handle: (body: Record<string, unknown>) => ReturnType<Route['handle']>) =>
    post(name, (request, body) => {
      const refused = identify(unit, request, body);
      return refused ? answer(refused) : handle(body);
    });

  return [
    post('selectInitOsdcInfo', (_request, body) => {
      const init = initSchema.safeParse(body);
      if (!init.success) return answer('910');
      const { tin, bhfId, dvcSrlNo } = unit.taxpayer;
      if (init.data.tin !== tin || init.data.bhfId !== bhfId || init.data.dvcSrlNo !== dvcSrlNo)
        return answer('901');
      const cmcKey = unit.install();
      if (cmcKey === null) return answer('902');
      return answer('000', {
        info: {
          tin,
          taxprNm: unit.taxpayer.taxprNm,
          bhfId,
          bhfNm: 'Headquarter',
          hqYn: 'Y',
          ...unit.identity,
          cmcKey,
        },
      });
    }),
    identified('selectCodeList', (body) => {
      if (!lastRequestSchema.safeParse(body).success) return answer('910');
      return answer('000', {
        clsList: [
          codeClass('04', 'Taxation Type', TAX_TYPE_NAMES, TAX_TYPE_RATES),
          codeClass('07', 'Payment Type', PAYMENT_TYPES),
          codeClass('10', 'Quantity Unit', QUANTITY_UNITS),
          codeClass('17', 'Packing Unit', PACKAGING_UNITS),
          codeClass('32', 'Refund Reason', CREDIT_NOTE_REASONS),
        ],
      });
    }),
    identified('saveItem', (body) => {
      const item = itemSchema.safeParse(body);
      if (!item.success) {
        const issue = item.error.issues[0];
        return answer('910', null, `Request parameter error: ${issue?.path.join('.') ?? 'body'}`);
      }
      const { itemCd, itemClsCd } = item.data;
      if (!(itemClsCd in ITEM_CLASSES) || !unit.classInUse(itemClsCd)) {
        return answer('910', null, `Invalid itemClsCd: ${itemClsCd} is not an item classification in use`);
      }
      // The code (KE2NTKG0000001) says its product type, packaging and quantity unit: KRA checks them
      // against the item's own fields, and takes two letters for the unit only.
      if (itemCd.slice(2, 7) !== `${item.data.itemTyCd}${item.data.pkgUnitCd}${item.data.qtyUnitCd}`) {
        return answer(
          '910',
          null,
          `Invalid itemCd: ${itemCd} does not carry ${item.data.pkgUnitCd}${item.data.qtyUnitCd}`,
        );
      }
      unit.saveItem({ ...item.data, modifiedAtMs: Date.now() });
      return answer('000');
    }),
    identified('selectItemClsList', (body) => {
      if (!lastRequestSchema.safeParse(body).success) return answer('910');
      return answer('000', {
        itemClsList: Object.entries(ITEM_CLASSES).map(([itemClsCd, { itemClsNm, taxTyCd }]) => ({
          itemClsCd,
          itemClsNm,
          itemClsLvl: 4,
          taxTyCd,
          mjrTgYn: 'N',
          useYn: unit.classInUse(itemClsCd) ? 'Y' : 'N',
        })),
      });
    }),
    identified('selectItemList', (body) => {
      const last = lastRequestSchema.safeParse(body);
      if (!last.success) return answer('910');
      const items = unit.itemsSince(fromKraDate(last.data.lastReqDt));
      if (items.length === 0) return answer('001');
      return answer('000', {
        itemList: items.map(({ modifiedAtMs: _at, ...item }) => ({
          tin: unit.taxpayer.tin,
          regBhfId: unit.taxpayer.bhfId,
          ...item,
        })),
      });
    }),
    identified('saveTrnsSalesOsdc', (body) => {
      const saved = saveSale(unit, body, Date.now());
      return answer(saved.code, saved.data ?? null, saved.message);
    }),
    identified('insertTrnsPurchase', (body) => {
      const recorded = insertPurchase(unit, body, Date.now());
      return answer(recorded.code, null, recorded.message);
    }),
    identified('insertStockIO', (body) => {
      const recorded = insertStockIo(unit, body, Date.now());
      return answer(recorded.code, null, recorded.message);
    }),
    identified('saveStockMaster', (body) => {
      const saved = saveStockMaster(unit, body);
      return answer(saved.code, null, saved.message);
    }),
  ];
}
