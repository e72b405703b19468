import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractCard } from '../../components/agent/contracts/ContractCard';
import { OfferForm } from '../../components/agent/contracts/OfferForm';
import type { Contract, Requested } from '../../lib/bff/calls/agent-pay';
import { renderUi } from './render';

const contract = (over: Partial<Contract> = {}): Contract => ({
  id: 17,
  type: 'HOURLY_SALARY',
  upline: 'agent01a',
  downline: 'agent01b',
  rate: 0.4,
  period: 'HOURLY',
  activeMembers: 1,
  periodValidBet: null,
  periodProfitLoss: null,
  betAmount: 200,
  betAmountPer: 'HOUR',
  state: 'ACTIVE',
  requestType: null,
  requestedBy: null,
  requestedTime: null,
  awaitingMe: false,
  actions: ['REQUEST_TERMINATION'],
  activeFrom: Date.UTC(2026, 10, 20, 3),
  endedTime: null,
  endReason: null,
  replaces: null,
  remark: '',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('a contract card', () => {
  it('spells out the terms and who pays, and offers the allowed actions', async () => {
    const onAction = vi.fn();
    renderUi(<ContractCard contract={contract()} me="agent01b" onAction={onAction} busy={false} />);
    const card = screen.getByTestId('agent-contract-17');
    expect(card.textContent).toContain('Hourly salary');
    expect(card.textContent).toContain('0.40%');
    expect(card.textContent).toContain('Paid by agent01a');
    expect(card.textContent).toContain('At least 1 active members per period');
    expect(card.textContent).toContain('Team bets of at least 200.00 per hour');
    await userEvent.click(screen.getByTestId('agent-contract-request_termination'));
    expect(onAction).toHaveBeenCalledWith('REQUEST_TERMINATION');
  });

  it('names an ending by the rate chain as such, and a pending offer of the upline as a withdrawal', () => {
    renderUi(
      <>
        <ContractCard
          contract={contract({ state: 'TERMINATED', endedTime: Date.UTC(2026, 10, 22, 5), endReason: 'UPLINE_RATE_LOWERED', actions: [] })}
          me="agent01b"
          onAction={() => {}}
          busy={false}
        />
        <ContractCard
          contract={contract({ id: 18, state: 'PENDING', requestType: 'NEW', requestedBy: 'agent01a', actions: ['TERMINATE'] })}
          me="agent01a"
          onAction={() => {}}
          busy={false}
        />
      </>,
    );
    const ended = screen.getByTestId('agent-contract-ended');
    expect(ended.getAttribute('data-reason')).toBe('UPLINE_RATE_LOWERED');
    expect(ended.textContent).toContain("ended automatically: the upline's own rate was lowered below it");
    expect(screen.queryByTestId('agent-contract-request_termination')).toBeNull();
    const offer = screen.getByTestId('agent-contract-18');
    expect(offer.textContent).toContain('Waiting for agent01b to answer your offer.');
    expect(screen.getByTestId('agent-contract-withdraw').textContent).toContain('Withdraw offer');
  });
});

describe('the offer form', () => {
  function renderForm(answer: () => Response) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/wps/agent/contracts/request') {
          sent.push(JSON.parse(String(init.body)));
          return answer();
        }
        return Response.json({ success: false, value: null, message: 'not in this test', errorCode: 'x' }, { status: 404 });
      }),
    );
    const onSent = vi.fn(async (_: Requested) => {});
    const onClose = vi.fn();
    renderUi(<OfferForm type="HOURLY_SALARY" ownRate={0.6} ownPeriod="HOURLY" downlines={['agent01a']} onClose={onClose} onSent={onSent} />);
    return { sent, onSent, onClose };
  }

  it('checks the rate before any call, then confirms the offer with its rate and sends its terms', async () => {
    const answer = {
      contract: { id: 90, type: 'HOURLY_SALARY', downline: 'agent01a', rate: 0.3, state: 'PENDING' },
      wouldTerminate: [{ id: 17, downline: 'agent01b', rate: 0.4 }],
    };
    const { sent, onSent } = renderForm(() => Response.json({ success: true, value: answer, message: '', errorCode: '' }));
    expect((await screen.findByTestId('agent-offer-rate-field')).textContent).toContain('Your own rate: 0.60%');
    await userEvent.type(screen.getByTestId('agent-offer-rate'), '0.305');
    await userEvent.click(screen.getByTestId('agent-offer-send'));
    expect(screen.getByTestId('agent-offer-rate-field').textContent).toContain('Enter a number with at most 2 decimals');
    await userEvent.clear(screen.getByTestId('agent-offer-rate'));
    await userEvent.type(screen.getByTestId('agent-offer-rate'), '0.3');
    await userEvent.click(screen.getByTestId('agent-offer-send'));
    expect((await screen.findByTestId('agent-contract-confirm')).textContent).toContain('Offer agent01a Hourly salary at 0.30%?');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Send offer' }).at(-1)!);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ requestType: 'NEW', type: 'HOURLY_SALARY', downline: 'agent01a', rate: 0.3, activeMembers: 1 }]);
    expect(onSent.mock.calls[0]![0].wouldTerminate).toEqual([{ id: 17, downline: 'agent01b', rate: 0.4 }]);
  });

  it("shows the upstream's refusal of a rate above the agent's own under the form", async () => {
    const { onSent } = renderForm(() =>
      Response.json({ success: false, value: null, message: 'The rate is above your own contract rate', errorCode: 'agent.contract.rate' }),
    );
    await userEvent.type(await screen.findByTestId('agent-offer-rate'), '0.9');
    await userEvent.click(screen.getByTestId('agent-offer-send'));
    await screen.findByTestId('agent-contract-confirm');
    await userEvent.click(screen.getAllByRole('button', { name: 'Send offer' }).at(-1)!);
    expect((await screen.findByTestId('agent-offer-error')).textContent).toContain('The rate is above your own contract rate');
    expect(onSent).not.toHaveBeenCalled();
  });
});
