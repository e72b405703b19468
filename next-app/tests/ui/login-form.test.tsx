import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HumanCheckProvider } from '../../components/access/human-check';
import { LoginForm } from '../../components/access/LoginForm';
import { LoginOptionsProvider } from '../../components/access/login-options';
import { LOGIN_OPTIONS, messages, renderUi } from './render';

const OPTIONS = { ...LOGIN_OPTIONS, register: false };

/** The login form with the human check off, its login call answered by `answer`; returns the login calls. */
function renderLogin(answer: () => Response, locale: 'en' | 'th' = 'en') {
  const logins: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/wps/session/login') {
        logins.push(JSON.parse(String(init.body)));
        // Slow enough that a second click lands while the first is in flight.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return answer();
      }
      return Response.json({ success: false, value: null, message: 'not in this test', errorCode: 'x' }, { status: 404 });
    }),
  );
  renderUi(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HumanCheckProvider enabled={false}>
        <LoginOptionsProvider value={OPTIONS}>
          <LoginForm onLoggedIn={vi.fn()} />
        </LoginOptionsProvider>
      </HumanCheckProvider>
    </SWRConfig>,
    { locale },
  );
  return logins;
}

afterEach(() => vi.unstubAllGlobals());

describe('the login form under the BFF throttle', () => {
  const throttled = () =>
    Response.json(
      { success: false, value: null, message: 'Too many attempts. Please try again in 42 seconds.', errorCode: 'throttled' },
      { status: 429, headers: { 'Retry-After': '42' } },
    );

  for (const locale of ['en', 'th'] as const) {
    it(`a 429 reads "try again in N seconds" (${locale}); a double click sends one request; what was typed stays`, async () => {
      const user = userEvent.setup();
      const logins = renderLogin(throttled, locale);
      const texts = messages[locale];
      await user.type(screen.getByTestId('login-username'), 'demo01');
      await user.type(screen.getByTestId('login-password'), 'abc123');
      await user.dblClick(screen.getByTestId('login-submit'));
      // Our own words (the visitor's language), not the server's: they carry the wait.
      const expected = locale === 'en' ? 'Too many attempts. Please try again in 42 seconds.' : texts.errors.throttled.replace('{seconds}', '42');
      await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe(expected));
      expect(logins).toHaveLength(1);
      expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('demo01');
      expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('abc123');
    });
  }
});
