import { Box, type BoxProps } from '@mantine/core';

type Props = {
  /** Markup of one `<svg>` with a viewBox; it is drawn to fill the box. */
  svg: string;
  size: number;
  /** What the picture shows, or '' when the text beside it already says it. */
  label: string;
} & Pick<BoxProps, 'mx'>;

/**
 * A bundled SVG drawn in the page rather than as an `<img>`, which would cost the phone a document of its
 * own per file (docs/decisions/050-inline-illustrations.md). Only for the app's own files, never for
 * markup from data.
 */
export function InlineSvg({ svg, size, label, ...box }: Props) {
  return (
    <Box
      w={size}
      h={size}
      style={{ lineHeight: 0 }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      dangerouslySetInnerHTML={{ __html: svg.replace('<svg ', '<svg width="100%" height="100%" ') }}
      {...box}
    />
  );
}
