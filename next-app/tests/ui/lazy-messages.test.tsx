import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, lazyWithMessages } from '../../lib/i18n/lazy-messages';
import { CHUNK_TIMEOUT_MS } from '../../components/ui/lazy';
import { messages, renderUi } from './render';

const SLOW_LOAD = messages.en.ui.slow_load;

describe('a part fetched on first render (spec 000 §8 "Chunk load: timeout after 120 seconds")', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its fallback, then itself once its code has arrived', async () => {
    const Part = lazyPart(async () => () => <p role="dialog">arrived</p>, { fallback: <p>loading</p> });
    renderUi(<Part />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByRole('dialog')).textContent).toBe('arrived');
  });

  it('gives up after 120 seconds: the visitor is told the page took long to load, the part closes and draws nothing', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const Part = lazyPart<{ onClose: () => void }>(() => new Promise(() => {}), { fallback: <p>loading</p> });
    renderUi(<Part onClose={onClose} />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText(SLOW_LOAD)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText(SLOW_LOAD)).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('tells the visitor the same when the download fails outright, and downloads again the next time it is wanted', async () => {
    const importer = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /x.js'))
      .mockResolvedValueOnce(() => <p role="dialog">second try</p>);
    const Part = lazyPart(importer);
    const first = renderUi(<Part />);
    expect(await screen.findByText(SLOW_LOAD)).toBeTruthy();
    first.unmount();
    renderUi(<Part />);
    expect((await screen.findByRole('dialog')).textContent).toBe('second try');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('fetches the texts it needs that the page does not carry, once, and renders with them', async () => {
    const fetched = vi.fn(async () => new Response(JSON.stringify({ extra: { hello: 'Hello from afar' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const { useTranslations } = await import('next-intl');
    function Greeting() {
      const t = useTranslations('extra' as never);
      return <p>{t('hello' as never)}</p>;
    }
    const Part = lazyWithMessages(['extra' as never], async () => Greeting);
    renderUi(<Part />);
    expect(await screen.findByText('Hello from afar')).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(String((fetched.mock.calls[0] as unknown[])[0])).toContain('extra');
  });
});
