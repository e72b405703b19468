import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule } from '../../components/ui/lazy';

/** A "modal" whose code is downloaded on first open, as Modal and Menu do. */
function Opener({ download, onFail }: { download: () => Promise<{ text: string }>; onFail: () => void }) {
  const [module] = useState(() => lazyModule(download));
  const [open, setOpen] = useState(false);
  const loaded = useLazyModule(module, open, () => {
    setOpen(false);
    onFail();
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && loaded && <p role="dialog">{loaded.text}</p>}
    </>
  );
}

describe('lazyModule / useLazyModule', () => {
  it('downloads once, on first want, and shares the download', async () => {
    const download = vi.fn(async () => ({ text: 'loaded' }));
    const mod = lazyModule(download);
    expect(mod.peek()).toBeNull();
    const [a, b] = await Promise.all([mod.load(), mod.load()]);
    expect(a).toBe(b);
    expect(download).toHaveBeenCalledTimes(1);
    expect(mod.peek()).toEqual({ text: 'loaded' });
  });

  it('a failed download is reported (not thrown into the page) and the next open downloads again', async () => {
    const download = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ text: 'second try' });
    const onFail = vi.fn();
    render(<Opener download={download} onFail={onFail} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('second try');
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('a download still unfinished after 120 seconds counts as failed (spec 000 §8)', async () => {
    vi.useFakeTimers();
    try {
      const mod = lazyModule(() => new Promise<{ text: string }>(() => {}));
      const failed = mod.load().then(
        () => 'loaded',
        (error: unknown) => String(error),
      );
      await vi.advanceTimersByTimeAsync(119_000);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await failed).toMatch(/chunk load timed out/);
      expect(mod.peek()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not downloaded while not wanted', async () => {
    const download = vi.fn(async () => ({ text: 'x' }));
    render(<Opener download={download} onFail={() => {}} />);
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(download).not.toHaveBeenCalled();
  });
});
