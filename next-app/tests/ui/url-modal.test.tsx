import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePathModal, useUrlModal } from '../../lib/hooks/use-url-modal';

function MemberCentre() {
  const member = useUrlModal('member');
  return (
    <div>
      <button type="button" onClick={() => member.open('depositv2')}>
        Deposit
      </button>
      <button type="button" onClick={() => member.open('withdraw')}>
        Withdraw
      </button>
      {member.isOpen && (
        <section role="dialog" aria-label="Member centre">
          <p data-testid="page">{member.value}</p>
          <button type="button" onClick={member.close}>
            Close
          </button>
        </section>
      )}
    </div>
  );
}

function back() {
  // jsdom runs history.back() asynchronously and then fires popstate, as browsers do.
  act(() => window.history.back());
}

describe('useUrlModal', () => {
  it('opens from the URL a visitor arrives with, and closing keeps them on the page', async () => {
    window.history.replaceState(null, '', '/?member=depositv2&x=1');
    const before = window.history.length;
    render(<MemberCentre />);
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    expect(screen.getByTestId('page').textContent).toBe('depositv2');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Replaced, not gone back: Back would have left the site.
    expect(window.location.search).toBe('?x=1');
    expect(window.history.length).toBe(before);
  });

  it('pushes a history entry on open, so Back closes it', async () => {
    window.history.replaceState(null, '', '/promotions');
    const before = window.history.length;
    render(<MemberCentre />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/promotions?member=depositv2');
    expect(window.history.length).toBe(before + 1);

    back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });

  it('switching pages inside the open modal pushes: Back returns to the previous page, then closes it', async () => {
    window.history.replaceState(null, '', '/');
    render(<MemberCentre />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const length = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByTestId('page').textContent).toBe('withdraw');
    expect(window.history.length).toBe(length + 1);

    back();
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('depositv2'));
    back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });

  it('closing after moving between pages goes back over all of them to the page underneath', async () => {
    window.history.replaceState(null, '', '/promotions');
    render(<MemberCentre />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname + window.location.search).toBe('/promotions');
    // Back from here leaves the page: no centre entry is left in between.
    expect((window.history.state as Record<string, unknown> | null)?.veneerModal).toBeUndefined();
  });

  it('a linked page: moving on and Back returns to it; closing from a later page closes it for good', async () => {
    window.history.replaceState(null, '', '/?member=depositv2');
    render(<MemberCentre />);
    expect(screen.getByTestId('page').textContent).toBe('depositv2');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    back();
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('depositv2'));

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
    // The entry the visitor arrived with was rewritten closed: it does not reopen the centre.
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing a modal it opened goes back (no extra entry for Forward to reopen)', async () => {
    window.history.replaceState(null, '', '/');
    render(<MemberCentre />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });
});

function Home() {
  const register = usePathModal(['/register', '/register/', '/register.html']);
  return (
    <main>
      <h1>Home</h1>
      <button type="button" onClick={register.open}>
        Register
      </button>
      {register.isOpen && (
        <section role="dialog" aria-label="Register">
          <button type="button" onClick={register.close}>
            Close
          </button>
        </section>
      )}
    </main>
  );
}

describe('usePathModal', () => {
  it('a route like /register renders home with the modal open; closing goes to /', async () => {
    window.history.replaceState(null, '', '/register.html');
    render(<Home />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('opening from home pushes /register; Back returns to home with it closed', async () => {
    window.history.replaceState(null, '', '/');
    render(<Home />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(window.location.pathname).toBe('/register');
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/');
  });
});
