import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../../paraglide/messages';
import { messageWords, type SentMessage } from '../api/send-message';

function stateOf(message: SentMessage): { label: string; color: string } {
  if (message.pending) return { label: m.field_driver_pending_sync(), color: 'yellow' };
  if (message.outcome === undefined) return { label: m.field_driver_message_sending(), color: 'blue' };
  if (message.outcome === 'refused') return { label: m.field_driver_message_refused(), color: 'ember' };
  if (message.sentCount === 0) return { label: m.field_driver_message_notifications_off(), color: 'gray' };
  return { label: m.field_driver_message_sent(), color: 'green' };
}

/** What the driver sent this customer and whether it reached them. */
export function SentMessages({ messages }: { messages: SentMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={m.field_driver_sent_messages()}>
      <Title order={2} size="h4">
        {m.field_driver_sent_title()}
      </Title>
      {messages.map((message) => {
        const state = stateOf(message);
        return (
          <Stack key={message.id} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{messageWords(message)}</Text>
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
                {m.field_driver_call_instead()}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
