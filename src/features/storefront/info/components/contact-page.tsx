import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const CONTACTS = [
  { title: 'Call or WhatsApp', lines: ['0712 000 100'], href: 'tel:+254712000100' },
  { title: 'Email', lines: ['hello@nyama.shop'], href: 'mailto:hello@nyama.shop' },
  {
    title: 'Visit the shop',
    lines: ['Ngara Road, Nairobi', 'Mon–Sat 7:00–19:00, Sun 8:00–14:00'],
    href: null,
  },
] as const;

export function ContactPage() {
  return (
    <Stack>
      <Title order={1}>Contact us</Title>
      <Text c="dimmed" maw={640}>
        Questions about an order, a special cut or a bulk order for an event? We answer calls and WhatsApp
        messages during shop hours.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {CONTACTS.map((contact) => (
          <Card key={contact.title} withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              {contact.title}
            </Title>
            {contact.lines.map((line) =>
              contact.href ? (
                <Anchor key={line} href={contact.href} display="block">
                  {line}
                </Anchor>
              ) : (
                <Text key={line}>{line}</Text>
              ),
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
