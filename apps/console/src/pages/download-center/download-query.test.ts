import { describe, expect, it } from 'vitest';
import { fileSize, parseDownloadQuery } from './download-query';
import { isBusy } from './use-downloads';

describe('download centre', () => {
  it('keeps its page in the URL, falling back to the defaults', () => {
    expect(parseDownloadQuery(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(parseDownloadQuery(new URLSearchParams('page=x&size=7'))).toEqual({ page: 1, size: 20 });
  });

  it('reads sizes in bytes, KB and MB', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(4 * 1024 * 1024)).toBe('4.0 MB');
  });

  it('refreshes only while a record is pending or processing', () => {
    const record = (status: 'pending' | 'processing' | 'ready' | 'failed') => ({
      id: 1,
      name: 'a.xlsx',
      report: '',
      beginDate: null,
      endDate: null,
      status,
      progress: 0,
      sizeBytes: 0,
      createdTime: '2026-11-21 10:00:00',
    });
    expect(isBusy([record('ready'), record('processing')])).toBe(true);
    expect(isBusy([record('pending')])).toBe(true);
    expect(isBusy([record('ready'), record('failed')])).toBe(false);
    expect(isBusy(undefined)).toBe(false);
  });
});
