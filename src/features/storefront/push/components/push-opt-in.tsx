import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyBy } from '@nyama/domain/people/user';
import { useChooseNotifyBy } from '../api/notify-by';
import { pushKeys, pushStateQuery, turnOffPush, turnOnPush } from '../api/push-subscription';
import { FormError } from '../../../../components/form-error';
import { NotifyByChoice } from './notify-by-choice';
import { m } from '../../../../paraglide/messages';

/** Why this person would want notifications: the heading, and what will (and will not) be sent. */
export type PushPurpose = { title: string; explanation: string; deniedHint: string };

/** The customer's purpose, in the page's language when it is drawn. */
export const customerPush = (): PushPurpose => ({
  title: m.store_push_customer_title(),
  explanation: m.store_push_customer_explanation(),
  deniedHint: m.store_push_customer_denied_hint(),
});

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
    <Card withBorder padding="md" component="section" aria-label={m.store_push_label()}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {purpose.title}
        </Title>
        {device === 'off' && (
          <>
            <Text size="sm">{purpose.explanation}</Text>
            <Group>
              <Button onClick={() => change.mutate(true)} loading={change.isPending}>
                {m.store_push_turn_on()}
              </Button>
            </Group>
          </>
        )}
        {device === 'on' && (
          <Group justify="space-between">
            <Text size="sm">{m.store_push_on()}</Text>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => change.mutate(false)}
              loading={change.isPending}
            >
              {m.store_push_turn_off()}
            </Button>
          </Group>
        )}
        {device === 'denied' && (
          <Text size="sm" c="dimmed">
            {m.store_push_blocked({ hint: purpose.deniedHint })}
          </Text>
        )}
        {device === 'unsupported' && (
          <Text size="sm" c="dimmed">
            {m.store_push_unsupported()}
          </Text>
        )}
        {change.isError && <FormError message={m.store_push_failed()} />}
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
