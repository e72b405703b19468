// How quickly the page answers a touch on a phone: the interaction to next paint (INP, the browser's own Event
// Timing entries) of opening the login window, switching the language and opening the member centre, with the CPU
// slowed 4× through the DevTools protocol (412 × 823, touch). Also how long until the window shows its content
// (its code and texts may be fetched on first use). Each measured `runs` times; the median is printed beside the
// goal (INP ≤ 200 ms). Figures, not a test.
// Usage: node interactions.mjs SITE USER PASSWORD [runs]   (the brand's human check must be off: see lighthouse.sh)
import puppeteer from 'puppeteer-core';

const [site, user, password, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const CPU_SLOWDOWN = 4;
const GOAL_MS = 200;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Collects Event Timing entries (with their interaction ids) from before the page's first script. */
const OBSERVE = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** A page in a browser context of its own: no cookie of an earlier run (a run that logged in) carries over. */
async function newPage(lang = 'th') {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulate({ viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, userAgent: await browser.userAgent() });
  await page.evaluateOnNewDocument(OBSERVE);
  await page.evaluateOnNewDocument(() => localStorage.setItem('publicityClose', 'true'));
  await page.setCookie({ name: 'lang', value: lang, url: site });
  const cdp = await page.createCDPSession();
  return { page, cdp, context };
}

/** The longest interaction since `since` entries: the INP of what was just done. */
async function inpSince(page, since) {
  await new Promise((r) => setTimeout(r, 300));
  const entries = (await page.evaluate(() => window.__interactions)).slice(since);
  const byInteraction = new Map();
  for (const e of entries) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  return Math.max(0, ...byInteraction.values());
}

/** Loads `path`, waits until the page is quiet, slows the CPU, then does `act` and measures it. */
async function measure(path, act, { login = false, lang = 'th' } = {}) {
  const { page, cdp, context } = await newPage(lang);
  try {
    if (login) await logIn(page);
    await page.goto(new URL(path, site).href, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 2500));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const since = (await page.evaluate(() => window.__interactions.length)) ?? 0;
    const started = Date.now();
    const shown = await act(page);
    const ready = Date.now() - started;
    const inp = await inpSince(page, since);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { inp, ready: shown ? ready : NaN };
  } finally {
    await context.close();
  }
}

async function logIn(page) {
  await page.goto(new URL('/', site).href, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="header-login"]');
  await page.click('[data-testid="header-login"]');
  await page.waitForSelector('[data-testid="login-username"]');
  await page.type('[data-testid="login-username"]', user);
  await page.type('[data-testid="login-password"]', password);
  await page.click('[data-testid="login-submit"]');
  await page.waitForSelector('[data-testid="member-name"]', { timeout: 15_000 });
}

const tap = async (page, selector) => {
  await page.waitForSelector(selector, { visible: true });
  await page.tap(selector);
};

const INTERACTIONS = [
  {
    name: 'open the login window',
    run: () =>
      measure('/', async (page) => {
        await tap(page, '[data-testid="header-login"]');
        await page.waitForSelector('[data-testid="login-modal"] [data-testid="login-username"]', { timeout: 20_000 });
        return true;
      }),
  },
  {
    name: 'switch the language',
    run: () =>
      measure('/', async (page) => {
        const select = await page.waitForSelector('[data-testid="lang-switch"]');
        const navigated = page.waitForNavigation({ waitUntil: 'load', timeout: 20_000 });
        await select.select('en');
        await navigated;
        return true;
      }),
  },
  {
    name: 'open the member centre',
    run: () =>
      measure(
        '/',
        async (page) => {
          await tap(page, '[data-testid="member-menu"]');
          await tap(page, '[data-testid="menu-account"]');
          await page.waitForSelector('[data-testid="member-centre"]', { timeout: 20_000 });
          return true;
        },
        { login: true },
      ),
  },
];

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

const rows = [];
try {
  for (const interaction of INTERACTIONS) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      try {
        results.push(await interaction.run());
      } catch (error) {
        console.log(`${interaction.name}: run ${i + 1} failed: ${error.message.split('\n')[0]}`);
      }
    }
    const inp = median(results.map((r) => r.inp));
    rows.push(`| ${interaction.name} | ${Math.round(inp)} ms | ${Math.round(median(results.map((r) => r.ready)))} ms | ${inp <= GOAL_MS ? 'met' : 'not met'} |`);
  }
} finally {
  await browser.close();
}
console.log(`\nInteractions, CPU ${CPU_SLOWDOWN}× slower, median of ${runs} (goal: INP ≤ ${GOAL_MS} ms)`);
console.log('| interaction | INP | until its content shows | goal |\n|---|---|---|---|');
for (const row of rows) console.log(row);
