import { Box } from '@mantine/core';
import type { Image as PictureValue } from '@nyama/domain/catalogue/catalog';
import { illustrationSvg } from '../lib/illustrations';
import { InlineSvg } from './inline-svg';

type Props = {
  image: PictureValue;
  size: number;
  /** What the picture shows, or '' when the text beside it already says it. */
  alt: string;
  /** A photo below the fold waits until it is near the screen. */
  lazy?: boolean;
  mx?: 'auto';
};

/** An item's or a group's picture: a bundled illustration or the address of a photo (decision 003). */
export function Picture({ image, size, alt, lazy = false, mx }: Props) {
  if (image.kind === 'illustration')
    return <InlineSvg svg={illustrationSvg(image.key)} size={size} label={alt} mx={mx} />;
  // An <img> through Box: Mantine's Image adds a fallback source this picture has no use for, and a chunk
  // every storefront page loaded (decision 053).
  return (
    <Box
      component="img"
      src={image.url}
      alt={alt}
      w={size}
      h={size}
      mx={mx}
      display="block"
      style={{ objectFit: 'contain' }}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
