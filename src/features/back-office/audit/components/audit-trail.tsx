import { Badge, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { DetailTable } from '../../../../components/detail-table';
import { formatDateTime } from '../../../../lib/format-time';
import { useAuditTrail } from '../api/audit-trail';
import { fieldChanges } from './describe-value';
import { m } from '../../../../paraglide/messages';
import { ROLE_WORDS } from '../../../../lib/role-words';

/**
 * The history of one document: when, who (email and role), what they did, and each field before → after.
 * Usage: `<AuditTrail targetPath="items/abc" />`.
 */
export function AuditTrail({ targetPath }: { targetPath: string }) {
  const trail = useAuditTrail(targetPath);
  return (
    <Stack gap="xs" component="section" aria-label={m.staff_audit_history()}>
      <Title order={3} size="h5">
        {m.staff_audit_history()}
      </Title>
      {trail.status === 'loading' && <Loader size="sm" />}
      {trail.status === 'error' && (
        <Text c="ember" size="sm" role="alert">
          {trail.message}
        </Text>
      )}
      {trail.status === 'ready' && trail.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {m.staff_audit_none()}
        </Text>
      )}
      {trail.status === 'ready' && trail.data.length > 0 && (
        <Timeline bulletSize={12} lineWidth={2}>
          {trail.data.map((entry) => (
            <Timeline.Item key={`${entry.atMs}-${entry.action}-${entry.summary}`} title={entry.summary}>
              <Stack gap={4}>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.atMs)} · {entry.actorEmail ?? entry.actorUid}
                  </Text>
                  <Badge size="xs" variant="light" color="charcoal">
                    {ROLE_WORDS[entry.actorRole]()}
                  </Badge>
                </Group>
                {/* A read (decision 067) changes no field: its summary says what was opened. */}
                {(entry.before !== null || entry.after !== null) && (
                  <DetailTable
                    label={m.staff_audit_fields_changed()}
                    size="xs"
                    details={fieldChanges(entry.before, entry.after).map((change) => ({
                      name: change.field,
                      value: `${change.from} → ${change.to}`,
                    }))}
                  />
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
