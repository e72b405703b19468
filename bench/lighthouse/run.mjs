// Lighthouse 12 (mobile: Moto G Power, 4× CPU slow-down, slow 4G; Debian's Chromium) on each page given, in
// each language (the `lang` cookie the language switch sets), RUNS times (default 3); prints the median of every
// figure beside its goal (issue 23, ../../shared/front.md "Speed budget"), and the audits that failed in any run.
// Figures, not a test: it never fails on them. Usage: LANGS=th,en RUNS=3 node run.mjs URL…
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const urls = process.argv.slice(2);
const languages = (process.env.LANGS ?? 'th,en').split(',').filter(Boolean);
const runs = Number(process.env.RUNS ?? 3);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const GOALS = { performance: '≥ 95', accessibility: '100', 'best-practices': '100', seo: '100', lcp: '≤ 2.0 s', cls: '≤ 0.02', tbt: '≤ 150 ms', js: '—' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function once(url, language) {
  // A visitor before this one: the BFF keeps each page for `cache.pages` (10 s), and a run takes longer than that,
  // so without this every run would measure Node rendering the page (the BFF's miss) rather than the site.
  await fetch(url, { headers: { Cookie: `lang=${language}` } }).then((r) => r.arrayBuffer());
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    extraHeaders: { Cookie: `lang=${language}` },
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint') / 1000,
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    // Every script fetched during the run, lazy ones too (the first-load budget is e2e/tests/budget.spec.ts's).
    js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    failing,
    // The host's speed as Lighthouse measures it (its calibration: a desktop of 1,000 to 2,000 is what the 4×
    // slow-down is made for; under 1,000 Lighthouse warns that the score is lowered by the host, not the page).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    slowHost: (lhr.runWarnings ?? []).some((w) => /slower CPU/.test(w)),
  };
}

const rows = [];
const hosts = [];
try {
  for (const url of urls) {
    for (const language of languages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await once(url, language));
      hosts.push(...results);
      const m = (key) => median(results.map((r) => r[key]));
      const failing = [...new Set(results.flatMap((r) => r.failing))];
      const { pathname, search } = new URL(url);
      rows.push({
        page: `${pathname}${search} (${language})`,
        performance: `${m('performance')} (${results.map((r) => r.performance).join('/')})`,
        accessibility: m('accessibility'),
        'best-practices': m('best-practices'),
        seo: m('seo'),
        lcp: `${m('lcp').toFixed(2)} s`,
        cls: m('cls').toFixed(3),
        tbt: `${Math.round(m('tbt'))} ms`,
        js: `${m('js').toFixed(1)} KB`,
      });
      if (failing.length > 0) console.log(`${pathname}${search} (${language}): audits below par in a run: ${failing.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
}
const columns = ['page', ...Object.keys(GOALS)];
console.log(`\nLighthouse mobile, median of ${runs} runs (performance: median and each run)`);
console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
console.log(`| goal | ${Object.values(GOALS).join(' | ')} |`);
const indexes = hosts.map((r) => r.benchmarkIndex).filter(Number.isFinite);
if (indexes.length > 0) {
  const slow = hosts.filter((r) => r.slowHost).length;
  console.log(
    `host: Lighthouse's benchmark index ${Math.round(median(indexes))} (runs ${Math.min(...indexes)}–${Math.max(...indexes)})` +
      (slow > 0 ? `; ${slow} of ${hosts.length} runs warned that the host's CPU is slower than Lighthouse expects` : ''),
  );
}
