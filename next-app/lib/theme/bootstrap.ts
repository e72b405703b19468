import type { Palette, ThemeName } from '../bff/generated';

export const THEME_NAMES: readonly ThemeName[] = ['dark', 'light'];

/** `onPrimary` → `--brand-on-primary`. */
const cssName = (role: string) => `--brand-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const THEME_STORAGE_KEY = 'theme';

/**
 * A tiny script for <head>: before first paint it puts the visitor's stored theme (localStorage
 * `theme`, else the brand default) on <html data-theme>, so the page never flashes the wrong theme.
 */
export function themeBootstrapScript(defaultTheme: ThemeName): string {
  const themes = JSON.stringify(THEME_NAMES);
  return (
    `(function(){var d=document.documentElement,t=${JSON.stringify(defaultTheme)};` +
    `try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(${themes}.indexOf(s)>=0)t=s}catch(e){}` +
    `d.setAttribute('data-theme',t);d.style.colorScheme=t})()`
  );
}

/** The brand's colours as CSS custom properties (`--brand-<role>`), one rule per theme. */
export function brandThemeCss(palettes: Record<ThemeName, Palette>): string {
  return THEME_NAMES.map((theme) => {
    // The colours were checked by the BFF when it loaded the brand file (CSS colours only, nothing that could end a rule).
    const vars = Object.entries(palettes[theme])
      .map(([role, colour]) => `${cssName(role)}:${colour}`)
      .join(';');
    return `:root[data-theme="${theme}"]{${vars};color-scheme:${theme}}`;
  }).join('\n');
}

/** The theme the page shows now (client side). */
export function currentTheme(doc: Document = document): ThemeName {
  return doc.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
}

/** Switches the theme and remembers it. */
export function applyTheme(theme: ThemeName, doc: Document = document, storage: Storage | undefined = globalThis.localStorage): void {
  doc.documentElement.setAttribute('data-theme', theme);
  doc.documentElement.style.colorScheme = theme;
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota): the switch still applies to this page.
  }
}
