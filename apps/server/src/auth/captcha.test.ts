import { describe, expect, it } from 'vitest';
import { captchaPicture, randomCaptchaText } from './captcha';

describe('captcha pictures', () => {
  it('draws four unambiguous characters, different each time', () => {
    const texts = Array.from({ length: 50 }, randomCaptchaText);
    for (const text of texts) expect(text).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{4}$/);
    expect(new Set(texts).size).toBeGreaterThan(45);
  });

  it('is an SVG data URL whose characters are outlines, not text', () => {
    const picture = captchaPicture('Wk7p');
    expect(picture.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(picture.slice(picture.indexOf(',') + 1), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*width="120"[^>]*height="40"/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('Wk7p');
    expect(svg.match(/<path/g)!.length).toBeGreaterThanOrEqual(4);
  });
});
