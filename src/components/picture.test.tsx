import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { Picture } from './picture';

describe('Picture', () => {
  it('draws an illustration in the page, named by its alt text, filling its box', () => {
    renderWithMantine(<Picture image={{ kind: 'illustration', key: 'steak' }} alt="Sirloin" size={160} />);
    const picture = screen.getByRole('img', { name: 'Sirloin' });
    expect(picture.tagName).toBe('DIV');
    const svg = picture.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('100%');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 36 36');
  });

  it('hides a decorative illustration from screen readers', () => {
    const { container } = renderWithMantine(
      <Picture image={{ kind: 'illustration', key: 'cheese' }} alt="" size={72} />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('shows a photo from its address, waiting until it is near the screen when asked', () => {
    renderWithMantine(
      <Picture
        image={{ kind: 'url', url: 'https://example.com/sirloin.jpg' }}
        alt="Sirloin"
        size={72}
        lazy
      />,
    );
    const photo = screen.getByRole('img', { name: 'Sirloin' });
    expect(photo.tagName).toBe('IMG');
    expect(photo.getAttribute('src')).toBe('https://example.com/sirloin.jpg');
    expect(photo.getAttribute('loading')).toBe('lazy');
  });
});
