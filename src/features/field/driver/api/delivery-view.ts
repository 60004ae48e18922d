import { projectStatus, type DeliveryOutcome } from '@nyama/domain/delivery/delivery';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { DELIVERY_ACTION_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';
import type { DriverReport } from './round';

/**
 * Where a report is on its way: still on the phone (`waiting`, no signal yet), on the server but not
 * yet applied by the function (`checking`), or the function's outcome.
 */
export type ReportState = 'waiting' | 'checking' | DeliveryOutcome;

export function reportState(report: DriverReport): ReportState {
  if (report.pending) return 'waiting';
  return report.outcome ?? 'checking';
}

export const REPORT_STATE_WORDS: Record<ReportState, () => string> = {
  waiting: () => m.field_driver_report_waiting(),
  checking: () => m.field_driver_report_checking(),
  applied: () => m.field_driver_report_applied(),
  duplicate: () => m.field_driver_report_duplicate(),
  rejected: () => m.field_driver_report_rejected(),
};

export const reportsOf = (reports: DriverReport[], orderId: string) =>
  reports.filter((report) => report.orderId === orderId);

/** The status the order will have once the reports still in flight land: what the driver acts on. */
export function statusAfterQueued(status: OrderStatus, reports: DriverReport[]): OrderStatus {
  return projectStatus(
    status,
    reports.filter((report) => report.outcome === undefined),
  );
}

export const waitingCount = (reports: DriverReport[]) => reports.filter((report) => report.pending).length;

/** A report as named in the list of refused writes, kept on the phone in the language spoken then. */
export const describeReport = (report: DriverReport) => DELIVERY_ACTION_WORDS[report.action]();
