/**
 * Starts the real stack on free ports: the upstream mock, Next.js (`next start`) and the BFF in
 * front of both, as `make run` does. Binaries can be overridden (e.g. release builds):
 * MOCK_BIN, BFF_BIN, NEXT_BIN.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '..');
/** Where every stack of the suite keeps its configuration and logs. */
export const stackDir = path.join(import.meta.dirname, '.stack');

/**
 * The suite runs one stack per Playwright worker (`.stack/w<N>/`), so a test that flips the upstream's
 * switches (maintenance, faults, clocks, content) only ever meets the tests of its own worker. A worker's
 * `TEST_PARALLEL_INDEX` names its stack; outside a worker (global setup, teardown) it is stack 0.
 */
export const workerStackDir = (index: number) => path.join(stackDir, `w${index}`);
const stateFile = (dir: string) => path.join(dir, 'state.json');
const currentWorker = () => Number(process.env.TEST_PARALLEL_INDEX ?? '0');

export interface StackState {
  mockUrl: string;
  bffUrl: string;
  nextUrl: string;
  /** The BFF's admin listener: GET /metrics, GET /ready, POST /cache/purge (after changing the mock's content). */
  adminUrl: string;
  /** What the browser opens: the BFF under the demo brand's host name. */
  siteUrl: string;
  pids: number[];
  /** Its configuration and logs. */
  dir: string;
}

/** The file that tells a stack's supervision it is being stopped on purpose. */
const stopping = (dir: string) => path.join(dir, 'stopping');

/**
 * Whether the stack's demo brand asks for the slider human check before user-name login, SMS codes and
 * registration, as the shipped configuration does (`fixtures.login()` and `solveHumanCheck()` answer it); the
 * env var `E2E_HUMAN_CHECK=on|off` overrides it.
 */
export const HUMAN_CHECK_IN_E2E = true;

const bin = (env: string, fallback: string) => path.resolve(repo, process.env[env] ?? fallback);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

function logTo(dir: string, name: string, child: ChildProcess) {
  const log = createWriteStream(path.join(dir, `${name}.log`), { flags: 'a' });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // How it ended, for a test that finds it gone.
  child.once('exit', (code, signal) => log.write(`\n${name} exited: code ${code}, signal ${signal} at ${new Date().toISOString()}\n`));
}

/**
 * Starts a Rust server with `--listen 127.0.0.1:0` and reads its `listening on http://ADDR` line (and, when
 * `admin` is set, the BFF's `admin listening on http://ADDR` line after it).
 */
function startListening(
  dir: string,
  name: string,
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  admin = false,
): Promise<{ child: ChildProcess; url: string; adminUrl: string }> {
  if (!existsSync(file)) throw new Error(`${name}: ${file} not found (build it, or set ${name.toUpperCase()}_BIN)`);
  const child = spawn(file, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  logTo(dir, name, child);
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not print "listening on" within 30 s:\n${seen}`)), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${seen}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /^listening on (http:\/\/[^\s]+)/m.exec(seen);
      const adminMatch = /^admin listening on (http:\/\/[^\s]+)/m.exec(seen);
      if (match && (adminMatch || !admin)) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ child, url: match[1]!.replace(/\/$/, ''), adminUrl: adminMatch?.[1]?.replace(/\/$/, '') ?? '' });
      }
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, name: string, dir: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}; see ${path.join(dir, `${name}.log`)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`);
}

/** A stack other than the suite's own: in its own directory, its mock speaking a dialect, its brand file's `[features]`. */
export interface StackOptions {
  /** Where its configuration and logs go (a worker's own: `workerStackDir(index)`, where `readStack()` finds it). */
  dir?: string;
  /** A file of `upstream-mocks/scenarios/` the mock starts with (`--scenario`), e.g. `dialect-spec.toml`. */
  scenario?: string;
  /** The demo brand file's `[features]`, as a merchant writes them after `bff doctor`. */
  features?: Record<string, string>;
}

