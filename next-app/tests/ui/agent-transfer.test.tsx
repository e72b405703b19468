import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransferDialog } from '../../components/agent/team/TransferDialog';
import type { TeamMember } from '../../lib/bff/calls/agent-team';
import { renderUi } from './render';

const AGENT01A: TeamMember = {
  id: 3,
  userName: 'agent01a',
  nickname: 'agent01a',
  isAgent: true,
  level: 1,
  uplineName: 'agent01',
  balance: 1200,
  currency: 'THB',
  regDate: 1,
  lastLoginTime: null,
  online: false,
  directDownlines: 5,
  teamSize: 8,
};

type Sent = { body: Record<string, unknown>; key: string | null };

/** The dialog for agent01a with 5,000.00 available; the transfer call answered by `answer`. */
function renderDialog(answer: () => Response, locale: 'en' | 'th' = 'en') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/wps/agent/downline/transfer') {
        sent.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
        return answer();
      }
      return Response.json({ success: false, value: null, message: 'not in this test', errorCode: 'x' }, { status: 404 });
    }),
  );
  const onDone = vi.fn(async () => {});
  const onClose = vi.fn();
  renderUi(<TransferDialog recipient={AGENT01A} available={5000} currencySymbol="฿" currency="THB" onClose={onClose} onDone={onDone} />, { locale });
  return { sent, onDone, onClose };
}

const refused = (errorCode: string, message: string) => () => Response.json({ success: false, value: null, message, errorCode });

afterEach(() => vi.unstubAllGlobals());

describe('the transfer to a downline', () => {
  it('refuses an amount above the balance, above the limit or with 3 decimals before any call', async () => {
    const user = userEvent.setup();
    const { sent } = renderDialog(refused('x', 'never'));
    const amount = await screen.findByTestId('agent-transfer-amount');
    for (const [typed, message] of [
      ['5000.01', 'The amount is above the balance (฿5,000.00).'],
      ['1000000.01', 'The largest amount is ฿1,000,000.00.'],
      ['1.005', 'Use at most 2 decimals.'],
      ['0.50', 'The smallest amount is ฿1.00.'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByTestId('agent-transfer-next'));
      expect(screen.getByTestId('agent-transfer-amount-field-error').textContent).toBe(message);
    }
    expect(screen.queryByTestId('agent-transfer-confirm')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('spells out who gets how much, wants the password, and shows a wrong password in the dialog with nothing moved', async () => {
    const user = userEvent.setup();
    const { sent, onDone } = renderDialog(refused('agent.password.wrong', 'Incorrect password'));
    await user.type(await screen.findByTestId('agent-transfer-amount'), '1234.5');
    await user.type(screen.getByTestId('agent-transfer-remark'), ' ทุน ');
    await user.click(screen.getByTestId('agent-transfer-next'));
    expect(screen.getByTestId('agent-transfer-summary').textContent).toBe('agent01a will receive ฿1,234.50 from your balance of ฿5,000.00.');
    // The step replaced the button that had the focus: the password has it now.
    expect(document.activeElement).toBe(screen.getByTestId('agent-transfer-password'));
    await user.click(screen.getByTestId('agent-transfer-submit'));
    expect(screen.getByTestId('agent-transfer-password-field-error').textContent).toBe('Enter your login password to confirm.');
    expect(sent).toHaveLength(0);
    await user.type(screen.getByTestId('agent-transfer-password'), 'wrong1');
    await user.click(screen.getByTestId('agent-transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('agent-transfer-error').textContent).toBe('Incorrect password'));
    expect(sent).toEqual([{ body: { username: 'agent01a', amount: 1234.5, password: 'wrong1', remark: 'ทุน' }, key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  for (const [code, message] of [
    ['agent.balance.insufficient', 'Insufficient balance'],
    ['agent.not.downline', 'agent01a is not in your team'],
  ] as const) {
    it(`shows ${code} in the dialog and hands nothing on`, async () => {
      const user = userEvent.setup();
      const { onDone, onClose } = renderDialog(refused(code, message));
      await user.type(await screen.findByTestId('agent-transfer-amount'), '10');
      await user.click(screen.getByTestId('agent-transfer-next'));
      await user.type(screen.getByTestId('agent-transfer-password'), 'abc123');
      await user.click(screen.getByTestId('agent-transfer-submit'));
      await waitFor(() => expect(screen.getByTestId('agent-transfer-error').textContent).toBe(message));
      expect(onDone).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    });
  }

  it('hands the answer (both balances) on and closes after a transfer', async () => {
    const user = userEvent.setup();
    const answer = { transactionId: 9, userName: 'agent01a', amount: 500, balance: 4500, downlineBalance: 1700, time: 1 };
    const { onDone, onClose } = renderDialog(() => Response.json({ success: true, value: answer, message: '', errorCode: '' }), 'th');
    await user.type(await screen.findByTestId('agent-transfer-amount'), '500');
    await user.click(screen.getByTestId('agent-transfer-next'));
    expect(screen.getByTestId('agent-transfer-summary').textContent).toBe('agent01a จะได้รับ ฿500.00 จากยอดเงินของคุณ ฿5,000.00');
    await user.type(screen.getByTestId('agent-transfer-password'), 'abc123');
    await user.click(screen.getByTestId('agent-transfer-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalledWith(answer);
  });
});
