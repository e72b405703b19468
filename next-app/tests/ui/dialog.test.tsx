import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { sanitisedByBff } from '../../components/ui/SafeHtml';
import { useUi, type UiApi } from '../../components/ui/UiProvider';
import { renderUi } from './render';

function AutoClosing({ ms, onClose }: { ms: number; onClose: (result: string | null) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      title="Deposit received"
      icon="success"
      autoCloseMs={ms}
      onClose={(result) => {
        onClose(result);
        setOpen(false);
      }}
    >
      <p>Your balance is updated.</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('shows icon, title, HTML content and buttons; a button closes it with its value', async () => {
    const onClose = vi.fn();
    renderUi(
      <Dialog
        open
        title="Promotion"
        icon="info"
        html={sanitisedByBff('<p>Get <strong>100%</strong> bonus</p>')}
        buttons={[
          { label: 'Later', value: 'later' },
          { label: 'Join now', value: 'join', variant: 'primary', autoFocus: true },
        ]}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Promotion' });
    expect(dialog.querySelector('strong')?.textContent).toBe('100%');
    expect(screen.getByRole('img', { name: 'Information' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Join now' })));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onClose).toHaveBeenCalledWith('later');
  });

  it('closes by itself after its auto-close time, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    renderUi(<AutoClosing ms={3000} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Deposit received' });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onClose).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not close while a mouse is over it, and gets its full time again after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    renderUi(<AutoClosing ms={3000} onClose={onClose} />);
    await screen.findByRole('dialog');
    const content = screen.getByText('Your balance is updated.').parentElement!.parentElement!;
    // Touch does not pause it (a tap is not reading); a mouse moving over it does.
    fireEvent.pointerMove(content, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.pointerMove(content, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(content, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('asks with the spec’s keys, focuses cancel first, and confirms only on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<ConfirmDialog open message="คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบ?" onConfirm={onConfirm} onCancel={onCancel} />, { locale: 'th' });
    const dialog = await screen.findByRole('alertdialog', { name: 'แจ้งเตือน' });
    expect(dialog.textContent).toContain('คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบ?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('confirm-cancel')));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

/** Exposes the page's UI API to the test. */
function grabUi(): { current: UiApi } {
  const ref = { current: null as unknown as UiApi };
  function Grab() {
    ref.current = useUi();
    return null;
  }
  renderUi(<Grab />);
  return ref;
}

describe('useUi', () => {
  it('warn() shows a warning with one confirm button and resolves when it is closed', async () => {
    const ui = grabUi();
    let done = false;
    act(() => void ui.current.warn('Network link is abnormal, please try again.').then(() => (done = true)));
    const warning = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(warning.textContent).toContain('Network link is abnormal');
    expect(screen.getAllByRole('button').filter((b) => warning.contains(b) && b.textContent)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirm() resolves true for confirm and false for cancel', async () => {
    const ui = grabUi();
    let answer: boolean | undefined;
    act(() => void ui.current.confirm({ message: 'Log out?' }).then((a) => (answer = a)));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(answer).toBe(true));

    act(() => void ui.current.confirm({ message: 'Log out?' }).then((a) => (answer = a)));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(answer).toBe(false));
  });

  it('dialog() resolves to the pressed button, or null when dismissed', async () => {
    const ui = grabUi();
    let result: string | null | undefined;
    act(
      () =>
        void ui.current
          .dialog({
            title: 'Pick',
            buttons: [
              { label: 'A', value: 'a' },
              { label: 'B', value: 'b' },
            ],
          })
          .then((r) => (result = r)),
    );
    await screen.findByRole('dialog', { name: 'Pick' });
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    await waitFor(() => expect(result).toBe('b'));

    act(() => void ui.current.dialog({ title: 'Pick' }).then((r) => (result = r)));
    await screen.findByRole('dialog', { name: 'Pick' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(result).toBeNull());
  });

  it('toast() adds a message to a polite live region that was there from the start, and removes it after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ui = grabUi();
    const region = screen.getByTestId('toast-region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => ui.current.toast('Copied'));
    expect(region.textContent).toContain('Copied');
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(region.textContent).toContain('Copied');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(region.textContent).toBe('');
  });

  it('loading() covers the page until the work settles, and passes its result or error through', async () => {
    const ui = grabUi();
    let finish!: (v: string) => void;
    let result: Promise<string>;
    act(() => {
      result = ui.current.loading(new Promise<string>((r) => (finish = r)));
    });
    expect(await screen.findByRole('dialog', { name: 'Loading…' })).toBeTruthy();
    await act(async () => finish('done'));
    await expect(result!).resolves.toBe('done');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(async () => {
      await expect(ui.current.loading(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('fails loudly outside a UiProvider', () => {
    function Orphan() {
      useUi();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/UiProvider/);
    spy.mockRestore();
  });
});
