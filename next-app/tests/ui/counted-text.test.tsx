import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CountedText } from '../../components/ui/CountedText';
import { FormSubmit } from '../../components/ui/FormSubmit';
import { renderUi } from './render';

function Remark({ max = 5 }: { max?: number }) {
  const [value, setValue] = useState('');
  return <CountedText label="Remark" value={value} onChange={setValue} max={max} error={null} testId="remark" />;
}

describe('CountedText', () => {
  it('counts characters as typed (a Thai mark or an emoji is one) and marks the count over the limit', () => {
    renderUi(<Remark />);
    const box = screen.getByLabelText('Remark');
    expect(screen.getByTestId('remark-count').textContent).toBe('0 / 5');
    fireEvent.change(box, { target: { value: 'ก่😀' } });
    expect(screen.getByTestId('remark-count').textContent).toBe('3 / 5');
    expect(screen.getByTestId('remark-count').hasAttribute('data-over')).toBe(false);
    fireEvent.change(box, { target: { value: 'abcdef' } });
    expect(screen.getByTestId('remark-count').textContent).toBe('6 / 5');
    expect(screen.getByTestId('remark-count').hasAttribute('data-over')).toBe(true);
  });
});

describe('FormSubmit', () => {
  it('shows the refusal as an alert and disables the button while sending', () => {
    const submit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const { rerender } = renderUi(
      <form onSubmit={submit}>
        <FormSubmit error={null} busy={false} testId="f">
          Send
        </FormSubmit>
      </form>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('f-submit'));
    expect(submit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={submit}>
        <FormSubmit error="Wrong password" busy testId="f">
          Send
        </FormSubmit>
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    expect((screen.getByTestId('f-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
