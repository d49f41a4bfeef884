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

/** Everything the theme derives from one colour; theme.css holds these values for the default colour. */
export interface ThemeTokens {
  primary: string;
  /** Hover and pressed fills: 15 % darker. */
  hover: string;
  /** Tinted backgrounds (highlighted menu item, badge): 12 % of the colour on white. */
  soft: string;
  /** The colour as text and icons on white or the soft shade, darkened until it reads (4.5:1). */
  text: string;
  /** Text on a filled primary background: white or near-black, whichever reads better. */
  foreground: string;
}

/** The theme tokens of a colour; throws a RangeError for anything that is not `#rgb` / `#rrggbb`. */
export function themeTokens(color: string): ThemeTokens {
  const primary = parseThemeColor(color);
  if (!primary) throw new RangeError(`Not a theme colour (#rgb or #rrggbb): ${color}`);
  const rgb = toRgb(primary);
  const soft = toHex(mix(rgb, white, 0.12));
  let text = primary;
  for (let share = 0.95; contrastRatio(text, soft) < readable && share > 0; share -= 0.05) {
    text = toHex(mix(rgb, black, share));
  }
  return {
    primary,
    hover: toHex(mix(rgb, black, 0.85)),
    soft,
    text,
    foreground: contrastRatio(primary, '#ffffff') >= contrastRatio(primary, darkText) ? '#ffffff' : darkText,
  };
}

/** The CSS variables on the document root that theme.css maps to the `primary` colours. */
export const themeVariables: Record<keyof ThemeTokens, string> = {
  primary: '--adc-primary',
  hover: '--adc-primary-hover',
  soft: '--adc-primary-soft',
  text: '--adc-primary-text',
  foreground: '--adc-primary-foreground',
};

const entries = <T extends object>(object: T) => Object.entries(object) as [keyof T, T[keyof T]][];

/**
 * Changes the theme colour of the whole document at run time, with its derived shades. Returns the
 * normalised colour; throws a RangeError for anything that is not a colour (check stored settings with
 * parseThemeColor first).
 */
export function setThemeColor(color: string): string {
  const tokens = themeTokens(color);
  const root = document.documentElement.style;
  for (const [token, variable] of entries(themeVariables)) root.setProperty(variable, tokens[token]);
  return tokens.primary;
}

/** Back to the default theme colour of theme.css. */
export function resetThemeColor(): void {
  const root = document.documentElement.style;
  for (const variable of Object.values(themeVariables)) root.removeProperty(variable);
}
