'use client';

import { createContext, useContext, useSyncExternalStore } from 'react';

/** Page-wide facts the blocks need, given once by the layout through UiProvider. */
export interface UiSettings {
  /** Text direction of the page (the server knows it from the locale; the browser reads <html dir>). */
  dir?: 'ltr' | 'rtl';
  /** The brand's image CDNs (`imageCDNs` of the BFF bootstrap): relative upstream image paths load from one. */
  imageCdns?: readonly string[];
  /** The brand's game launch hosts (`launchGameCDNs` of the BFF bootstrap): a game's relative address is put on one. */
  launchCdns?: readonly string[];
  /** The hosts `/game` may frame (the page's CSP allows no other): the launch hosts and the brand's `frameHosts`. */
  frameHosts?: readonly string[];
  /** IANA zone dates are shown in (e.g. the brand's); the browser's own zone when unset. */
  timeZone?: string;
}

export const UiSettingsContext = createContext<UiSettings>({});

/**
 * How a block tells the visitor something failed without a dialog of its own (UiProvider gives
 * its toast): e.g. a modal whose code could not be downloaded.
 */
export const UiNoticeContext = createContext<(text: string) => void>(() => {});

function subscribeNever(): () => void {
  return () => {};
}

/** The page's text direction: UiProvider's `dir`, else `<html dir>` in the browser, else ltr. */
export function useDirection(): 'ltr' | 'rtl' {
  const given = useContext(UiSettingsContext).dir;
  // Given (the page's provider), the server's answer and the browser's agree: nothing is drawn twice at hydration.
  return useSyncExternalStore(
    subscribeNever,
    () => given ?? (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    () => given ?? 'ltr',
  );
}

/** The zone to show dates in: UiProvider's `timeZone`, else the browser's (UTC while rendering on the server). */
export function useTimeZone(): string {
  const given = useContext(UiSettingsContext).timeZone;
  // Given (the brand's zone), the server's answer and the browser's agree: nothing is drawn twice at hydration.
  return useSyncExternalStore(
    subscribeNever,
    () => given ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => given ?? 'UTC',
  );
}

export function useImageCdns(): readonly string[] {
  return useContext(UiSettingsContext).imageCdns ?? NO_CDNS;
}

const NO_CDNS: readonly string[] = [];

export function useLaunchCdns(): readonly string[] {
  return useContext(UiSettingsContext).launchCdns ?? NO_CDNS;
}

export function useFrameHosts(): readonly string[] {
  return useContext(UiSettingsContext).frameHosts ?? NO_CDNS;
}
