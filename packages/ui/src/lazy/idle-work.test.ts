import { describe, expect, it, vi } from 'vitest';
import { holdIdleWork, whenIdle } from './idle-work';

// The module keeps one hold for the page, so the tests run in order: no hold yet, then held ones.
describe('idle work', () => {
  it('runs at the first idle moment when no host holds it', async () => {
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
  });

  it('waits while held, and runs once the host releases it', async () => {
    const release = holdIdleWork(60_000);
    const run = vi.fn();
    whenIdle(run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
  });

  it('runs after the longest hold when the host never releases it', async () => {
    holdIdleWork(30);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
  });

  it('never runs work cancelled before its moment', async () => {
    const release = holdIdleWork(60_000);
    const cancelled = vi.fn();
    const kept = vi.fn();
    whenIdle(cancelled)();
    whenIdle(kept);
    release();
    await vi.waitFor(() => expect(kept).toHaveBeenCalledOnce());
    expect(cancelled).not.toHaveBeenCalled();
  });
});
