'use client';

import dynamic from 'next/dynamic';

/**
 * The shell's islands that need not be in the first download: they draw nothing a visitor sees at first
 * paint in the page's flow (the right-hand bar floats over it; the effects draw nothing until something
 * happens), so their code arrives after the page has loaded and keeps out of first load and of the
 * largest paint's way.
 */
export const DeferredRightBar = dynamic(() => import('./RightBar').then((m) => m.RightBar), { ssr: false });
export const DeferredShellEffects = dynamic(() => import('./ShellEffects').then((m) => m.ShellEffects), { ssr: false });
