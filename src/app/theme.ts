import { Anchor, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Spec section 9: primary dark grey, secondary light grey, success green, error a red accent.
const charcoal: MantineColorsTuple = [
  '#f4f4f5',
  '#e4e4e7',
  '#d4d4d8',
  '#a1a1aa',
  '#71717a',
  '#52525b',
  '#3f3f46',
  '#2f2f35',
  '#27272a',
  '#18181b',
];
const mist: MantineColorsTuple = [
  '#fafafa',
  '#f4f4f5',
  '#ececee',
  '#e0e0e3',
  '#d4d4d8',
  '#c4c4c9',
  '#a8a8ae',
  '#8b8b92',
  '#6f6f76',
  '#55555b',
];
// Shade 4 is dark-scheme text (errors, "collect" on the round): light enough for 5:1 on a dark card.
const ember: MantineColorsTuple = [
  '#ffeceb',
  '#ffd6d3',
  '#faaba5',
  '#f89089',
  '#f67d74',
  '#f03e31',
  '#e03124',
  '#c72418',
  '#b21d13',
  '#9b130a',
];

// Contrast (WCAG 2.1 AA, checked by axe in the journeys, docs/decisions/030-readable-palette.md): filled
// colours are dark enough for white text in both schemes, links are underlined so they differ from the
// text around them by more than colour, and scrolling tables can be reached with the keyboard.
// Mantine's green and yellow, with the dark end deepened so text in them reads on white and on their light
// tints; green is the shop's success colour (paid, delivered, in stock).
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#237032',
  '#1f6a2d',
  '#1b5e20',
  '#154a19',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#b36200',
  '#8a4b00',
];

export const theme = createTheme({
  colors: { charcoal, mist, ember, green, yellow },
  primaryColor: 'charcoal',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'Ubuntu, system-ui, sans-serif',
  headings: { fontFamily: '"League Spartan", Ubuntu, system-ui, sans-serif', fontWeight: '700' },
  breakpoints: { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' },
  defaultRadius: 'md',
  other: { successColor: 'green', errorColor: 'ember', secondaryColor: 'mist' },
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A plain object, not Table.ScrollContainer.extend: naming a component here puts it in every
    // visitor's first download (decision 044), and tables load with their screens. The toasts' close
    // buttons are named where the toasts load (layout/toast-stack.tsx), in the page's language.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
  },
});

/**
 * Mantine's dimmed text and dark-scheme links are below 4.5:1 on their backgrounds (grey 6 on white,
 * dark 2 and charcoal 4 on dark 7): they move one step towards the text colour.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-charcoal-2)',
  },
});

/**
 * The shop's look, as every MantineProvider of the app gives it: the app's own, and the build's
 * prerender, whose theme variables the app keeps in the page's head instead of writing them again
 * (decision 047). One place, so the two cannot drift apart.
 */
export const shopLook = { theme, cssVariablesResolver, defaultColorScheme: 'auto' } as const;
