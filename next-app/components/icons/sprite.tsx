import type { ReactNode } from 'react';
import { iconId } from './Icon';

/**
 * The site's own line icons (24 × 24, `currentColor`, so they follow the theme). One table: a name → its
 * shapes. Only server code imports this file; components draw icons with `<Icon>` (./Icon.tsx).
 */
const ENVELOPE = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>
);

const SHAPES = {
  // Game types (spec 000 §2 "Game type menu").
  RECOMMEND: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  RNG: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M8 9v6M12 9v6M16 9v6" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-5 9-6 13-2l4-3v10l-4-3c-4 4-10 3-13-2z" />
      <circle cx="9" cy="11" r="1" />
    </>
  ),
  PVP: (
    <>
      <rect x="4" y="5" width="10" height="14" rx="2" transform="rotate(-10 9 12)" />
      <rect x="10" y="5" width="10" height="14" rx="2" transform="rotate(10 15 12)" />
    </>
  ),
  LIVE: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 4v3M12 17v3M4 12h3M17 12h3" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="9" r="4" />
      <circle cx="16" cy="9" r="4" />
      <circle cx="12" cy="16" r="4" />
    </>
  ),
  ELOTT: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="8.5" cy="12" r="2.5" />
      <circle cx="15.5" cy="12" r="2.5" />
    </>
  ),
  OTHER: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10z" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M6 8h12a4 4 0 0 1 4 4l-1 4a2 2 0 0 1-3.5.8L15 14H9l-2.5 2.8A2 2 0 0 1 3 16l-1-4a4 4 0 0 1 4-4z" />
      <path d="M7 11v3M5.5 12.5h3M16 12h.01M18 13h.01" />
    </>
  ),
  COCKFIGHT: <path d="M14 4c2 0 3 2 2 3l3 1-3 1c1 3 0 7-4 8l1 3H9l1-3c-4-1-6-5-5-9l3 3c0-4 2-7 6-7z" />,
  PROMOTIONS: (
    <>
      <rect x="3" y="8" width="18" height="13" rx="2" />
      <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z" />
    </>
  ),
  // Contacts and social links (spec 000 §2 "Footer", "Right-hand bar").
  LINE: (
    <>
      <path d="M12 4C7 4 3 7.2 3 11.2c0 3.5 3.1 6.4 7.3 7l-.6 2.6 3.6-2.5c4.3-.4 7.7-3.5 7.7-7.1C21 7.2 17 4 12 4z" />
      <path d="M7.5 9.5v3h2M11.5 9.5v3M13.5 12.5v-3l2.5 3v-3" />
    </>
  ),
  TELEGRAM: <path d="M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l10-7" />,
  GOOGLE: <path d="M20 12h-7.5M20 12a8 8 0 1 1-2.3-5.7" />,
  FACEBOOK: <path d="M14 21v-7h3l.5-3.5H14V8.5c0-1 .3-1.7 1.8-1.7H18V3.7A24 24 0 0 0 15.4 3.5C12.9 3.5 11 5 11 7.8v2.7H8V14h3v7" />,
  TIKTOK: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
  TWITTER: <path d="M4 4l16 16M20 4L4 20" />,
  YOUTUBE: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  INSTAGRAM: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </>
  ),
  ZALO: (
    <>
      <rect x="3" y="4" width="18" height="15" rx="5" />
      <path d="M7.5 9.5h3l-3 4h3M13 9.5v4M15.5 9.5v4h2" />
    </>
  ),
  // The right-hand bar and the member menus.
  AGENT: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2 .8 3 2.8 3 6" />
    </>
  ),
  DOWNLOAD: <path d="M12 3v12M7 10l5 5 5-5M4 19h16" />,
  CHAT: <path d="M4 5h16v11H9l-5 4z" />,
  VIP: <path d="M3 8l4 4 5-7 5 7 4-4-2 11H5z" />,
  HELP: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </>
  ),
  MESSAGE: ENVELOPE,
  MAILBOX: ENVELOPE,
  SPEED: (
    <>
      <path d="M4 17a8 8 0 1 1 16 0" />
      <path d="M12 17l4-5" />
    </>
  ),
  SERVICE: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2-5 2" />
    </>
  ),
  INFORMATION: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  BETTING_RECORD: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </>
  ),
  ACCOUNT_RECORD: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  LOSS: <path d="M3 6l6 6 4-4 8 8M21 11v5h-5" />,
  REBATE: (
    <>
      <path d="M20 12a8 8 0 1 1-3-6.2" />
      <path d="M20 4v5h-5M12 8v8M9.5 10.5c0-1 1-1.5 2.5-1.5s2.5.6 2.5 1.6S13 12 12 12s-2.5.5-2.5 1.5S10.5 15 12 15s2.5-.5 2.5-1.5" />
    </>
  ),
  REWARD: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14l-1.5 7 5-3 5 3-1.5-7" />
    </>
  ),
  SECURITY: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />,
  LOGOUT: <path d="M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5M10 16l-4-4 4-4M6 12h10" />,
  WALLET: (
    <>
      <path d="M4 7h15a1 1 0 0 1 1 1v11H4a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h12v3" />
      <path d="M16 13h.01" />
    </>
  ),
  REFRESH: <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />,
  PLAY: <path d="M8 5v14l11-7z" />,
  PAUSE: <path d="M8 5v14M16 5v14" />,
  SPEAKER: <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />,
  CHEVRON_END: <path d="M9 5l7 7-7 7" />,
  CHEVRON_START: <path d="M15 5l-7 7 7 7" />,
  CHEVRON_DOWN: <path d="M5 9l7 7 7-7" />,
  // Game tiles and lobbies.
  HEART: <path d="M12 20s-7-4.4-8.6-9A4.8 4.8 0 0 1 12 6.6 4.8 4.8 0 0 1 20.6 11C19 15.6 12 20 12 20z" />,
  SEARCH: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  QR: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </>
  ),
  APPLE: <path d="M16 13c0-2.5 2-3.3 2-3.3-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.9-.9-3.1-.8C6 8 4.5 9 4.5 12c0 3.6 2.7 8 4.6 8 1 0 1.5-.7 2.9-.7s1.7.7 2.9.7c1.6 0 3-3 3.4-4.4-.1 0-2.3-.9-2.3-2.6zM14 6c.6-.8 1-1.8.9-2.9-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-.9 2.8 1 .1 2-.5 2.6-1.3z" />,
  ANDROID: (
    <>
      <rect x="5" y="9" width="14" height="9" rx="2" />
      <path d="M7 9a5 5 0 0 1 10 0M8 5l1.5 2M16 5l-1.5 2M9 12h.01M15 12h.01M8 18v2M16 18v2" />
    </>
  ),
  MENU: <path d="M4 7h16M4 12h16M4 17h16" />,
  GLOBE: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.7 5.5 3.7 9s-1.2 6.5-3.7 9c-2.5-2.5-3.7-5.5-3.7-9S9.5 5.5 12 3z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SHAPES;

/**
 * Every icon as a `<symbol>`, drawn once in each page's HTML (SiteDocument) and referenced by `<Icon>`:
 * the shapes cost the HTML about 2 KB and the JavaScript nothing.
 */
export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" style={{ display: 'none' }} aria-hidden="true" focusable="false">
      {Object.entries(SHAPES).map(([name, shape]) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
          {shape}
        </symbol>
      ))}
    </svg>
  );
}
