import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../../paraglide/messages';

export function AboutPage() {
  return (
    <Stack maw={720}>
      <Title order={1}>{m.account_about_title()}</Title>
      <Text>{m.account_about_intro()}</Text>
      <Title order={2} size="h3">
        {m.account_about_how()}
      </Title>
      <List spacing="xs">
        <List.Item>{m.account_about_by_weight()}</List.Item>
        <List.Item>{m.account_about_weighed()}</List.Item>
        <List.Item>{m.account_about_prices()}</List.Item>
        <List.Item>{m.account_about_pay()}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {m.account_about_credits()}{' '}
        <Anchor href="https://creativecommons.org/licenses/by/4.0/" size="sm">
          {m.account_about_licence()}
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
