import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushKeys, pushStateQuery, turnOffPush, turnOnPush } from '../api/push-subscription';
import { FormError } from '../../../../components/form-error';

/** Why this person would want notifications: the heading, and what will (and will not) be sent. */
export type PushPurpose = { title: string; explanation: string; deniedHint: string };

export const CUSTOMER_PUSH: PushPurpose = {
  title: 'Know when your meat is at the gate',
  explanation:
    'We can send a notification to this device when your order is paid, when it leaves the shop and when your driver is arriving or at the gate. Nothing else, and you can turn it off here.',
  deniedHint: 'to hear from your driver',
};

/**
 * On the customer's order or the farmer's page: explains what notifications are for, then asks the browser
 * only when the person presses the button (never on load, which browsers punish and people dislike).
 */
export function PushOptIn({ uid, purpose }: { uid: string; purpose: PushPurpose }) {
  const state = useQuery(pushStateQuery(uid));
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush(uid)),
    onSuccess: (next) => queryClient.setQueryData(pushKeys.state(uid), next),
  });
  if (state.data === undefined) return null;

  return (
    <Card withBorder padding="md" component="section" aria-label="Notifications">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {purpose.title}
        </Title>
        {state.data === 'off' && (
          <>
            <Text size="sm">{purpose.explanation}</Text>
            <Group>
              <Button onClick={() => change.mutate(true)} loading={change.isPending}>
                Turn on notifications
              </Button>
            </Group>
          </>
        )}
        {state.data === 'on' && (
          <Group justify="space-between">
            <Text size="sm">Notifications are on for this device.</Text>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => change.mutate(false)}
              loading={change.isPending}
            >
              Turn off
            </Button>
          </Group>
        )}
        {state.data === 'denied' && (
          <Text size="sm" c="dimmed">
            Notifications are blocked for this site. Allow them in your browser’s site settings{' '}
            {purpose.deniedHint}.
          </Text>
        )}
        {state.data === 'unsupported' && (
          <Text size="sm" c="dimmed">
            This browser cannot show notifications. On an iPhone, add the shop to your Home Screen first
            (Share, then Add to Home Screen).
          </Text>
        )}
        {change.isError && (
          <FormError message="Notifications could not be turned on. Check your connection and try again." />
        )}
      </Stack>
    </Card>
  );
}
