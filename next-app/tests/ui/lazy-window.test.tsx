import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, isChunkLoadFailure } from '../../lib/shell/effects';
import { lazyWindow } from '../../lib/shell/lazy-window';

describe('a lazily loaded window (spec 000 §8 "Chunk load: timeout after 120 seconds")', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens once its code has arrived', async () => {
    const Window = lazyWindow(async () => () => <p role="dialog">arrived</p>, () => <p>loading</p>);
    render(<Window />);
    expect((await screen.findByRole('dialog')).textContent).toBe('arrived');
  });

  it('gives up after 120 seconds, reports the slow load and stays shut instead of breaking the page', async () => {
    vi.useFakeTimers();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const Window = lazyWindow<object>(() => new Promise(() => {}), () => <p>loading</p>);
    render(<Window />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000));
    expect(reported).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(reported).toHaveBeenCalledTimes(1);
    expect(isChunkLoadFailure(reported.mock.calls[0]![0]), 'the shell tells the visitor the page took long to load').toBe(true);
    expect(screen.queryByText('loading')).toBeNull();
    expect(document.body.textContent).toBe('');
  });

  it('reports a download that fails outright the same way', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const Window = lazyWindow<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')));
    render(<Window />);
    await vi.waitFor(() => expect(reported).toHaveBeenCalledTimes(1));
    expect(isChunkLoadFailure(reported.mock.calls[0]![0])).toBe(true);
  });
});
