import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: Playwright's own browser downloads are not available here. Its headless shell (package
// chromium-headless-shell, which `make test` installs) when present: the same engine without the windowing
// layers of the full browser, about a fifth faster over the suite.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // Each worker has a stack of its own (global-setup.ts); a file's tests run in order in one worker. One worker
  // kept two cores about three quarters busy: two finish a sample of four files in 2.7 min where one took 3.8
  // and three 2.5, so two, the number of cores here (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'report.json' }]],
  use: {
    browserName: 'chromium',
    ...devices['Pixel 7'],
    // The phone's viewport, touch and user agent, drawn at one device pixel per CSS pixel: the layout is the
    // same, and software rasterising (no GPU here) paints a seventh of Pixel 7's 2.625² pixels.
    deviceScaleFactor: 1,
    // Thai is the default language; Chromium would otherwise announce en-US.
    locale: 'th-TH',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
