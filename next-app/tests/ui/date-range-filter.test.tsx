import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DateRangeFilter } from '../../components/member/DateRangeFilter';
import type { RangeChoice } from '../../lib/member/date-range';
import { renderUi } from './render';

const START: RangeChoice = { preset: 'last7Days', startDate: '2026-11-19', endDate: '2026-11-25' };

function Harness({ onChange, maxDays }: { onChange: (choice: RangeChoice) => void; maxDays?: number }) {
  const [value, setValue] = useState(START);
  return (
    <DateRangeFilter
      value={value}
      maxDays={maxDays}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangeFilter', () => {
  it('shows the chosen period as DD-MM-YYYY and marks its preset', () => {
    renderUi(<Harness onChange={() => {}} />);
    expect(screen.getByTestId('range-period').textContent).toBe('From 19-11-2026 to 25-11-2026');
    expect(screen.getByTestId('range-last7Days').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('range-today').getAttribute('aria-pressed')).toBe('false');
  });

  it('a preset chip gives its period', () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByTestId('range-today'));
    const choice = onChange.mock.calls[0]?.[0] as RangeChoice;
    expect(choice.preset).toBe('today');
    expect(choice.startDate).toBe(choice.endDate);
    expect(screen.getByTestId('range-today').getAttribute('aria-pressed')).toBe('true');
  });

  it('a custom period is given only once it is valid, with the reason shown otherwise', () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByTestId('range-custom'));
    fireEvent.change(screen.getByTestId('range-to'), { target: { value: '2026-11-10' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('range-to-field-error').textContent).toBe('The end date is before the start date.');
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', startDate: '2026-11-01', endDate: '2026-11-10' });
    expect(screen.getByTestId('range-period').textContent).toBe('From 01-11-2026 to 10-11-2026');
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-01-01' } });
    expect(screen.getByTestId('range-to-field-error').textContent).toBe('Choose at most 90 days.');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a shorter limit (the agent reports: 62 days) refuses a longer custom period before any call', () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} maxDays={62} />);
    fireEvent.click(screen.getByTestId('range-custom'));
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-09-01' } });
    expect(screen.getByTestId('range-to-field-error').textContent).toBe('Choose at most 62 days.');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2026-09-25' } });
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', startDate: '2026-09-25', endDate: '2026-11-25' });
  });

  it("a preset counts the brand's days (UiProvider's timeZone), not the browser's", () => {
    // 18:30 UTC on the 24th is 01:30 on the 25th in Bangkok: the upstream's "today" is the 25th.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T18:30:00Z'));
      const inZone = (timeZone: string) => {
        const onChange = vi.fn();
        const view = renderUi(<Harness onChange={onChange} />, { settings: { timeZone } });
        fireEvent.click(screen.getByTestId('range-today'));
        view.unmount();
        return (onChange.mock.calls[0]![0] as RangeChoice).startDate;
      };
      expect(inZone('Asia/Bangkok')).toBe('2026-11-25');
      expect(inZone('UTC')).toBe('2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });
});
