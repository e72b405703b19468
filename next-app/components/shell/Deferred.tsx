'use client';

import type { ComponentProps } from 'react';
import { useSettled } from '@/lib/client/after-load';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';

/**
 * The shell's islands that need not be in the first download: they draw nothing a visitor sees at first
 * paint in the page's flow (the right-hand bar floats over it; the effects draw nothing until something
 * happens), so their code and texts are fetched and run once the page has settled (lib/client/after-load), out
 * of the first load, of the largest paint's way and of the page's first responses to touch.
 */
const RightBar = lazyWithMessages(['rightbar'], () => import('./RightBar').then((m) => m.RightBar));
const ShellEffects = lazyWithMessages(['shell'], () => import('./ShellEffects').then((m) => m.ShellEffects));

export function DeferredRightBar(props: ComponentProps<typeof RightBar>) {
  return useSettled() ? <RightBar {...props} /> : null;
}

export function DeferredShellEffects(props: ComponentProps<typeof ShellEffects>) {
  return useSettled() ? <ShellEffects {...props} /> : null;
}
