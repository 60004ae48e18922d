import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { DeliveryPhoto } from '@nyama/domain/delivery/delivery-photo';
import { DELIVERY_ACTION_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';
import { REPORT_STATE_WORDS, reportState, type ReportState } from '../api/delivery-view';
import type { DriverReport } from '../api/round';
import { formatNairobiTime } from '@nyama/domain/kernel/nairobi-time';

const COLOR: Record<ReportState, string> = {
  waiting: 'yellow',
  checking: 'blue',
  applied: 'green',
  duplicate: 'gray',
  rejected: 'ember',
};

/** Every report the driver made on this delivery, with where it is: on the phone, sent, done or refused. */
export function DeliveryLog({
  reports,
  photos,
}: {
  reports: DriverReport[];
  /** Photos by the id of the report they prove. */
  photos: Map<string, DeliveryPhoto>;
}) {
  if (reports.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={m.field_driver_your_reports()}>
      <Title order={2} size="h4">
        {m.field_driver_your_reports()}
      </Title>
      {reports.map((report) => {
        const state = reportState(report);
        const photo = photos.get(report.id);
        const action = DELIVERY_ACTION_WORDS[report.action]();
        return (
          <Stack key={report.id} gap={2} role="listitem" aria-label={action}>
            <Group justify="space-between">
              <Text size="sm">
                {formatNairobiTime(report.clientAtMs)} · {action}
              </Text>
              <Badge color={COLOR[state]} variant="light">
                {REPORT_STATE_WORDS[state]()}
              </Badge>
            </Group>
            {report.action === 'failed' && (
              <Text size="sm" c="dimmed">
                {report.reason}
              </Text>
            )}
            {photo && <Image src={photo.jpeg} alt={m.field_driver_photo_alt()} maw={160} radius="sm" />}
            {report.outcomeReason && (
              <Text size="sm" c={state === 'rejected' ? 'ember' : 'dimmed'}>
                {report.outcomeReason}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
