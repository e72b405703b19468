/**
 * The names of the site's icons: the symbols of ./sprite.svg (tests/icons.test.ts keeps this list and the file
 * equal). Game types, contacts and socials are named as the upstream names them, so data can pick its icon.
 */
export const ICON_NAMES = ['RECOMMEND', 'RNG', 'FISH', 'PVP', 'LIVE', 'LOTT', 'ELOTT', 'OTHER', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PROMOTIONS', 'LINE', 'TELEGRAM', 'GOOGLE', 'FACEBOOK', 'TIKTOK', 'TWITTER', 'YOUTUBE', 'INSTAGRAM', 'ZALO', 'AGENT', 'DOWNLOAD', 'CHAT', 'VIP', 'HELP', 'MESSAGE', 'MAILBOX', 'SPEED', 'SERVICE', 'INFORMATION', 'BETTING_RECORD', 'ACCOUNT_RECORD', 'LOSS', 'REBATE', 'REWARD', 'SECURITY', 'LOGOUT', 'WALLET', 'REFRESH', 'PLAY', 'PAUSE', 'SPEAKER', 'CHEVRON_END', 'CHEVRON_START', 'CHEVRON_DOWN', 'HEART', 'SEARCH', 'QR', 'APPLE', 'ANDROID', 'MENU', 'GLOBE', 'CLOSE', 'INFO', 'SUCCESS', 'WARNING', 'ERROR'] as const;

export type IconName = (typeof ICON_NAMES)[number];
