import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
const ember: MantineColorsTuple = [
  '#ffeceb',
  '#ffd6d3',
  '#faaba5',
  '#f67d74',
  '#f2564b',
  '#f03e31',
  '#e03124',
  '#c72418',
  '#b21d13',
  '#9b130a',
];

export const theme = createTheme({
  colors: { charcoal, mist, ember },
  primaryColor: 'charcoal',
  primaryShade: { light: 8, dark: 3 },
  fontFamily: 'Ubuntu, system-ui, sans-serif',
  headings: { fontFamily: '"League Spartan", Ubuntu, system-ui, sans-serif', fontWeight: '700' },
  breakpoints: { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' },
  defaultRadius: 'md',
  other: { successColor: 'green', errorColor: 'ember', secondaryColor: 'mist' },
});
