import { Badge, Group, Loader, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { useAuditTrail } from '../api/audit-trail';
import { fieldChanges } from './describe-value';

/**
 * The history of one document: when, who (email and role), what they did, and each field before → after.
 * Usage: `<AuditTrail targetPath="items/abc" />`.
 */
export function AuditTrail({ targetPath }: { targetPath: string }) {
  const trail = useAuditTrail(targetPath);
  return (
    <Stack gap="xs" component="section" aria-label="History">
      <Title order={3} size="h5">
        History
      </Title>
      {trail.status === 'loading' && <Loader size="sm" />}
      {trail.status === 'error' && (
        <Text c="ember" size="sm" role="alert">
          {trail.message}
        </Text>
      )}
      {trail.status === 'ready' && trail.data.length === 0 && (
        <Text c="dimmed" size="sm">
          No changes recorded yet.
        </Text>
      )}
      {trail.status === 'ready' && trail.data.length > 0 && (
        <Timeline bulletSize={12} lineWidth={2}>
          {trail.data.map((entry) => (
            <Timeline.Item key={`${entry.atMs}-${entry.action}-${entry.summary}`} title={entry.summary}>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {formatNairobiDateTime(entry.atMs)} · {entry.actorEmail ?? entry.actorUid}
                </Text>
                <Badge size="xs" variant="light" color="charcoal">
                  {entry.actorRole}
                </Badge>
              </Group>
              <Table fz="xs" mt={4} withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  {fieldChanges(entry.before, entry.after).map((change) => (
                    <Table.Tr key={change.field}>
                      <Table.Td c="dimmed">{change.field}</Table.Td>
                      <Table.Td>
                        {change.from} → {change.to}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
