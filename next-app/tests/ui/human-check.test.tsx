import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HumanCheckProvider, useHumanCheck } from '../../components/access/human-check';
import { renderUi } from './render';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const challenge = (id: string) => ({ id, width: 300, height: 160, pieceSize: 50, pieceY: 40, background: png, piece: png, expiresInSeconds: 120 });
const ok = (value: unknown) => Response.json({ success: true, value, message: '', errorCode: '' });

function Asker() {
  const check = useHumanCheck();
  const [result, setResult] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void check().then((passed) => setResult(String(passed)))}>
        ask
      </button>
      <output data-testid="result">{result}</output>
    </>
  );
}

/** Renders a caller of the check and asks for it. */
async function openCheck(enabled = true) {
  const user = userEvent.setup();
  renderUi(
    <HumanCheckProvider enabled={enabled}>
      <Asker />
    </HumanCheckProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'ask' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('useHumanCheck', () => {
  it('is passed with the keyboard alone; a wrong answer brings a new picture and says so', async () => {
    const answers: unknown[] = [];
    let issued = 0;
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/bff/human-check') return ok(challenge(`c${++issued}`));
      answers.push({ url, body: JSON.parse(String(init.body)), csrf: (init.headers as Record<string, string>)['X-CSRF'] });
      return answers.length === 1
        ? Response.json({ success: false, value: null, message: 'Verification failed', errorCode: 'human_check.failed' }, { status: 400 })
        : ok({ passed: true });
    });
    vi.stubGlobal('fetch', fetch);
    const user = await openCheck();
    const slider = await screen.findByRole('slider', { name: 'Position of the piece' });
    await waitFor(() => expect(screen.getByTestId('human-check').getAttribute('data-challenge-id')).toBe('c1'));
    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
    slider.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.getByTestId('human-check').getAttribute('data-challenge-id')).toBe('c2'));
    expect(screen.getByTestId('human-check-message').textContent).toBe('That did not fit. Please try again with the new picture.');
    expect(answers[0]).toMatchObject({ url: '/bff/human-check/c1', body: { x: 21 }, csrf: '1' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');

    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
    await user.keyboard('{End}{ArrowLeft}{Enter}');
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('true'));
    expect(answers[1]).toMatchObject({ url: '/bff/human-check/c2', body: { x: 249 } });
    expect((answers[1] as { body: { durationMs: number } }).body.durationMs).toBeGreaterThanOrEqual(0);
    expect(screen.queryByTestId('human-check')).toBeNull();
  });

  it('resolves false when the visitor closes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(challenge('c1'))),
    );
    const user = await openCheck();
    await screen.findByRole('slider');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('false'));
  });

  it('passes at once, asking nothing, where the brand runs no check', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await openCheck(false);
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('true'));
    expect(screen.queryByTestId('human-check')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
