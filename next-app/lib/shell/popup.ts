/**
 * Opening a link in a pop-up window (customer service, spec 000 §7 "Customer service links"): the
 * window is opened at once, in the click, so a pop-up blocker lets it through; it closes again when
 * the link cannot be had.
 */
export type PopupResult = 'opened' | 'blocked' | 'failed';

export interface PopupOpener {
  open: (url: string, target: string, features: string) => { location: { href: string }; close: () => void; opener: unknown } | null;
}

export async function openInPopup(link: string | (() => Promise<string | null>), opener: PopupOpener = window): Promise<PopupResult> {
  const popup = opener.open('about:blank', '_blank', 'popup,width=420,height=680');
  if (!popup) return 'blocked';
  // The opened page must not reach back into this one.
  popup.opener = null;
  try {
    const url = typeof link === 'string' ? link : await link();
    if (!url) {
      popup.close();
      return 'failed';
    }
    popup.location.href = url;
    return 'opened';
  } catch {
    popup.close();
    return 'failed';
  }
}
