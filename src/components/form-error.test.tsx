import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { FormError } from './form-error';

describe('a form error', () => {
  it('says nothing when there is nothing wrong', () => {
    renderWithMantine(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the message, named by its title when it has one', () => {
    renderWithMantine(<FormError title="Payment failed" message="The customer cancelled the prompt." />);
    expect(screen.getByRole('alert', { name: 'Payment failed' })).toHaveTextContent(
      'The customer cancelled the prompt.',
    );
  });

  it('takes a message made of parts, such as a list of what was refused', () => {
    renderWithMantine(
      <FormError
        title="Not accepted by the shop"
        message={
          <ul>
            <li>Delivered: the order went to another driver</li>
          </ul>
        }
      />,
    );
    expect(screen.getByRole('alert', { name: 'Not accepted by the shop' })).toContainElement(
      screen.getByRole('listitem'),
    );
  });
});
