import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  colorSchemes,
  contrastRatio,
  defaultThemeColor,
  parseThemeColor,
  resetThemeColor,
  schemeSurface,
  setThemeColor,
  themeTokens,
  themeVariables,
} from './theme-color';

const themeCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../theme.css'), 'utf8');

const rootValue = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('parseThemeColor', () => {
  it.each([
    ['#5B5BD6', '#5b5bd6'],
    [' #abc ', '#aabbcc'],
    ['#000000', '#000000'],
  ])('accepts %s as %s', (input, expected) => {
    expect(parseThemeColor(input)).toBe(expected);
  });

  it.each(['5b5bd6', '#5b5bd', '#5b5bd6ff', 'red', 'rgb(1, 2, 3)', '#ggg', '', null, 42, undefined])(
    'refuses %s',
    (input) => {
      expect(parseThemeColor(input)).toBeUndefined();
    },
  );
});

describe('themeTokens', () => {
  const samples = ['#5b5bd6', '#1890ff', '#d03050', '#f5d90a', '#00ff00', '#ffffff', '#000000', '#13c2c2'];

  const bothSchemes = samples.flatMap((color) => colorSchemes.map((scheme) => [color, scheme] as const));

  it.each(bothSchemes)(
    'keeps the text shade of %s readable on its soft shade and the %s surface',
    (color, scheme) => {
      const { text, soft } = themeTokens(color, scheme);
      expect(contrastRatio(text, soft)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, schemeSurface[scheme])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(samples)('puts the better-reading of white and near-black on a %s fill', (color) => {
    const { foreground, primary } = themeTokens(color);
    const other = foreground === '#ffffff' ? '#1f2329' : '#ffffff';
    expect(contrastRatio(foreground, primary)).toBeGreaterThanOrEqual(contrastRatio(other, primary));
  });

  it('darkens for hover and lightens for the soft shade', () => {
    const { primary, hover, soft } = themeTokens('#d03050');
    expect(contrastRatio(hover, '#ffffff')).toBeGreaterThan(contrastRatio(primary, '#ffffff'));
    expect(contrastRatio(soft, '#ffffff')).toBeLessThan(1.2);
  });

  it.each(colorSchemes)(
    'matches the %s defaults written in theme.css, so the page looks the same before any change',
    (scheme) => {
      const tokens = themeTokens(defaultThemeColor, scheme);
      for (const [token, variable] of Object.entries(themeVariables(scheme))) {
        expect(themeCss, variable).toContain(`${variable}: ${tokens[token as keyof typeof tokens]};`);
      }
    },
  );

  it('lightens for hover and keeps the soft shade dark in the dark scheme', () => {
    const { primary, hover, soft } = themeTokens('#d03050', 'dark');
    expect(contrastRatio(hover, schemeSurface.dark)).toBeGreaterThan(
      contrastRatio(primary, schemeSurface.dark),
    );
    expect(contrastRatio(soft, schemeSurface.dark)).toBeLessThan(1.6);
  });

  it('refuses a non-colour', () => {
    expect(() => themeTokens('blue')).toThrow(RangeError);
  });
});

describe('setThemeColor', () => {
  afterEach(() => resetThemeColor());

  it('sets the colour and its shades on the document root and returns it normalised', () => {
    expect(setThemeColor('#F5D90A')).toBe('#f5d90a');
    for (const scheme of colorSchemes) {
      const tokens = themeTokens('#f5d90a', scheme);
      expect(rootValue(`--adc-${scheme}-primary`)).toBe('#f5d90a');
      expect(rootValue(`--adc-${scheme}-primary-hover`)).toBe(tokens.hover);
      expect(rootValue(`--adc-${scheme}-primary-soft`)).toBe(tokens.soft);
      expect(rootValue(`--adc-${scheme}-primary-text`)).toBe(tokens.text);
      expect(rootValue(`--adc-${scheme}-primary-foreground`)).toBe('#1f2329');
    }
  });

  it('refuses an invalid colour and leaves the current one', () => {
    setThemeColor('#d03050');
    expect(() => setThemeColor('javascript:alert(1)')).toThrow(RangeError);
    expect(rootValue('--adc-light-primary')).toBe('#d03050');
  });

  it('resets to the stylesheet defaults', () => {
    setThemeColor('#d03050');
    resetThemeColor();
    for (const scheme of colorSchemes) {
      for (const variable of Object.values(themeVariables(scheme))) expect(rootValue(variable)).toBe('');
    }
  });
});
