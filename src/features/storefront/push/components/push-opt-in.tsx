import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyBy } from '@nyama/domain/people/user';
import { useChooseNotifyBy } from '../api/notify-by';
import { pushKeys, pushStateQuery, turnOffPush, turnOnPush } from '../api/push-subscription';
import { FormError } from '../../../../components/form-error';
import { NotifyByChoice } from './notify-by-choice';

/** Why this person would want notifications: the heading, and what will (and will not) be sent. */
export type PushPurpose = { title: string; explanation: string; deniedHint: string };

export const CUSTOMER_PUSH: PushPurpose = {
  title: 'Know when your meat is at the gate',
  explanation:
    'We can send a notification to this device when your order is paid, when it leaves the shop and when your driver is arriving or at the gate. Nothing else, and you can turn it off here.',
  deniedHint: 'to hear from your driver',
};

/** How the account asked to be told, and the mobile its texts go to: from its profile. */
export type Reach = { notifyBy: NotifyBy; mob: string };

/**
 * On the customer's order or the farmer's page: explains what notifications are for, then asks the browser
 * only when the person presses the button (never on load, which browsers punish and people dislike); and
 * lets them choose SMS only instead (`reach`, when their profile is loaded).
 */
export function PushOptIn({
  uid,
  purpose,
  reach,
}: {
  uid: string;
  purpose: PushPurpose;
  reach: Reach | null;
}) {
  const state = useQuery(pushStateQuery(uid));
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOnPush() : turnOffPush(uid)),
    onSuccess: (next) => queryClient.setQueryData(pushKeys.state(uid), next),
  });
  const choose = useChooseNotifyBy(uid);
  if (state.data === undefined) return null;
  // Chosen SMS: no push goes to any device, so this device's push state is not shown.
  const device = reach?.notifyBy === 'sms' ? null : state.data;

  return (
    <Card withBorder padding="md" component="section" aria-label="Notifications">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {purpose.title}
        </Title>
        {device === 'off' && (
          <>
            <Text size="sm">{purpose.explanation}</Text>
            <Group>
              <Button onClick={() => change.mutate(true)} loading={change.isPending}>
                Turn on notifications
              </Button>
            </Group>
          </>
        )}
        {device === 'on' && (
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
        {device === 'denied' && (
          <Text size="sm" c="dimmed">
            Notifications are blocked for this site. Allow them in your browser’s site settings{' '}
            {purpose.deniedHint}.
          </Text>
        )}
        {device === 'unsupported' && (
          <Text size="sm" c="dimmed">
            This browser cannot show notifications. On an iPhone, add the shop to your Home Screen first
            (Share, then Add to Home Screen).
          </Text>
        )}
        {change.isError && (
          <FormError message="Notifications could not be turned on. Check your connection and try again." />
        )}
        {reach && (
          <NotifyByChoice
            notifyBy={reach.notifyBy}
            mob={reach.mob}
            onChoose={(notifyBy) => choose.mutate(notifyBy)}
            failed={choose.isError}
          />
        )}
      </Stack>
    </Card>
  );
}
