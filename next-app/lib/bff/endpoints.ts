/** Every BFF path the front end calls, in one place. */
export const ENDPOINTS = {
  session: '/bff/session',
  bootstrap: '/bff/bootstrap',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  balance: '/wps/v2/wallets/balance?typeId=0',
  announcements: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
  brandFile: (file: string) => `/bff/brand/${encodeURIComponent(file)}`,
} as const;
