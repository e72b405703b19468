import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CURRENCY_ICONS, CurrencyIcon } from '../../components/ui/CurrencyIcon';

describe('CurrencyIcon', () => {
  it('has the six currencies of the spec, each drawn with its sign', () => {
    expect(CURRENCY_ICONS).toHaveLength(6);
    for (const { code, sign } of CURRENCY_ICONS) {
      const { getByTestId, unmount } = render(<CurrencyIcon currency={code.toLowerCase()} />);
      expect(getByTestId(`currency-${code}`).textContent).toBe(sign);
      unmount();
    }
  });

  it('draws nothing for a currency without an icon', () => {
    const { container } = render(<CurrencyIcon currency="EUR" />);
    expect(container.innerHTML).toBe('');
  });
});
