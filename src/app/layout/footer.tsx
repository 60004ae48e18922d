import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SHOP_NAME } from './brand';
import { m } from '../../paraglide/messages';

export function Footer() {
  return (
    <Container size="lg" py="lg" component="footer">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {m.footer_note({ shop: SHOP_NAME })}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/newsupplier" size="sm" c="dimmed">
            {m.footer_supply()}
          </Anchor>
          <Anchor component={Link} to="/contact" size="sm" c="dimmed">
            {m.nav_contact()}
          </Anchor>
          <Anchor component={Link} to="/privacy" size="sm" c="dimmed">
            {m.footer_privacy()}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
