'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/Field';
import { ToggleChip } from '@/components/ui/ToggleChip';
import { useTimeZone } from '@/components/ui/settings';
import { formatDate } from '@/lib/format/date';
import { MAX_RANGE_DAYS, RANGE_PRESETS, presetChoice, rangeProblem, type DateRange, type RangeChoice, type RangePreset } from '@/lib/member/date-range';
import styles from './DateRangeFilter.module.css';

/** A filter's period in state, starting on `initial` (counted in the brand's zone). */
export function useRangeChoice(initial: RangePreset = 'last7Days'): [RangeChoice, (choice: RangeChoice) => void] {
  const zone = useTimeZone();
  return useState<RangeChoice>(() => presetChoice(initial, new Date(), zone));
}

export interface DateRangeFilterProps {
  value: RangeChoice;
  /** Called with a preset's period, or a custom one once it is a period the upstream answers. */
  onChange: (choice: RangeChoice) => void;
  /** The presets offered (default: all of them). */
  presets?: readonly RangePreset[];
  /** The longest custom period in days (default MAX_RANGE_DAYS, 90; the agent reports' AGENT_RANGE_DAYS, 62). */
  maxDays?: number;
  /** Test ids: `<testId>-<preset>`, `<testId>-custom`, `<testId>-from`, `<testId>-to`, `<testId>-period`. */
  testId?: string;
}

/**
 * The period of a record list: preset chips (today, yesterday, 7 days, this month, last month) and a
 * custom from–to of whole days, at most `maxDays` (90 unless told). The chosen days are shown as DD-MM-YYYY under the chips.
 */
export function DateRangeFilter({ value, onChange, presets = RANGE_PRESETS, maxDays = MAX_RANGE_DAYS, testId = 'range' }: DateRangeFilterProps) {
  const t = useTranslations('member');
  const zone = useTimeZone();
  const [customOpen, setCustomOpen] = useState(value.preset === 'custom');
  const [draft, setDraft] = useState<DateRange>({ startDate: value.startDate, endDate: value.endDate });
  const problem = customOpen ? rangeProblem(draft, maxDays) : null;

  const editDraft = (next: DateRange) => {
    setDraft(next);
    if (rangeProblem(next, maxDays) === null) onChange({ preset: 'custom', ...next });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the presets and the two dates named as one filter (the WAI-ARIA group); a fieldset would bring its own box
    <div className={styles.filter} role="group" aria-label={t('range_label')} data-testid={testId}>
      <div className={styles.presets}>
        {presets.map((preset) => (
          <ToggleChip
            key={preset}
            pressed={!customOpen && value.preset === preset}
            onClick={() => {
              setCustomOpen(false);
              onChange(presetChoice(preset, new Date(), zone));
            }}
            testId={`${testId}-${preset}`}
          >
            {t(`range_${preset}`)}
          </ToggleChip>
        ))}
        <ToggleChip
          pressed={customOpen}
          aria-expanded={customOpen}
          onClick={() => {
            setCustomOpen(true);
            setDraft({ startDate: value.startDate, endDate: value.endDate });
          }}
          testId={`${testId}-custom`}
        >
          {t('range_custom')}
        </ToggleChip>
      </div>
      {customOpen && (
        <div className={styles.custom}>
          <Field label={t('range_from')} testId={`${testId}-from-field`}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.startDate}
                max={draft.endDate || undefined}
                onChange={(e) => editDraft({ ...draft, startDate: e.target.value })}
                data-testid={`${testId}-from`}
              />
            )}
          </Field>
          <Field label={t('range_to')} error={problem ? t(`range_${problem}`, { days: maxDays }) : null} testId={`${testId}-to-field`}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.endDate}
                min={draft.startDate || undefined}
                onChange={(e) => editDraft({ ...draft, endDate: e.target.value })}
                data-testid={`${testId}-to`}
              />
            )}
          </Field>
        </div>
      )}
      <p className={styles.period} aria-live="polite" data-testid={`${testId}-period`}>
        {t('range_period', { start: formatDate(value.startDate), end: formatDate(value.endDate) })}
      </p>
    </div>
  );
}
