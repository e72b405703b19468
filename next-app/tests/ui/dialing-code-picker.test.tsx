import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_AFTER_BLUR_MS, DialingCodePicker } from '../../components/access/DialingCodePicker';
import { renderUi } from './render';

const countries = [
  { countryCode: 'TH', countryDialingCode: '66', countryName: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' },
];

describe('DialingCodePicker', () => {
  // Only the fake clock moves: a busy machine must not close the list early.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names the code it shows, opens the list, and a choice closes it', () => {
    const onChange = vi.fn();
    renderUi(<DialingCodePicker countries={countries} value="66" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Country dialing code +66' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Vietnam/ }));
    expect(onChange).toHaveBeenCalledWith('84');
    expect(screen.queryByTestId('dialing-code-list')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes 200 ms after focus leaves it, not before; focus coming back keeps it open', async () => {
    renderUi(
      <>
        <DialingCodePicker countries={countries} value="66" onChange={() => {}} />
        <input aria-label="elsewhere" />
      </>,
    );
    const trigger = screen.getByTestId('dialing-code');
    fireEvent.click(trigger);
    fireEvent.blur(trigger);
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_BLUR_MS - 20));
    expect(screen.getByTestId('dialing-code-list')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByTestId('dialing-code-list')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.blur(trigger);
    fireEvent.focus(screen.getByRole('button', { name: /Vietnam/ })); // a click inside lands first
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_BLUR_MS * 2));
    expect(screen.getByTestId('dialing-code-list')).toBeTruthy();
  });

  it('Escape closes the list and gives focus back to the button', () => {
    renderUi(<DialingCodePicker countries={countries} value="66" onChange={() => {}} />);
    const trigger = screen.getByTestId('dialing-code');
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('button', { name: /Thailand/ }), { key: 'Escape' });
    expect(screen.queryByTestId('dialing-code-list')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
