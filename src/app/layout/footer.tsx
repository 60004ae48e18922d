import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SHOP_NAME } from './brand';

export function Footer() {
  return (
    <Container size="lg" py="lg" component="footer">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          © 2026 {SHOP_NAME}, Nairobi. Prices in KES, VAT inclusive.
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/newsupplier" size="sm" c="dimmed">
            Supply us
          </Anchor>
          <Anchor component={Link} to="/contact" size="sm" c="dimmed">
            Contact
          </Anchor>
          <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
            Privacy
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