export async function startStack(options: StackOptions = {}): Promise<StackState> {
  const dir = options.dir ?? workerStackDir(0);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const nextApp = path.join(repo, 'next-app');
  const nextBin = bin('NEXT_BIN', 'next-app/node_modules/.bin/next');
  if (!existsSync(path.join(nextApp, '.next', 'BUILD_ID'))) {
    // `next start` needs a production build.
    const build = spawnSync(nextBin, ['build'], { cwd: nextApp, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error('next build failed');
  }

  // The BFF's own configuration, but with short cache times, so a test that switches maintenance on
  // or changes content in the mock sees the site follow within a second or two (or at once, after
  // POST {adminUrl}/cache/purge) instead of minutes.
  const config = path.join(dir, 'config');
  cpSync(path.join(repo, 'config'), config, { recursive: true });
  const defaults = path.join(config, 'defaults.toml');
  const shortTimes: [string, string][] = [
    ['visitor_status', '500ms'],
    ['config', '500ms'],
    ['catalogue', '500ms'],
    ['content', '500ms'],
    ['pages', '500ms'],
    // A test that makes the upstream fail sees the BFF ask it again a second later.
    ['breaker_cooldown', '1s'],
  ];
  let tuned = readFileSync(defaults, 'utf8');
  for (const [key, time] of shortTimes) {
    const line = new RegExp(`^${key} = ".*"$`, 'm');
    if (!line.test(tuned)) throw new Error(`config/defaults.toml has no ${key} to shorten`);
    tuned = tuned.replace(line, `${key} = "${time}"`);
  }
  // Every test logs in from this one address, often as demo01: the suite would trip the login throttles
  // (5 a minute per user name). The throttles themselves are proven by the BFF's own tests, with the real limits.
  // Each of those logins solves a human check first: its challenges are raised with them.
  // Registration and password tests send SMS codes, registrations and resets from that address too (the
  // per-number SMS bucket stays as shipped).
  for (const key of [
    'login_per_address',
    'login_per_user',
    'human_check_per_address',
    'sms_per_address',
    'register_per_address',
    'password_reset_per_address',
  ]) {
    const line = new RegExp(`^${key} = .*$`, 'm');
    if (!line.test(tuned)) throw new Error(`config/defaults.toml has no limits.${key} to raise`);
    tuned = tuned.replace(line, `${key} = { burst = 1000, every = "1s" }`);
  }
  // The human check: the BFF's admin listener tells Playwright where a challenge's gap is
  // (GET {adminUrl}/human-check/{id}), and a quick scripted drag is accepted. The BFF's own tests prove the
  // shipped minimum and tolerance.
  for (const [key, value] of [
    ['reveal_answers', 'true'],
    ['min_duration', '"50ms"'],
  ] as const) {
    const line = new RegExp(`^${key} = .*$`, 'm');
    if (!line.test(tuned)) throw new Error(`config/defaults.toml has no human_check.${key} to set`);
    tuned = tuned.replace(line, `${key} = ${value}`);
  }
  writeFileSync(defaults, tuned);
  // Whether the demo brand asks for the human check (it does as shipped). E2E_HUMAN_CHECK=on|off overrides
  // HUMAN_CHECK_IN_E2E (on: fixtures.login() solves the check).
  const humanCheck = (process.env.E2E_HUMAN_CHECK ?? (HUMAN_CHECK_IN_E2E ? 'on' : 'off')) === 'on';
  const demoBrand = path.join(config, 'brands', 'demo.toml');
  const brandText = readFileSync(demoBrand, 'utf8');
  const enabledLine = /^(\[human_check\]\s*\nenabled = )(true|false)$/m;
  if (!enabledLine.test(brandText)) throw new Error('config/brands/demo.toml has no [human_check] enabled to set');
  writeFileSync(demoBrand, brandText.replace(enabledLine, `$1${humanCheck}`));
  if (options.features) {
    const lines = Object.entries(options.features).map(([name, value]) => `${name} = ${JSON.stringify(value)}`);
    writeFileSync(demoBrand, `${readFileSync(demoBrand, 'utf8')}\n[features]\n${lines.join('\n')}\n`);
  }

  const children: ChildProcess[] = [];
  try {
    const scenario = options.scenario ? ['--scenario', path.join(repo, 'upstream-mocks', 'scenarios', options.scenario)] : [];
    const mock = await startListening(dir, 'mock', bin('MOCK_BIN', 'target/debug/upstream-mocks'), ['--listen', '127.0.0.1:0', ...scenario]);
    children.push(mock.child);
    // The demo brand's identity pages (third-party sign-in) are the mock's: on this stack's port.
    writeFileSync(demoBrand, readFileSync(demoBrand, 'utf8').replaceAll('http://127.0.0.1:9090/__identity/', `${mock.url}/__identity/`));

    // Next's port is chosen first: the BFF must be told where Next is, and Next where the BFF is.
    const nextPort = await freePort();
    const nextUrl = `http://127.0.0.1:${nextPort}`;
    const bff = await startListening(
      dir,
      'bff',
      bin('BFF_BIN', 'target/debug/bff'),
      [
        '--config',
        config,
        '--locales',
        path.join(repo, 'locales'),
        '--listen',
        '127.0.0.1:0',
        '--admin-listen',
        '127.0.0.1:0',
        '--upstream-url',
        mock.url,
        '--next-url',
        nextUrl,
      ],
      { ...process.env, VENEER_SESSION_KEYS: randomBytes(32).toString('base64') },
      true,
    );
    children.push(bff.child);

    // Through node with keep-title.cjs (unless NEXT_BIN names another starter): the process keeps its own command line.
    const [command, ...prefix] = process.env.NEXT_BIN
      ? [nextBin]
      : [process.execPath, '--require', path.join(import.meta.dirname, 'keep-title.cjs'), path.join(nextApp, 'node_modules', 'next', 'dist', 'bin', 'next')];
    const startNext = () => {
      const child = spawn(command!, [...prefix, 'start', '-p', String(nextPort), '-H', '127.0.0.1'], {
        cwd: nextApp,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BFF_INTERNAL_URL: bff.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      logTo(dir, 'next', child);
      return child;
    };
    const next = startNext();
    children.push(next);
    await waitForHttp(nextUrl, next, 'next', dir);

    const port = new URL(bff.url).port;
    const state: StackState = {
      mockUrl: mock.url,
      bffUrl: bff.url,
      nextUrl,
      adminUrl: bff.adminUrl,
      siteUrl: `http://localhost:${port}`,
      pids: children.map((c) => c.pid!).filter(Boolean),
      dir,
    };
    const save = () => writeFileSync(stateFile(dir), JSON.stringify(state, null, 2));
    // A Next.js stopped from outside the suite (something on this shared machine killing by name) is started again
    // on its port, so only the test running at that moment meets it.
    const supervise = (child: ChildProcess) =>
      child.once('exit', () => {
        if (existsSync(stopping(dir))) return;
        // Its id is no longer ours: another process may be given it.
        state.pids = state.pids.filter((pid) => pid !== child.pid);
        const again = startNext();
        state.pids.push(again.pid!);
        save();
        supervise(again);
      });
    supervise(next);
    save();
    return state;
  } catch (err) {
    for (const child of children) child.kill('SIGTERM');
    throw err;
  }
}

/** The stack of the worker this runs in. */
export function readStack(): StackState {
  return JSON.parse(readFileSync(stateFile(workerStackDir(currentWorker())), 'utf8')) as StackState;
}

/** Starts the workers' stacks side by side, `.stack/w0` to `.stack/w<count - 1>`. */
export async function startWorkerStacks(count: number): Promise<StackState[]> {
  rmSync(stackDir, { recursive: true, force: true });
  const started = await Promise.allSettled(Array.from({ length: count }, (_, index) => startStack({ dir: workerStackDir(index) })));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopWorkerStacks();
    throw failure.reason;
  }
  return started.map((result) => (result as PromiseFulfilledResult<StackState>).value);
}

/** Stops every worker's stack that was started. */
export async function stopWorkerStacks(): Promise<void> {
  if (!existsSync(stackDir)) return;
  const dirs = readdirSync(stackDir)
    .filter((name) => /^w\d+$/.test(name))
    .map((name) => path.join(stackDir, name));
  await Promise.all(dirs.filter((dir) => existsSync(stateFile(dir))).map((dir) => stopStack(JSON.parse(readFileSync(stateFile(dir), 'utf8')) as StackState)));
}

export async function stopStack(state: StackState): Promise<void> {
  writeFileSync(stopping(state.dir), '');
  for (const pid of state.pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // Give them a moment, then make sure.
  await new Promise((r) => setTimeout(r, 500));
  for (const pid of state.pids) {
    try {
      process.kill(pid, 0);
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
}
