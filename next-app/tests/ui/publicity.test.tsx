import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicityAnnouncements } from '../../components/home/PublicityAnnouncements';
import type { Notice } from '../../lib/bff/calls/site';
import type { Session } from '../../lib/bff/types';
import { renderUi } from './render';

const DAY = 24 * 3600 * 1000;
const notices: Notice[] = Array.from({ length: 11 }, (_, i) => ({
  id: String(100 + i),
  type: 'PU',
  title: `Offer ${i + 1}`,
  content: `<p>Details of offer ${i + 1}</p>`,
  startDate: Date.UTC(2026, 0, 20) - i * DAY,
  images: [],
}));

let session: Session = { loggedIn: false };
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, value: session, message: '', errorCode: '' }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  renderUi(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PublicityAnnouncements notices={notices} />
    </SWRConfig>,
  );
}

describe('the publicity announcements (spec 000 §4 "Announcement modal")', () => {
  it('opens on arrival with the first of 9 a page selected; choosing a page selects its first item', async () => {
    session = { loggedIn: false };
    show();
    const modal = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(modal).getAllByTestId('notice-title')).toHaveLength(9);
    expect(within(modal).getByTestId('notice-detail-title').textContent).toBe('Offer 1');
    expect(within(modal).getByTestId('notice-detail-date').textContent).toBe('20-01-2026');
    expect(within(modal).getByTestId('notice-detail-content').textContent).toBe('Details of offer 1');
    await userEvent.click(within(modal).getByRole('button', { name: 'Page 2' }));
    expect(within(modal).getAllByTestId('notice-title')).toHaveLength(2);
    expect(within(modal).getByTestId('notice-detail-title').textContent).toBe('Offer 10');
  });

  it('closed by a visitor, it leaves no flag (it shows again next visit)', async () => {
    session = { loggedIn: false };
    show();
    await screen.findByRole('dialog', { name: 'Announcements' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('publicityClose')).toBeNull();
  });

  it('closed by a logged-in member, it sets publicityClose and stays closed', async () => {
    session = { loggedIn: true, userName: 'demo01', customerType: 1, isAgent: false, isTrial: false, mustChangePassword: false, firstTimeLogin: false };
    show();
    const modal = await screen.findByRole('dialog', { name: 'Announcements' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(localStorage.getItem('publicityClose')).toBe('true'));
    screenCleanup();
    show();
    // Give it the chance to open: it must not.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown on the registration route', async () => {
    window.history.replaceState(null, '', '/register');
    show();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function screenCleanup() {
  document.body.innerHTML = '';
}
