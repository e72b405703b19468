'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';
import Link from 'next/link';
import * as RadixMenu from '@radix-ui/react-menu';
import { Badge } from './Badge';
import type { MenuEntry, MenuOpener } from './Menu';
import styles from './Menu.module.css';

/**
 * The Radix part of Menu, loaded on first use. It is Radix's Menu primitive (the one under its
 * DropdownMenu) anchored to Menu's own trigger button, which exists before this code arrives.
 */
export default function MenuImpl({
  open,
  onOpenChange,
  openedBy,
  triggerRef,
  triggerId,
  contentId,
  entries,
  align,
  dir,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openedBy: MenuOpener;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  contentId: string;
  entries: readonly MenuEntry[];
  align: 'start' | 'center' | 'end';
  dir: 'ltr' | 'rtl';
  testId?: string;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const interactedOutside = useRef(false);
  // Opened from the keyboard: the first item gets focus (once; later the mouse decides).
  const focusFirstItem = useRef(false);
  useLayoutEffect(() => {
    if (open) focusFirstItem.current = openedBy === 'keyboard';
  }, [open, openedBy]);

  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} dir={dir} modal={false}>
      <RadixMenu.Anchor virtualRef={triggerRef} />
      <RadixMenu.Portal>
        <RadixMenu.Content
          ref={contentRef}
          id={contentId}
          aria-labelledby={triggerId}
          className={styles.content}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          loop
          data-testid={testId}
          onEntryFocus={(event) => {
            if (!focusFirstItem.current) return;
            focusFirstItem.current = false;
            event.preventDefault();
            contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Back to the trigger, unless the visitor went elsewhere (clicked outside).
            event.preventDefault();
            if (!interactedOutside.current) triggerRef.current?.focus();
            interactedOutside.current = false;
          }}
          onInteractOutside={(event) => {
            // The trigger toggles the menu itself.
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) {
              event.preventDefault();
              return;
            }
            interactedOutside.current = true;
          }}
        >
          {entries.map((entry) => {
            if (entry.type === 'separator') return <RadixMenu.Separator key={entry.key} className={styles.separator} />;
            const body = (
              <>
                {entry.icon && (
                  <span className={styles.icon} aria-hidden="true">
                    {entry.icon}
                  </span>
                )}
                <span className={styles.label}>{entry.label}</span>
                {entry.badge !== undefined && <Badge count={entry.badge} />}
              </>
            );
            if (entry.type === 'link') {
              return (
                <RadixMenu.Item key={entry.key} asChild textValue={entry.label}>
                  {entry.external ? (
                    <a href={entry.href} className={styles.item} target="_blank" rel="noopener noreferrer" data-testid={entry.testId}>
                      {body}
                    </a>
                  ) : (
                    <Link href={entry.href} className={styles.item} data-testid={entry.testId}>
                      {body}
                    </Link>
                  )}
                </RadixMenu.Item>
              );
            }
            return (
              <RadixMenu.Item
                key={entry.key}
                className={styles.item}
                textValue={entry.label}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
                data-testid={entry.testId}
              >
                {body}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
