import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '../paraglide/messages';

/** One step of a multi-step flow: its id, where it lives and what it is called. */
type Step = { id: string; path: string; label: string };

type Props = {
  steps: readonly Step[];
  step: Step['id'];
  title: string;
  children: ReactNode;
};

/** The frame of every checkout step: where the customer is, with earlier steps one tap away. */
export function CheckoutFrame({ steps, step, title, children }: Props) {
  const current = steps.findIndex((candidate) => candidate.id === step);
  return (
    <Stack maw={720} mx="auto" gap="md">
      <Group gap={6} component="nav" aria-label={m.shared_checkout_steps()} wrap="wrap">
        {steps.map((candidate, index) => (
          <Group key={candidate.id} gap={6} wrap="nowrap">
            {index > 0 && (
              <Text c="dimmed" size="sm" aria-hidden>
                ›
              </Text>
            )}
            {index < current ? (
              <Anchor component={Link} to={candidate.path} size="sm">
                {candidate.label}
              </Anchor>
            ) : (
              <Text
                size="sm"
                fw={index === current ? 700 : 400}
                c={index === current ? undefined : 'dimmed'}
                aria-current={index === current ? 'step' : undefined}
              >
                {candidate.label}
              </Text>
            )}
          </Group>
        ))}
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
