import { Text } from '@mantine/core';

/** A lot number in a table cell, in monospace so its date and letters line up down the column. */
export function LotNumber({ children }: { children: string }) {
  return (
    <Text span inherit ff="monospace">
      {children}
    </Text>
  );
}
