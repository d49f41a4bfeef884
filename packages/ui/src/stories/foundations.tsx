import type { ReactNode } from 'react';
import * as icons from '../icons/icons';
import { sizes, SizeProvider } from '../size/size';
import themeCss from '../theme.css?raw';
import { contrastRatio, schemeSurface, type ColorScheme } from '../theme/theme-color';

/**
 * The foundations pages of Storybook (docs/architecture.md#storybook), drawn from theme.css itself: every
 * colour, size and its values is read from the stylesheet the components use, so the pages cannot go stale.
 */

/** The declarations (`--name: value`) of the first rule in theme.css whose selector starts with `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = themeCss.indexOf(`${selector} {`);
  if (start < 0) return new Map();
  const body = themeCss.slice(themeCss.indexOf('{', start) + 1, themeCss.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()] as const),
  );
}

const tokens = declarations('@theme static');
const darkTokens = declarations(":root[data-theme='dark']");
const primaryDefaults = declarations(':root');

/** A token's value in a scheme, following the theme colour's `var(--adc-primary…)` to its default. */
function valueIn(scheme: ColorScheme, name: string): string {
  const value = (scheme === 'dark' && darkTokens.get(name)) || tokens.get(name) || '';
  const primary = /^var\(--adc-(primary[\w-]*)\)$/.exec(value);
  return primary ? (primaryDefaults.get(`--adc-${scheme}-${primary[1]}`) ?? value) : value;
}

export const colourTokens = [...tokens.keys()].filter((name) => name.startsWith('--color-'));

/** What a ratio passes: 4.5 for text (AA), 3 for large text and controls' edges, less for fills only. */
function grade(ratio: number): string {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large / UI';
  return 'fill only';
}

function Swatch({ scheme, name }: { scheme: ColorScheme; name: string }) {
  const value = valueIn(scheme, name);
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : undefined;
  const ratio = hex ? contrastRatio(hex, schemeSurface[scheme]) : undefined;
  return (
    <td className="px-2 py-1.5">
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block size-6 shrink-0 rounded border border-border"
          style={{ background: value }}
        />
        <span className="font-mono text-control-sm">{value}</span>
      </span>
      {ratio !== undefined && (
        <span className="block text-control-sm text-muted">
          {ratio.toFixed(2)}:1 on the surface · {grade(ratio)}
        </span>
      )}
    </td>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 bg-surface p-4 text-ink">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Every colour token in both themes, with its contrast on that theme's surface. */
export function ColourTokens() {
  return (
    <Section title="Colours">
      <table className="border-collapse text-left text-control">
        <caption className="sr-only">Colour tokens in the light and dark themes</caption>
        <thead>
          <tr className="border-b border-border">
            <th className="px-2 py-1.5">Token (utility)</th>
            <th className="px-2 py-1.5">Light</th>
            <th className="px-2 py-1.5">Dark</th>
          </tr>
        </thead>
        <tbody>
          {colourTokens.map((name) => (
            <tr key={name} className="border-b border-border">
              <th scope="row" className="px-2 py-1.5 font-mono text-control-sm font-normal">
                {name.replace('--color-', '')}
              </th>
              <Swatch scheme="light" name={name} />
              <Swatch scheme="dark" name={name} />
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

const sizeRules = Object.fromEntries(
  sizes.map((size) => [size, declarations(size === 'medium' ? ':root,' : `[data-size='${size}']`)]),
);

/** The four sizes: each one's control height, font size and padding, with a field and a button in it. */
export function Sizes() {
  return (
    <Section title="Sizes">
      <table className="border-collapse text-left text-control">
        <caption className="sr-only">The four sizes and their values</caption>
        <thead>
          <tr className="border-b border-border">
            <th className="px-2 py-1.5">Size</th>
            <th className="px-2 py-1.5">Control height</th>
            <th className="px-2 py-1.5">Font size</th>
            <th className="px-2 py-1.5">Inline padding</th>
            <th className="px-2 py-1.5">Sample</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size} className="border-b border-border">
              <th scope="row" className="px-2 py-1.5 font-normal capitalize">
                {size}
              </th>
              <td className="px-2 py-1.5 font-mono">{sizeRules[size]!.get('--adc-control-height')}</td>
              <td className="px-2 py-1.5 font-mono">{sizeRules[size]!.get('--adc-font-size')}</td>
              <td className="px-2 py-1.5 font-mono">{sizeRules[size]!.get('--adc-control-padding')}</td>
              <td className="px-2 py-1.5">
                <SizeProvider size={size}>
                  <span className="inline-flex h-control items-center rounded border border-border px-pad text-control">
                    {size} · 搜索推广
                  </span>
                </SizeProvider>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

const typeScale = [
  ['Page title', 'text-xl font-semibold'],
  ['Section title', 'text-lg font-semibold'],
  ['Control and body text', 'text-control'],
  ['Secondary text', 'text-control-sm text-muted'],
] as const;

/** The type scale, in the current size, with a line of each language. */
export function TypeScale() {
  return (
    <Section title="Type scale">
      {typeScale.map(([name, classes]) => (
        <p key={name} className={classes}>
          {name} — Search ads report 搜索推广报告 搜尋推廣報告
        </p>
      ))}
      <p className="text-control-sm text-muted">
        Control and secondary text follow the size chosen in the toolbar (and in the console&apos;s size
        selector).
      </p>
    </Section>
  );
}

const spacingSteps = [1, 2, 3, 4, 5, 6, 8, 10, 12] as const;

/** The spacing steps the components use (Tailwind's `--spacing` unit times the step). */
export function Spacing() {
  return (
    <Section title="Spacing">
      <ul className="flex flex-col gap-2">
        {spacingSteps.map((step) => (
          <li key={step} className="flex items-center gap-3 text-control">
            <span className="w-16 font-mono">{step}</span>
            <span className="w-20 font-mono text-muted">{step * 4} px</span>
            <span
              aria-hidden="true"
              className="h-3 rounded-sm bg-primary"
              style={{ width: `calc(var(--spacing) * ${step})` }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Every icon of the kit, at the size of the text around it. */
export function Icons() {
  return (
    <Section title="Icons">
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
        {Object.entries(icons).map(([name, Icon]) => (
          <li
            key={name}
            className="flex flex-col items-center gap-1 rounded border border-border p-3 text-control"
          >
            <Icon className="size-6" />
            <span className="font-mono text-control-sm">{name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
