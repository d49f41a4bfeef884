import { describe, expect, it } from 'vitest';
import { isPagePath, pageFile } from './console-pages';

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

describe('pageFile', () => {
  const report = '/keywordSearch/keywordReport';
  it.each(['yunShang-Token=abc', 'theme=dark; yunShang-Token=a=b', ' yunShang-Token = abc ;x=1'])(
    "answers the console's page to a request with a session cookie (%s), a report's path the report page's",
    (cookie) => {
      expect(pageFile('/home/index', cookie)).toBe('console.html');
      expect(pageFile('/', cookie)).toBe('console.html');
      expect(pageFile(report, cookie)).toBe('console-report.html');
      expect(pageFile(`${report}?startDate=2026-11-01#rows`, cookie)).toBe('console-report.html');
      expect(pageFile('/keywordSearch/noSuchReport', cookie)).toBe('console.html');
    },
  );
  it.each([
    undefined,
    '',
    'yunShang-Token=',
    'theme=dark',
    'my-yunShang-Token=abc',
    'yunShang-Token-old=abc',
  ])('answers index.html without one (%s)', (cookie) => {
    expect(pageFile(report, cookie)).toBe('index.html');
    expect(pageFile('/login', cookie)).toBe('index.html');
  });
});
