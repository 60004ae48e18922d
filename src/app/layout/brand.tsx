import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export const SHOP_NAME = 'Nyama Shop';

export function Brand() {
  return (
    <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }} aria-label={`${SHOP_NAME} home`}>
      <Group gap={6} wrap="nowrap">
        <img src="/icons/logo.svg" alt="" width={28} height={28} />
        <Text ff="heading" fw={700} fz="xl" lh={1}>
          {SHOP_NAME}
        </Text>
      </Group>
    </Link>
  );
}
