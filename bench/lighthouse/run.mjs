// Runs Lighthouse (mobile, Debian's Chromium) on each URL given and prints the figures issue 7 asks for:
// performance, accessibility, best practices, SEO, LCP, CLS, TBT, and the JavaScript shipped (gzip) —
// each beside its goal. Figures, not a test: it never fails on them.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const urls = process.argv.slice(2);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const GOALS = { performance: '≥ 95', accessibility: '100', 'best-practices': '—', seo: '—', lcp: '≤ 2.0 s', cls: '≤ 0.02', tbt: '—', js: '≤ 130 KB (/)' };
const rows = [];
try {
  for (const url of urls) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push({
      path: new URL(url).pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
      cls: audit('cumulative-layout-shift').toFixed(3),
      tbt: `${Math.round(audit('total-blocking-time'))} ms`,
      js: `${(jsBytes / 1024).toFixed(1)} KB`,
    });
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failing.length > 0) console.log(`${new URL(url).pathname}: audits below par: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
}
const columns = ['path', ...Object.keys(GOALS)];
console.log(`\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
console.log(`| goal | ${Object.values(GOALS).join(' | ')} |`);
