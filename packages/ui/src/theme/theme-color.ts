/**
 * The default blue-purple theme colour (docs/requirements.md#layout-and-navigation), the starting point of
 * the settings drawer's picker.
 */
export const defaultThemeColor = '#5b5bd6';

type Rgb = readonly [number, number, number];

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const darkText = '#1f2329';
/** WCAG AA for normal text. */
const readable = 4.5;

/** A `#rgb` or `#rrggbb` colour as lowercase `#rrggbb`; undefined for anything else. */
export function parseThemeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!hexColor.test(trimmed)) return undefined;
  const digits = trimmed.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((d) => d + d).join('')}` : `#${digits}`;
}

const toRgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as never;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `share` of a, the rest of b. */
const mix = (a: Rgb, b: Rgb, share: number): Rgb => a.map((c, i) => c * share + b[i]! * (1 - share)) as never;

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const channel = c / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(toRgb(a)), luminance(toRgb(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The two colour schemes (docs/architecture.md#themes). */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** The surface each scheme draws on (theme.css's `--color-surface`): the derived text must read on it. */
export const schemeSurface: Record<ColorScheme, string> = { light: '#ffffff', dark: '#1d2029' };

/** Everything the theme derives from one colour in one scheme; theme.css holds these values for the default. */
export interface ThemeTokens {
  primary: string;
  /** Hover and pressed fills: 15 % darker (light) or lighter (dark). */
  hover: string;
  /** Tinted backgrounds (highlighted menu item, badge): 12 % (light) or 25 % (dark) of the colour on the surface. */
  soft: string;
  /** The colour as text and icons on the surface or the soft shade, moved away from the surface until it reads (4.5:1). */
  text: string;
  /** Text on a filled primary background: white or near-black, whichever reads better. */
  foreground: string;
}

/** The theme tokens of a colour; throws a RangeError for anything that is not `#rgb` / `#rrggbb`. */
export function themeTokens(color: string, scheme: ColorScheme = 'light'): ThemeTokens {
  const primary = parseThemeColor(color);
  if (!primary) throw new RangeError(`Not a theme colour (#rgb or #rrggbb): ${color}`);
  const rgb = toRgb(primary);
  const surface = toRgb(schemeSurface[scheme]);
  // Text moves towards black on a light surface and towards white on a dark one.
  const away = scheme === 'light' ? black : white;
  const soft = toHex(mix(rgb, surface, scheme === 'light' ? 0.12 : 0.25));
  const readsOn = (text: string) =>
    Math.min(contrastRatio(text, soft), contrastRatio(text, schemeSurface[scheme])) >= readable;
  let text = primary;
  for (let share = 0.95; !readsOn(text) && share > 0; share -= 0.05) text = toHex(mix(rgb, away, share));
  return {
    primary,
    hover: toHex(mix(rgb, away, 0.85)),
    soft,
    text,
    foreground: contrastRatio(primary, '#ffffff') >= contrastRatio(primary, darkText) ? '#ffffff' : darkText,
  };
}

/** The CSS variables on the document root that theme.css maps to the `primary` colours of a scheme. */
export function themeVariables(scheme: ColorScheme): Record<keyof ThemeTokens, string> {
  return {
    primary: `--adc-${scheme}-primary`,
    hover: `--adc-${scheme}-primary-hover`,
    soft: `--adc-${scheme}-primary-soft`,
    text: `--adc-${scheme}-primary-text`,
    foreground: `--adc-${scheme}-primary-foreground`,
  };
}

const entries = <T extends object>(object: T) => Object.entries(object) as [keyof T, T[keyof T]][];

/**
 * Changes the theme colour of the whole document at run time, with its derived shades in both schemes (so a
 * later change of scheme needs no new call). Returns the normalised colour; throws a RangeError for anything
 * that is not a colour (check stored settings with parseThemeColor first).
 */
export function setThemeColor(color: string): string {
  const root = document.documentElement.style;
  const bySchemes = colorSchemes.map((scheme) => [scheme, themeTokens(color, scheme)] as const);
  for (const [scheme, tokens] of bySchemes) {
    for (const [token, variable] of entries(themeVariables(scheme)))
      root.setProperty(variable, tokens[token]);
  }
  return bySchemes[0][1].primary;
}

/** Back to the default theme colour of theme.css. */
export function resetThemeColor(): void {
  const root = document.documentElement.style;
  for (const scheme of colorSchemes) {
    for (const variable of Object.values(themeVariables(scheme))) root.removeProperty(variable);
  }
}

/**
 * Puts the document in a colour scheme: `data-theme` on the root element, which theme.css reads. The console
 * also sets it before its script runs (index.html), so a dark page never flashes light.
 */
export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.dataset.theme = scheme;
}
