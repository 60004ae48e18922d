import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { useDraft } from '../api/draft-db';
import type { PhoneOrderDraft } from '../draft';
import { DraftPanel } from './draft-panel';
import { m } from '../../../../paraglide/messages';

const STEPS = [
  { id: 'customer', path: '/neworder', label: m.staff_phone_step_customer },
  { id: 'items', path: '/choosemeat', label: m.staff_phone_step_items },
  { id: 'checkout', path: '/checkout', label: m.staff_phone_step_checkout },
] as const;

type Props = {
  step: (typeof STEPS)[number]['id'];
  title: string;
  /** The step's content, given the draft (null: no phone order is being taken on this device). */
  children: (draft: PhoneOrderDraft | null) => ReactNode;
};

/**
 * Every phone-order step: where the Admin is, and the order taken so far beside it (customer, lines,
 * estimate) with a way to drop it, read from this device so a reload loses nothing.
 */
export function PhoneOrderFrame({ step, title, children }: Props) {
  const state = useDraft();
  const current = STEPS.findIndex((candidate) => candidate.id === step);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap={6} component="nav" aria-label={m.staff_phone_steps()}>
          {STEPS.map((candidate, index) => (
            <Group key={candidate.id} gap={6} wrap="nowrap">
              {index > 0 && (
                <Text c="dimmed" size="sm" aria-hidden>
                  ›
                </Text>
              )}
              {index === current ? (
                <Text size="sm" fw={700} aria-current="step">
                  {candidate.label()}
                </Text>
              ) : (
                <Anchor component={Link} to={candidate.path} size="sm">
                  {candidate.label()}
                </Anchor>
              )}
            </Group>
          ))}
        </Group>
        <Title order={1}>{title}</Title>
      </Stack>
      {state.status === 'loading' ? (
        <LoadingScreen />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>{children(state.draft)}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DraftPanel draft={state.draft} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
