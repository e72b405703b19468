import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../components/ui/Badge';
import { badgeText } from '../../lib/format/count';
import { renderUi } from './render';

describe('badgeText', () => {
  it('is empty at 0 and below, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });
});

describe('Badge', () => {
  it('renders nothing at 0', () => {
    renderUi(<Badge count={0} />);
    expect(screen.queryByTestId('badge')).toBeNull();
  });

  it('shows the count and says it in full to screen readers', () => {
    renderUi(
      <a href="/mail">
        Mailbox
        <Badge count={7} />
      </a>,
    );
    expect(screen.getByTestId('badge').textContent).toBe(' 77 new');
    // jsdom's name computation trims each child's text, so the separating space is optional here.
    expect(screen.getByRole('link', { name: /^Mailbox ?7 new$/ })).toBeTruthy();
  });

  it('caps the visible count at 99+ but not the spoken one', () => {
    renderUi(
      <button type="button">
        Rewards
        <Badge count={120} />
      </button>,
      { locale: 'th' },
    );
    const visible = screen.getByTestId('badge').querySelector('[aria-hidden="true"]');
    expect(visible?.textContent).toBe('99+');
    expect(screen.getByRole('button', { name: /^Rewards ?ใหม่ 120 รายการ$/ })).toBeTruthy();
  });
});
