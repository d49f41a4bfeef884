import { describe, expect, it } from 'vitest';
import { isPagePath } from './console-pages';

describe('isPagePath', () => {
  it.each([
    '/',
    '/login',
    '/keywordSearch/keywordReport',
    '/redirect/feeds/regionReport?beginDate=2026-11-01',
  ])('routes %s in the browser', (url) => expect(isPagePath(url)).toBe(true));

  it.each(['/assets/index-DqFp2Cp6.js', '/favicon.png', '/assets/missing.css?v=1.2', '/robots.txt'])(
    'answers %s as a file, 404 when missing',
    (url) => expect(isPagePath(url)).toBe(false),
  );
});
