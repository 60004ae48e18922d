import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { loadedOnUse } from './loaded-on-use';

function Greeting({ name }: { name: string }) {
  return <p>Karibu, {name}</p>;
}

describe('a part of a page loaded on use', () => {
  it('shows the loading placeholder until its code has arrived, then the part with its props', async () => {
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const LoadedGreeting = loadedOnUse(() => code.then(() => Greeting));
    renderWithMantine(<LoadedGreeting name="Amina" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    arrive();
    expect(await screen.findByText('Karibu, Amina')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows what it is given meanwhile instead, nothing for a note', async () => {
    const LoadedGreeting = loadedOnUse(() => Promise.resolve(Greeting), { placeholder: null });
    renderWithMantine(<LoadedGreeting name="Juma" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText('Karibu, Juma')).toBeInTheDocument();
  });
});
