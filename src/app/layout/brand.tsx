import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InlineSvg } from '../../components/inline-svg';
import logo from './logo.svg?raw';
import { m } from '../../paraglide/messages';

export const SHOP_NAME = 'Nyama Shop';

export function Brand() {
  return (
    <Link
      to="/"
      style={{ textDecoration: 'none', color: 'inherit' }}
      aria-label={m.shell_brand_home({ shop: SHOP_NAME })}
    >
      <Group gap={6} wrap="nowrap">
        <InlineSvg svg={logo} size={28} label="" />
        <Text ff="heading" fw={700} fz="xl" lh={1}>
          {SHOP_NAME}
        </Text>
      </Group>
    </Link>
  );
}
