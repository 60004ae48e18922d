import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../../paraglide/messages';

const CONTACTS = [
  { id: 'call', title: m.account_contact_call, lines: [() => '0712 000 100'], href: 'tel:+254712000100' },
  { id: 'email', title: m.account_email, lines: [() => 'hello@nyama.shop'], href: 'mailto:hello@nyama.shop' },
  {
    id: 'visit',
    title: m.account_contact_visit,
    lines: [m.account_contact_street, m.account_contact_hours],
    href: null,
  },
] as const;

export function ContactPage() {
  return (
    <Stack>
      <Title order={1}>{m.account_contact_title()}</Title>
      <Text c="dimmed" maw={640}>
        {m.account_contact_intro()}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {CONTACTS.map((contact) => (
          <Card key={contact.id} withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              {contact.title()}
            </Title>
            {contact.lines.map((line) =>
              contact.href ? (
                <Anchor key={line()} href={contact.href} display="block">
                  {line()}
                </Anchor>
              ) : (
                <Text key={line()}>{line()}</Text>
              ),
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
