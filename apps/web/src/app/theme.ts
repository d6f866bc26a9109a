// Kencana's look: a gold primary with dark text on it (auto contrast), dense controls for 1366×768.
import { createTheme, defaultCssVariablesResolver, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const gold: MantineColorsTuple = [
  '#fdf8e7',
  '#f7edc6',
  '#efdb92',
  '#e8c85c',
  '#e2b934',
  '#deae1b',
  '#d4a20b',
  '#b88a00',
  '#9a7300',
  '#7d5d00',
];

export const theme = createTheme({
  primaryColor: 'gold',
  primaryShade: { light: 6, dark: 5 },
  colors: { gold },
  // Filled gold reads best with dark text (≈9:1); white on it would be ≈2.3:1.
  autoContrast: true,
  luminanceThreshold: 0.3,
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  headings: { sizes: { h1: { fontSize: '1.5rem' }, h2: { fontSize: '1.25rem' }, h3: { fontSize: '1.1rem' } } },
  components: {
    Text: { defaultProps: { size: 'sm' } },
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    Select: { defaultProps: { size: 'sm' } },
    NavLink: { defaultProps: { variant: 'filled' } },
    Modal: { defaultProps: { centered: true } },
  },
});

/** Links in the darker gold: the primary shade is too light to read as text on white. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const base = defaultCssVariablesResolver(t);
  return { ...base, light: { ...base.light, '--mantine-color-anchor': 'var(--mantine-color-gold-9)' } };
};
