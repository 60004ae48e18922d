import { Anchor, List, Stack, Text, Title } from '@mantine/core';

export function AboutPage() {
  return (
    <Stack maw={720}>
      <Title order={1}>About us</Title>
      <Text>
        We are a Nairobi butchery that sells online. Our butchers cut beef, goat, mutton, chicken and rabbit
        every morning from animals bought directly from farmers in Kajiado, Laikipia and Nyandarua, and we
        deliver the same day across the city.
      </Text>
      <Title order={2} size="h3">
        How we sell
      </Title>
      <List spacing="xs">
        <List.Item>By weight, like at the counter: order 1.5 kg of sirloin, not "1 item".</List.Item>
        <List.Item>We weigh every order when we pack it, and tell you the final weight and price.</List.Item>
        <List.Item>Prices are in Kenyan shillings and include VAT where it applies.</List.Item>
        <List.Item>Pay by M-Pesa or card; your driver confirms delivery with your delivery code.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Illustrations: Twemoji by Twitter, Inc and other contributors,{' '}
        <Anchor href="https://creativecommons.org/licenses/by/4.0/" size="sm">
          CC-BY 4.0
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
