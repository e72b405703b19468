import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../components/ui/Modal';
import { useUi, type UiApi } from '../../components/ui/UiProvider';
import en from '../../../locales/en.json';
import { renderUi } from './render';

// The connection dropped: the code of the dialogs and of Radix's modal cannot be downloaded.
vi.mock('../../components/ui/UiDialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../../components/ui/Modal.impl', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

// The same words as a window whose code never arrives (spec 000 §8).
const FAILED = en.ui.slow_load;

describe('when the dialogs’ code cannot be downloaded', () => {
  it('useUi() answers as dismissed and says why in a toast; the page stays', async () => {
    const ui = { current: null as unknown as UiApi };
    function Page() {
      ui.current = useUi();
      return <h1>Home</h1>;
    }
    renderUi(<Page />);
    let confirmed: boolean | undefined;
    let warned = false;
    act(() => {
      void ui.current.confirm({ message: 'Log out?' }).then((a) => (confirmed = a));
      void ui.current.warn('x').then(() => (warned = true));
    });
    await waitFor(() => expect(confirmed).toBe(false));
    expect(warned).toBe(true);
    expect(screen.getByTestId('toast-region').textContent).toContain(FAILED);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('a Modal reports itself closed and the visitor is told', async () => {
    const onClose = vi.fn();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Log in
          </button>
          <Modal
            open={open}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            title="Log in"
          />
        </>
      );
    }
    renderUi(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('toast-region').textContent).toContain(FAILED);
  });
});
