'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import { withChunkTimeout } from './effects';

/**
 * A window (a modal, a centre's page, a dialog) whose code is fetched when it first opens, with the
 * specification's chunk rule (spec 000 §8 "Chunk load: timeout after 120 seconds", spec 001 §8 "Slow load"):
 * a download that fails, or has not arrived within `CHUNK_TIMEOUT_MS`, is reported through `reportError` (the
 * shell's effects then tell the visitor "The page took longer time to load, please check your network
 * connectivity") and the window stays shut, rather than throwing into the page's error boundary.
 */
export function lazyWindow<P extends object>(load: () => Promise<ComponentType<P>>, loading?: () => ReactNode): ComponentType<P> {
  const fetched = () => withChunkTimeout(load()).catch((error: unknown) => shutWindow<P>(error));
  // An undefined `loading` would replace next/dynamic's own placeholder (in the pages build) with nothing to render.
  return loading ? dynamic(fetched, { ssr: false, loading }) : dynamic(fetched, { ssr: false });
}

/** What a window that could not be fetched renders: nothing, once its failure is reported. */
function shutWindow<P extends object>(error: unknown): ComponentType<P> {
  reportChunkFailure(error);
  return function Shut() {
    return null;
  };
}

/** Hands a failed download to the page's error listeners (`ShellEffects`) without throwing it into React. */
export function reportChunkFailure(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else setTimeout(() => {
    throw error;
  });
}
