import { describe, expect, it } from 'vitest';
import { readListParams } from '../../lib/list-params';
import { DownloadCenterQuery, fileSize } from './download-query';

describe('download centre', () => {
  const parse = (search: string) => readListParams(DownloadCenterQuery, new URLSearchParams(search));

  it('keeps its page in the URL, read with the list call’s page sizes', () => {
    expect(parse('page=3&size=50')).toEqual({ page: 3, size: 50 });
    expect(parse('page=1&size=10')).toEqual({ page: 1, size: 10 });
    // 500 is a materials page size, not a download list one.
    expect(parse('page=2&size=500')).toEqual({ page: 2, size: 20 });
  });

  it('falls back to the defaults for what is missing or not valid, part by part', () => {
    expect(parse('page=x&size=7')).toEqual({ page: 1, size: 20 });
    expect(parse('page=0&size=30')).toEqual({ page: 1, size: 30 });
    expect(parse('page=4.5')).toEqual({ page: 1, size: 20 });
    expect(parse('')).toEqual({ page: 1, size: 20 });
  });

  it('reads sizes in bytes, KB and MB', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(4 * 1024 * 1024)).toBe('4.0 MB');
  });
});
