import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { driverMessageText } from '@nyama/domain/orders/push';
import type { SentMessage } from '../api/send-message';

function stateOf(message: SentMessage): { label: string; color: string } {
  if (message.pending) return { label: 'Pending sync', color: 'yellow' };
  if (message.outcome === undefined) return { label: 'Sending', color: 'blue' };
  if (message.outcome === 'refused') return { label: 'Refused', color: 'ember' };
  if (message.sentCount === 0) return { label: 'Notifications off', color: 'gray' };
  return { label: 'Sent', color: 'green' };
}

/** What the driver sent this customer and whether it reached them. */
export function SentMessages({ messages }: { messages: SentMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Sent messages">
      <Title order={2} size="h4">
        Sent
      </Title>
      {messages.map((message) => {
        const state = stateOf(message);
        return (
          <Stack key={message.id} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{driverMessageText(message)}</Text>
              <Badge color={state.color} variant="light">
                {state.label}
              </Badge>
            </Group>
            {message.reason && (
              <Text size="sm" c="ember">
                {message.reason}
              </Text>
            )}
            {message.outcome === 'sent' && message.sentCount === 0 && (
              <Text size="xs" c="dimmed">
                The customer has not turned on notifications; call them instead.
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
