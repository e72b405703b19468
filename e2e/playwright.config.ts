import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: Playwright's own browser downloads are not available here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // One browser at a time: the machines have 2 cores and the stack runs beside the tests.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'report.json' }]],
  use: {
    browserName: 'chromium',
    ...devices['Pixel 7'],
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
