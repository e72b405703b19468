import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../components/ui/Modal';
import { useUi } from '../../components/ui/UiProvider';
import { renderUi } from './render';

/** A page with a button that opens a modal holding a field and a button that raises a warning over it. */
function Page({ closeOnCover = true }: { closeOnCover?: boolean }) {
  const [open, setOpen] = useState(false);
  const ui = useUi();
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open deposit
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Deposit" description="Choose an amount" closeOnCover={closeOnCover}>
        <label>
          Amount <input data-autofocus />
        </label>
        <button type="button" onClick={() => void ui.warn('Amount too low')}>
          Submit
        </button>
      </Modal>
    </main>
  );
}

async function openDeposit() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open deposit' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  return { user, opener, dialog };
}

describe('Modal', () => {
  it('renders nothing (and loads no dialog code) while closed', () => {
    renderUi(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is labelled by its title and described by its description, and focuses the marked field', async () => {
    renderUi(<Page />);
    const { dialog } = await openDeposit();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Choose an amount');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' })));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderUi(<Page />);
    const { user, opener } = await openDeposit();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps focus inside while open (Tab cycles through its controls)', async () => {
    renderUi(<Page />);
    const { user, dialog } = await openDeposit();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('has a close button with a translated label', async () => {
    renderUi(<Page />, { locale: 'th' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open deposit' }));
    await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scrolling while open', async () => {
    renderUi(<Page />);
    const { user } = await openDeposit();
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
  });

  it('closes on a click on the cover, unless told not to', async () => {
    const cover = () => document.querySelector<HTMLElement>('[data-state="open"]:not([role])')!;
    const { unmount } = renderUi(<Page />);
    const first = await openDeposit();
    await act(() => new Promise((r) => setTimeout(r, 10))); // Radix listens from the next tick
    await first.user.click(cover());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    renderUi(<Page closeOnCover={false} />);
    const second = await openDeposit();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    await second.user.click(cover());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
  });

  it('stacks a warning over an open modal: Escape closes only the top one, focus returns inside the first', async () => {
    renderUi(<Page />);
    const { user, opener, dialog } = await openDeposit();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    const warning = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(warning.textContent).toContain('Amount too low');
    // The warning's confirm button has focus; the modal underneath is hidden from assistive technology.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' })));
    expect(dialog.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(submit));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
