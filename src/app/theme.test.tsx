import { Notification } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render';

describe('the shop’s theme', () => {
  it('names every toast’s close button', () => {
    renderWithMantine(
      <Notification title="Address saved" onClose={() => undefined}>
        Your address is in your book.
      </Notification>,
    );
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
