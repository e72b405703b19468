import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from '../../components/access/SmsCodeButton';
import { BffError } from '../../lib/bff/errors';
import { countdownSeconds } from '../../lib/access/sms';
import { renderUi } from './render';

const button = () => screen.getByTestId('sms-code-button');
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe('countdownSeconds', () => {
  it('is the code life in seconds, one minute for firebase, shortened by half the round trip', () => {
    expect(countdownSeconds({ expiredMinutes: 5 })).toBe(300);
    expect(countdownSeconds({ expiredMinutes: 5, firebase: true })).toBe(60);
    expect(countdownSeconds({ expiredMinutes: 5, latencyMs: 4000 })).toBe(298);
    expect(countdownSeconds({ expiredMinutes: 0 })).toBe(0);
  });
});

describe('SmsCodeButton', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('sends nothing while the mobile number does not validate', async () => {
    const send = vi.fn(async () => 5);
    renderUi(<SmsCodeButton validate={() => false} send={send} />);
    await user().click(button());
    expect(send).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Get code');
  });

  it('runs the human check first, then counts down expiredMinutes × 60 s, ignoring clicks, and is back at 0', async () => {
    const order: string[] = [];
    const send = vi.fn(async () => {
      order.push('send');
      return 5;
    });
    const humanCheck = vi.fn(async () => {
      order.push('check');
      return true;
    });
    renderUi(<SmsCodeButton validate={() => true} send={send} humanCheck={humanCheck} />);
    await user().click(button());
    await waitFor(() => expect(button().textContent).toBe('Resend in 300 s'));
    expect(order).toEqual(['check', 'send']);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await user().click(button());
    expect(send).toHaveBeenCalledTimes(1);
    // Two seconds on (a busy machine's real time may add one).
    expect(button().textContent).toMatch(/^Resend in 29[78] s$/);
    await act(() => vi.advanceTimersByTimeAsync(298_000));
    expect(button().textContent).toBe('Get code');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    await user().click(button());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('sends nothing when the visitor closes the human check', async () => {
    const send = vi.fn(async () => 5);
    renderUi(<SmsCodeButton validate={() => true} send={send} humanCheck={async () => false} />);
    await user().click(button());
    expect(send).not.toHaveBeenCalled();
  });

  it('counts one minute on the firebase channel', async () => {
    renderUi(<SmsCodeButton validate={() => true} send={async () => 5} firebase />);
    await user().click(button());
    await waitFor(() => expect(button().textContent).toBe('Resend in 60 s'));
  });

  it('sends one request for a double click, and at most one a second', async () => {
    let release: (minutes: number) => void = () => {};
    const send = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    renderUi(<SmsCodeButton validate={() => true} send={send} />);
    await user().dblClick(button());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => release(0)); // a zero-minute code: no countdown, only the one-second gap
    await user().click(button());
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user().click(button());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shortens the countdown by half the request time when asked (forgot password)', async () => {
    const send = () => new Promise<number>((resolve) => setTimeout(() => resolve(5), 4000));
    renderUi(<SmsCodeButton validate={() => true} send={send} latencyAdjusted />);
    await user().click(button());
    await act(() => vi.advanceTimersByTimeAsync(4000));
    // 300 s less half of the 4 s round trip (a busy machine's real time may take one more).
    await waitFor(() => expect(button().textContent).toMatch(/^Resend in 29[78] s$/));
  });

  it('shows the server refusal in a warning and does not count down', async () => {
    const send = async (): Promise<number> => {
      throw new BffError('rejected', 'mobile_exists', { status: 200, errorCode: 'mobile_exists', serverMessage: 'This mobile number is already registered' });
    };
    renderUi(<SmsCodeButton validate={() => true} send={send} />);
    await user().click(button());
    expect(await screen.findByText('This mobile number is already registered')).toBeTruthy();
    expect(button().textContent).toBe('Get code');
  });
});
