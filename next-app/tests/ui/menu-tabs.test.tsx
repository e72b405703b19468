import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuEntry } from '../../components/ui/Menu';
import { Tabs } from '../../components/ui/Tabs';
import { renderUi } from './render';

function entries(onLogout: () => void): MenuEntry[] {
  return [
    { type: 'link', key: 'account', label: 'My account', href: '/?member=securityCenter' },
    { type: 'link', key: 'records', label: 'Betting record', href: '/?member=personalHistoryCopy' },
    { type: 'link', key: 'mail', label: 'Mailbox', href: '/?member=messageV2', badge: 3 },
    { type: 'separator', key: 'sep' },
    { type: 'item', key: 'logout', label: 'Sign out', onSelect: onLogout, testId: 'menu-logout' },
  ];
}

describe('Menu', () => {
  it('opens from the keyboard on the first item; arrows move, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    renderUi(<Menu trigger="demo01" entries={entries(() => {})} testId="member-menu" />);
    const trigger = screen.getByRole('button', { name: 'demo01' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger.id);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My account'));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Betting record');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Sign out');
    await user.keyboard('{ArrowDown}'); // loops
    expect(document.activeElement?.textContent).toBe('My account');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('jumps to an item by typing its first letters', async () => {
    const user = userEvent.setup();
    renderUi(<Menu trigger="demo01" entries={entries(() => {})} />);
    screen.getByRole('button', { name: 'demo01' }).focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My account'));
    await user.keyboard('si');
    expect(document.activeElement?.textContent).toBe('Sign out');
  });

  it('runs an item’s action and closes; links are links; separators and badges are there', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderUi(<Menu trigger="demo01" entries={entries(onLogout)} />);
    await user.click(screen.getByRole('button', { name: 'demo01' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'My account' }).getAttribute('href')).toBe('/?member=securityCenter');
    expect(screen.getByRole('menuitem', { name: /^Mailbox ?3 new$/ })).toBeTruthy();
    expect(menu.querySelectorAll('[role="separator"]')).toHaveLength(1);
    await user.click(screen.getByTestId('menu-logout'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('toggles closed when its trigger is pressed again', async () => {
    const user = userEvent.setup();
    renderUi(<Menu trigger="demo01" entries={entries(() => {})} />);
    const trigger = screen.getByRole('button', { name: 'demo01' });
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

const GAME_LISTS = [
  { value: 'all', label: 'All' },
  { value: 'hot', label: 'Hot', badge: 2 },
  { value: 'fav', label: 'Favourites' },
];

describe('Tabs', () => {
  it('is a labelled tablist whose tabs control their panels; arrows move the selection', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs label="Game lists" items={GAME_LISTS.map((t) => ({ ...t, panel: <p>{t.label} games</p> }))} />);
    expect(screen.getByRole('tablist', { name: 'Game lists' })).toBeTruthy();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('All games');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(all.id);

    await user.click(all);
    await user.keyboard('{ArrowRight}');
    const hot = screen.getByRole('tab', { name: /^Hot ?2 new$/ });
    expect(document.activeElement).toBe(hot);
    expect(hot.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Hot games');
    // Only the selected tab is in the Tab order (roving focus).
    expect(all.getAttribute('tabindex')).toBe('-1');
  });

  it('mirrors the arrow keys right to left', async () => {
    const user = userEvent.setup();
    renderUi(
      <Tabs label="Game lists" items={GAME_LISTS}>
        shared list
      </Tabs>,
      { settings: { dir: 'rtl' } },
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /^Hot/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('shared list');
  });

  it('calls back on a controlled change', async () => {
    const onValueChange = vi.fn();
    renderUi(<Tabs label="Game lists" items={GAME_LISTS} value="all" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(onValueChange).toHaveBeenCalledWith('fav');
  });

  it('moves to the first and last tab with Home and End, past disabled tabs, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const items = [
      { value: 'all', label: 'All' },
      { value: 'hot', label: 'Hot', disabled: true },
      { value: 'fav', label: 'Favourites' },
      { value: 'recent', label: 'Recent' },
    ];
    renderUi(
      <Tabs label="Game lists" items={items}>
        shared list
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Favourites' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recent' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('with manual activation, arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<Tabs label="Game lists" items={GAME_LISTS} value="all" onValueChange={onValueChange} activation="manual" />);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    const hot = screen.getByRole('tab', { name: /^Hot/ });
    expect(document.activeElement).toBe(hot);
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('hot');
  });
});
