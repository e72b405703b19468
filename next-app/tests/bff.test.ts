import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { interpretAnswer, parseRetryAfter } from '../lib/bff/envelope';
import { BffError } from '../lib/bff/errors';
import { parseBalance, parseSession } from '../lib/bff/types';

const envelope = (value: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ success: true, value, message: '', errorCode: '', ...extra });

function errorOf(fn: () => unknown): BffError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(BffError);
    return err as BffError;
  }
  throw new Error('expected a BffError');
}

describe('interpretAnswer (error mapping)', () => {
  it('returns the checked value of a successful envelope', () => {
    const value = interpretAnswer({ status: 200, retryAfter: null, body: envelope({ loggedIn: false }) }, parseSession);
    expect(value).toEqual({ loggedIn: false });
  });

  it('maps HTTP 401 to unauthenticated, keeping the server message', () => {
    const body = JSON.stringify({ success: false, value: null, message: 'Session expired', errorCode: 'login.not.session' });
    const err = errorOf(() => interpretAnswer({ status: 401, retryAfter: null, body }, parseBalance));
    expect(err.kind).toBe('unauthenticated');
    expect(err.serverMessage).toBe('Session expired');
    expect(err.errorCode).toBe('login.not.session');
  });

  it('maps a session error code to unauthenticated even with HTTP 200', () => {
    const body = JSON.stringify({ success: false, value: null, message: '', errorCode: 'login.not.session' });
    expect(errorOf(() => interpretAnswer({ status: 200, retryAfter: null, body }, parseBalance)).kind).toBe('unauthenticated');
  });

  it('maps 429 to throttled with Retry-After in seconds', () => {
    const body = JSON.stringify({ success: false, value: null, message: 'Too many login attempts', errorCode: 'throttled' });
    const err = errorOf(() => interpretAnswer({ status: 429, retryAfter: '30', body }, parseBalance));
    expect(err.kind).toBe('throttled');
    expect(err.retryAfterSeconds).toBe(30);
    expect(err.serverMessage).toBe('Too many login attempts');
    const noHeader = errorOf(() => interpretAnswer({ status: 429, retryAfter: null, body: '' }, parseBalance));
    expect(noHeader.kind).toBe('throttled');
    expect(noHeader.retryAfterSeconds).toBeNull();
  });

  it('maps success:false to rejected with the server message (wrong password)', () => {
    const body = JSON.stringify({ success: false, value: null, message: 'wrong username or password', errorCode: 'USER_NOT_EXIST' });
    const err = errorOf(() => interpretAnswer({ status: 200, retryAfter: null, body }, parseBalance));
    expect(err.kind).toBe('rejected');
    expect(err.serverMessage).toBe('wrong username or password');
    expect(err.value).toBeNull();
  });

  it('keeps the value of a refusal (the captcha request of a failed login)', () => {
    const body = JSON.stringify({ success: false, value: { captcha: true }, message: 'wrong username or password', errorCode: 'us_forbidden_login_error' });
    const err = errorOf(() => interpretAnswer({ status: 200, retryAfter: null, body }, parseBalance));
    expect(err.value).toEqual({ captcha: true });
  });

  it('maps the CSRF refusal to forbidden', () => {
    const body = JSON.stringify({ success: false, value: null, message: 'refused', errorCode: 'csrf.rejected' });
    const err = errorOf(() => interpretAnswer({ status: 403, retryAfter: null, body }, parseBalance));
    expect(err.kind).toBe('forbidden');
    expect(err.errorCode).toBe('csrf.rejected');
  });

  it('maps non-envelope answers and unexpected shapes to invalid-response', () => {
    expect(errorOf(() => interpretAnswer({ status: 502, retryAfter: null, body: '<html>Bad gateway</html>' }, parseBalance)).kind).toBe('invalid-response');
    expect(errorOf(() => interpretAnswer({ status: 200, retryAfter: null, body: envelope({ sumBalance: 'lots' }) }, parseBalance)).kind).toBe(
      'invalid-response',
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe('browser adapter', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let answer: () => Promise<Response>;

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('location', { protocol: 'http:' });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('logs in with a POST carrying X-CSRF, same-origin credentials and a kept device id', async () => {
    const { send } = await import('../lib/bff/browser');
    const { access } = await import('../lib/bff/calls');
    const login = (c: { username: string; password: string }) => send(access.loginByUsername({ ...c, captcha: null, rememberMe: false }));
    answer = async () => new Response(envelope({ id: 7, userName: 'demo01', customerType: 0, firstTimeLogin: false }));
    const result = await login({ username: 'demo01', password: 'abc123' });
    expect(result.userName).toBe('demo01');
    const { url, init } = calls[0]!;
    expect(url).toBe('/wps/session/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-CSRF']).toBe('1');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      username: 'demo01',
      password: 'abc123',
      captcha: null,
      type: 'username',
      isSms: false,
      rememberMe: false,
      isOfficialAppLogin: false,
    });
    expect(body.loginDeviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The same id is kept in the SHELL_deviceId cookie and reused.
    expect((document as { cookie: string }).cookie).toContain(`SHELL_deviceId=${body.loginDeviceId}`);
    (document as { cookie: string }).cookie = `lang=th; SHELL_deviceId=${body.loginDeviceId}`;
    await login({ username: 'demo01', password: 'abc123' });
    expect(JSON.parse(String(calls[1]!.init.body)).loginDeviceId).toBe(body.loginDeviceId);
  });

  it("gives a money submit an Idempotency-Key: fresh per send, or the action's own; other calls none", async () => {
    const { send } = await import('../lib/bff/browser');
    const { member } = await import('../lib/bff/calls');
    const { isReplayed } = await import('../lib/bff/action');
    answer = async () => new Response(envelope({ transactionId: 1, amount: 5, balance: { sumBalance: 5, currency: 'THB', currencySymbol: '฿', balance: [] } }));
    const key = (i: number) => (calls[i]!.init.headers as Record<string, string>)['Idempotency-Key'];
    await send(member.walletTransfer(2, 12, 5));
    await send(member.walletTransfer(2, 12, 5));
    expect(key(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(1)).toMatch(/^[0-9a-f]{32}$/);
    expect(key(1)).not.toBe(key(0));
    await send(member.walletTransfer(2, 12, 5), { actionKey: 'one-action' });
    await send(member.walletTransfer(2, 12, 5), { actionKey: 'one-action' });
    expect([key(2), key(3)]).toEqual(['one-action', 'one-action']);
    await send(member.logout());
    // Spec 000 §7: logout by DELETE, without a body (the BFF falls back to POST {} for an upstream that wants it).
    expect([calls[4]!.init.method, calls[4]!.init.body]).toEqual(['DELETE', undefined]);
    await send(member.wallets()).catch(() => null);
    expect(key(4)).toBeUndefined();
    expect(key(5)).toBeUndefined();
    answer = async () => new Response(JSON.stringify({ success: false, value: null, message: 'sent already', errorCode: 'request.replayed' }), { status: 409 });
    const refused = await send(member.walletTransfer(2, 12, 5)).catch((e: unknown) => e);
    expect(isReplayed(refused)).toBe(true);
    expect(isReplayed(new BffError('rejected', 'no', { errorCode: 'insufficient_balance' }))).toBe(false);
  });

  it('sends no X-CSRF on GET', async () => {
    const { getSession } = await import('../lib/bff/browser');
    answer = async () =>
      new Response(envelope({ loggedIn: true, userName: 'demo01', customerType: 0, isAgent: false, isTrial: false, mustChangePassword: false }));
    const session = await getSession();
    expect(session).toMatchObject({ loggedIn: true, userName: 'demo01' });
    expect((calls[0]!.init.headers as Record<string, string>)['X-CSRF']).toBeUndefined();
  });

  it('turns a failed fetch into a network error with a clear message', async () => {
    const { getBalance } = await import('../lib/bff/browser');
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const err = await getBalance().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BffError);
    expect((err as BffError).kind).toBe('network');
    expect((err as BffError).message).toMatch(/network/i);
  });

  it('maps a dead session on balance to unauthenticated', async () => {
    const { getBalance } = await import('../lib/bff/browser');
    answer = async () =>
      new Response(JSON.stringify({ success: false, value: null, message: 'not logged in', errorCode: 'login.not.session' }), { status: 401 });
    await expect(getBalance()).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});

describe('server adapter (node:http with Host)', () => {
  let server: http.Server;
  let baseUrl: string;
  const seen: { host?: string; cookie?: string; url?: string }[] = [];
  let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, cookie: req.headers.cookie, url: req.url });
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  it("asks for the announcements with the brand's host and language, and keeps only the group", async () => {
    const { getBanners } = await import('../lib/bff/server');
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        envelope({
          banners: [
            { bannerId: 1, url: '/a.jpg', groupName: 'w_home', sort: 2 },
            { bannerId: 2, url: '/b.jpg', groupName: 'w_rng', sort: 1 },
            { bannerId: 3, url: '/c.jpg', groupName: 'w_home', sort: 1 },
          ],
        }),
      );
    };
    const banners = await getBanners('w_home', { host: 'localhost', locale: 'en', baseUrl });
    expect(banners.map((b) => b.bannerId)).toEqual([3, 1]);
    expect(seen[0]).toEqual({
      host: 'localhost',
      cookie: 'lang=en',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B',
    });
  });

  it('gives up after the timeout with a network error', async () => {
    const { getBanners } = await import('../lib/bff/server');
    handler = () => {
      /* never answers */
    };
    const started = Date.now();
    const err = await getBanners('w_home', { host: 'localhost', locale: 'th', baseUrl, timeoutMs: 200 }).catch((e: unknown) => e);
    expect((err as BffError).kind).toBe('network');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a refused connection as a network error', async () => {
    const { getBanners } = await import('../lib/bff/server');
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(getBanners('w_home', { host: 'localhost', locale: 'th', baseUrl: `http://127.0.0.1:${port}` })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('maps the unknown-host answer (421) to rejected', async () => {
    const { getBanners } = await import('../lib/bff/server');
    handler = (_req, res) => {
      res.statusCode = 421;
      res.end(JSON.stringify({ success: false, value: null, message: 'unknown host', errorCode: 'unknown.host' }));
    };
    await expect(getBanners('w_home', { host: 'nope.example', locale: 'th', baseUrl })).rejects.toMatchObject({
      kind: 'rejected',
      errorCode: 'unknown.host',
    });
  });
});

describe('the upstream out of reach', () => {
  it('is a network error to the visitor, not a refusal', () => {
    for (const [status, errorCode] of [
      [502, 'upstream.unavailable'],
      [504, 'upstream.timeout'],
    ] as const) {
      const body = JSON.stringify({ success: false, value: null, message: 'The service is unavailable right now', errorCode });
      const err = errorOf(() => interpretAnswer({ status, retryAfter: null, body }, parseBalance));
      expect(err.kind).toBe('network');
      expect(err.errorCode).toBe(errorCode);
    }
  });
});
