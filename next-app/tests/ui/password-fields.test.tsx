import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordFields } from '../../components/ui/PasswordFields';
import { renderUi } from './render';

type F = 'oldPassword' | 'newPassword';

function Form({ pinLength, formError = null, errors = {} }: { pinLength?: number; formError?: string | null; errors?: Partial<Record<F, string>> }) {
  const [values, setValues] = useState<Record<F, string>>({ oldPassword: '', newPassword: '' });
  return (
    <>
      <PasswordFields
        fields={['oldPassword', 'newPassword'] as const}
        values={values}
        onChange={(field, value) => setValues((was) => ({ ...was, [field]: value }))}
        errors={errors}
        label={(field) => `label ${field}`}
        current="oldPassword"
        pinLength={pinLength}
        testIdPrefix="t"
        formError={formError}
        formErrorTestId="t-error"
      />
      <output data-testid="typed">{values.newPassword}</output>
    </>
  );
}

describe('PasswordFields', () => {
  it('labels each field, lets the browser fill the current password only in its own field, and hands typing back', async () => {
    renderUi(<Form />);
    const old = screen.getByLabelText(/label oldPassword/);
    const fresh = screen.getByLabelText(/label newPassword/);
    expect(old.getAttribute('autocomplete')).toBe('current-password');
    expect(fresh.getAttribute('autocomplete')).toBe('new-password');
    expect(old.getAttribute('type')).toBe('password');
    expect(old.hasAttribute('data-autofocus')).toBe(true);
    expect(fresh.hasAttribute('data-autofocus')).toBe(false);
    expect(old.getAttribute('inputmode')).toBeNull();
    await userEvent.type(fresh, 'secret1');
    expect(screen.getByTestId('typed').textContent).toBe('secret1');
    expect(screen.queryByTestId('t-error')).toBeNull();
  });

  it('a PIN gets the numeric keyboard and its length; errors show under their field and the refusal under all', () => {
    renderUi(<Form pinLength={6} errors={{ newPassword: 'six digits' }} formError="wrong PIN" />);
    const fresh = screen.getByTestId('t-newPassword');
    expect(fresh.getAttribute('inputmode')).toBe('numeric');
    expect(fresh.getAttribute('maxlength')).toBe('6');
    expect(fresh.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('t-newPassword-field').textContent).toContain('six digits');
    expect(screen.getByTestId('t-oldPassword').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('wrong PIN');
  });
});
