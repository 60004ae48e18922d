import { DELIVERY_ACTION_LABEL, projectStatus, type DeliveryOutcome } from '@nyama/domain/delivery/delivery';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
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

export const REPORT_STATE_LABEL: Record<ReportState, string> = {
  waiting: 'Pending sync',
  checking: 'Sent, being applied',
  applied: 'Done',
  duplicate: 'Already done',
  rejected: 'Refused',
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

/** A report as named in the list of refused writes. */
export const describeReport = (report: DriverReport) => DELIVERY_ACTION_LABEL[report.action];
