'use client';

import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useFormatter, useTranslations } from 'next-intl';
import { useDirection } from '@/components/ui/settings';
import { overviewCharts, type BarTone, type ChartBar } from '@/lib/agent/overview';
import type { TeamOverview } from '@/lib/bff/calls/agent';
import { formatMoney } from '@/lib/format/money';
import { useBalance } from '@/lib/hooks/use-member';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import styles from './TeamOverview.module.css';

// Only the parts a bar chart needs (Chart.js tree-shaken): this chunk is fetched with the team overview.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The theme token of each tone of bar. */
const TONE_TOKEN: Record<BarTone, string> = {
  in: '--ui-success',
  out: '--danger',
  bet: '--brand-primary',
  gain: '--ui-success',
  loss: '--danger',
};

/**
 * A token's colour as the canvas can take it: the browser resolves `var()` and `color-mix()` on a probe, so the
 * chart draws what the page's CSS would.
 */
function tokenColour(probe: HTMLElement, token: string): string {
  probe.style.color = `var(${token})`;
  return getComputedStyle(probe).color;
}

/** The team overview's charts (the same figures as the text above them, for the eye). */
export function OverviewCharts({ overview }: { overview: TeamOverview }) {
  const t = useTranslations('agent.overview');
  return (
    <div className={styles.charts}>
      <p className={styles.chartNote}>{t('chart_note')}</p>
      {overviewCharts(overview).map((chart) => (
        <BarChart key={chart.key} title={t(chart.key)} bars={chart.bars} testId={`agent-overview-${chart.key}`} />
      ))}
    </div>
  );
}

function BarChart({ title, bars, testId }: { title: string; bars: ChartBar[]; testId: string }) {
  const t = useTranslations('agent.overview');
  const format = useFormatter();
  const balance = useBalance();
  const rtl = useDirection() === 'rtl';
  const still = useReducedMotion();
  const canvas = useRef<HTMLCanvasElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const money = (n: number) => formatMoney(n, balance.data?.currencySymbol, balance.data?.currency);
  const labels = bars.map((b) => t(b.field));
  const summary = `${title}: ${bars.map((b, i) => `${labels[i]} ${money(b.value)}`).join(', ')}`;
  const signature = JSON.stringify([bars, labels, rtl, still, balance.data?.currencySymbol]);

  useEffect(() => {
    const el = canvas.current;
    const p = probe.current;
    if (!el || !p) return;
    const colours = () => ({
      bars: bars.map((b) => tokenColour(p, TONE_TOKEN[b.tone])),
      text: tokenColour(p, '--brand-text'),
      grid: tokenColour(p, '--ui-line'),
    });
    const c = colours();
    const chart = new Chart(el, {
      type: 'bar',
      data: { labels, datasets: [{ data: bars.map((b) => b.value), backgroundColor: c.bars, borderRadius: 4, maxBarThickness: 28 }] },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : { duration: 300 },
        locale: document.documentElement.lang || undefined,
        plugins: {
          legend: { display: false },
          tooltip: { rtl, callbacks: { label: (item) => money(Number(item.raw)) } },
        },
        scales: {
          x: { reverse: rtl, ticks: { color: c.text, maxTicksLimit: 5, maxRotation: 0, callback: (v) => format.number(Number(v), { notation: 'compact' }) }, grid: { color: c.grid } },
          y: { position: rtl ? 'right' : 'left', ticks: { color: c.text }, grid: { display: false } },
        },
      },
    });
    // The theme toggle swaps <html data-theme>: the bars and texts take the new theme's colours.
    const observer = new MutationObserver(() => {
      const next = colours();
      chart.data.datasets[0]!.backgroundColor = next.bars;
      const scales = chart.options.scales as { x: { ticks: { color: string }; grid: { color: string } }; y: { ticks: { color: string } } };
      scales.x.ticks.color = next.text;
      scales.x.grid.color = next.grid;
      scales.y.ticks.color = next.text;
      chart.update('none');
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      observer.disconnect();
      chart.destroy();
    };
    // `signature` stands for everything drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div className={styles.canvasBox} style={{ blockSize: `${bars.length * 40 + 40}px` }}>
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <span ref={probe} hidden />
    </figure>
  );
}
