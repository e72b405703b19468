'use client';

import { useContext, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { lazyModule, useLazyModule } from './lazy';
import { UiNoticeContext, useDirection } from './settings';
import styles from './Menu.module.css';

interface MenuEntryBase {
  /** Unique within the menu. */
  key: string;
}

export interface MenuActionEntry extends MenuEntryBase {
  type: 'item';
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  /** A red count beside the label (hidden at 0). */
  badge?: number;
  disabled?: boolean;
  testId?: string;
}

export interface MenuLinkEntry extends MenuEntryBase {
  type: 'link';
  label: string;
  href: string;
  /** Opens in a new tab (a site of its own); in-site links navigate client-side. */
  external?: boolean;
  icon?: ReactNode;
  badge?: number;
  testId?: string;
}

export interface MenuSeparatorEntry extends MenuEntryBase {
  type: 'separator';
}

export type MenuEntry = MenuActionEntry | MenuLinkEntry | MenuSeparatorEntry;

export interface MenuProps {
  /** What the trigger button shows (a name, an icon, a badge). */
  trigger: ReactNode;
  /** The trigger's accessible name when `trigger` has no text of its own. */
  label?: string;
  entries: readonly MenuEntry[];
  /** Edge of the trigger the menu lines up with (default `end`). */
  align?: 'start' | 'center' | 'end';
  /** Class of the trigger button, from the caller's own CSS module. */
  triggerClassName?: string;
  /** Test id of the trigger; the menu gets `<testId>-menu`. */
  testId?: string;
}

export type MenuOpener = 'keyboard' | 'pointer';

const menuImpl = lazyModule(() => import('./Menu.impl'));
const preloadMenu = () => void menuImpl.load().catch(() => {});

/**
 * A dropdown menu (items, links, separators, badges): roving focus, arrow keys, Home/End,
 * typeahead, Escape, focus back on the trigger. The trigger is a plain button rendered at once;
 * the menu itself (Radix Menu, positioned by floating-ui) loads when the trigger is hovered,
 * focused or first used, so pages pay for it only when a menu is wanted.
 */
export function Menu({ trigger, label, entries, align = 'end', triggerClassName, testId }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [openedBy, setOpenedBy] = useState<MenuOpener>('pointer');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const dir = useDirection();
  const contentId = `${id}menu`;
  const t = useTranslations('ui');
  const notice = useContext(UiNoticeContext);
  const loaded = useLazyModule(menuImpl, open, () => {
    setOpen(false);
    notice(t('slow_load'));
  });
  const MenuImpl = loaded?.default;

  function show(by: MenuOpener) {
    setOpenedBy(by);
    setOpen(true);
    setEverOpened(true);
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        id={`${id}trigger`}
        className={triggerClassName ?? styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        aria-label={label}
        data-state={open ? 'open' : 'closed'}
        data-testid={testId}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        // As Radix's DropdownMenu: open on press (not release) with the main button, and keep
        // focus off the trigger so the menu can take it.
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return;
          if (open) {
            setOpen(false);
          } else {
            event.preventDefault();
            show('pointer');
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (open) setOpen(false);
            else show('keyboard');
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            show('keyboard');
          }
        }}
      >
        {trigger}
      </button>
      {everOpened && MenuImpl && (
        <MenuImpl
          open={open}
          onOpenChange={setOpen}
          openedBy={openedBy}
          triggerRef={triggerRef}
          triggerId={`${id}trigger`}
          contentId={contentId}
          entries={entries}
          align={align}
          dir={dir}
          testId={testId ? `${testId}-menu` : undefined}
        />
      )}
    </>
  );
}
