'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec 000 §8: a chunk that does not load within 120 seconds is reported. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Rejects when `work` has not settled within the spec's chunk timeout (for code loaded on demand). */
export function withChunkTimeout<T>(work: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/**
 * Code fetched on first use (the Radix parts of Modal and Menu, the dialogs of UiProvider), with
 * what React.lazy lacks: a failed download (a dropped connection) is reported to the caller, which
 * closes what it was opening and tells the visitor, instead of throwing into the page's error
 * boundary; a download still unfinished after the spec's 120 seconds counts as failed; and the next attempt
 * downloads again instead of repeating the failure.
 */
export interface LazyModule<T> {
  /** The module if it has arrived. */
  peek: () => T | null;
  /** Starts (or joins) the download. */
  load: () => Promise<T>;
}

export function lazyModule<T>(download: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    peek: () => value,
    // Spec 000 §8: a chunk that has not arrived within 120 seconds counts as failed.
    load: () =>
      (pending ??= withChunkTimeout(download()).then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
  };
}

/**
 * The module once `wanted` (null until it has arrived). If the download fails `onFail` runs; the
 * caller stops wanting it (closes), and wanting it again downloads again.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean, onFail: () => void): T | null {
  const [value, setValue] = useState<T | null>(module.peek);
  const onFailRef = useRef(onFail);
  useLayoutEffect(() => {
    onFailRef.current = onFail;
  });
  useEffect(() => {
    if (!wanted || value) return;
    let live = true;
    module.load().then(
      (loaded) => live && setValue(() => loaded),
      () => live && onFailRef.current(),
    );
    return () => {
      live = false;
    };
  }, [module, wanted, value]);
  return value ?? module.peek();
}
