/**
 * The specification's path map (spec 000 §2 "Routes", spec 001 §2 "Game category pages"), in one table.
 *
 * Every public path is clean: no brand or language in it. proxy.ts rewrites a path to the internal route
 * `/{brand}/{locale}/{segment}`; a path listed here whose screen is not built yet (`built: false`) has no
 * page file and answers the localized not-found page, like any unknown path (a unit test keeps `built`
 * and the page files in step).
 */

/**
 * The route group a screen lives in under `app/[brand]/[locale]/`: `play` is the game pages' group, whose shell
 * is the header only.
 */
export type Area = 'site' | 'games' | 'play' | 'access' | 'bare';

export interface RouteDef {
  /** The canonical clean path. */
  path: string;
  /** Other clean paths that show the same screen. */
  aliases?: readonly string[];
  /** The internal folder under the area's group; '' is the home page. */
  segment: string;
  area: Area;
  /** The banner group shown at the top of the page (spec 000 §2 "Banner groups"). */
  bannerGroup?: string;
  /** Whether the screen exists yet. */
  built: boolean;
  /** Kept out of the sitemap (and `noindex`): pages that show a launched game rather than content, or nothing without their query (`/promoDetail?id=`). */
  unlisted?: boolean;
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/', aliases: ['/index', '/index.html', '/home'], segment: '', area: 'site', bannerGroup: 'w_home', built: true },
  { path: '/register', aliases: ['/register/', '/register.html'], segment: 'register', area: 'access', built: true },
  { path: '/login', segment: 'login', area: 'access', built: true },
  { path: '/rng', segment: 'rng', area: 'games', bannerGroup: 'w_rng', built: true },
  { path: '/live', segment: 'live', area: 'games', bannerGroup: 'w_live', built: true },
  { path: '/fish', segment: 'fish', area: 'games', bannerGroup: 'w_fish', built: true },
  { path: '/pvp', segment: 'pvp', area: 'games', bannerGroup: 'w_pvp', built: true },
  { path: '/sports', segment: 'sports', area: 'games', bannerGroup: 'w_sports', built: true },
  { path: '/esports', segment: 'esports', area: 'games', bannerGroup: 'w_esports', built: true },
  { path: '/cockfight', segment: 'cockfight', area: 'games', bannerGroup: 'w_cockfight', built: true },
  { path: '/elott', segment: 'elott', area: 'games', bannerGroup: 'w_lott', built: true },
  { path: '/other', segment: 'other', area: 'games', built: true },
  { path: '/lobby', segment: 'lobby', area: 'games', built: true },
  { path: '/games', segment: 'games', area: 'games', built: true },
  { path: '/lottery', segment: 'lottery', area: 'play', built: true },
  { path: '/seaLottery', segment: 'seaLottery', area: 'play', built: true },
  { path: '/vnLottery', aliases: ['/vnlottery'], segment: 'vnLottery', area: 'play', built: true },
  { path: '/seamless', segment: 'seamless', area: 'play', built: true, unlisted: true },
  { path: '/fbsports', segment: 'fbsports', area: 'games', built: true },
  { path: '/game', segment: 'game', area: 'play', built: true, unlisted: true },
  { path: '/promotions', segment: 'promotions', area: 'site', bannerGroup: 'w_promotion', built: true },
  { path: '/promoDetail', segment: 'promoDetail', area: 'site', built: true, unlisted: true },
  { path: '/pointMall', segment: 'pointMall', area: 'site', bannerGroup: 'w_shop', built: true },
  { path: '/noticePage', segment: 'noticePage', area: 'site', built: true },
  { path: '/help', segment: 'help', area: 'site', bannerGroup: 'w_help', built: true },
  { path: '/helpmc', segment: 'helpmc', area: 'bare', built: true },
  { path: '/down', segment: 'down', area: 'site', bannerGroup: 'w_down', built: true },
  { path: '/join', segment: 'join', area: 'site', built: true },
];

/** The internal system pages (spec 000 §2 "System pages"), shown on any path while the visitor is in that state. */
export const SYSTEM_SEGMENTS = ['maintenance', 'region-blocked'] as const;

/**
 * Files for search engines and phones, each answered by a route handler in the segment named here (a folder
 * named like the file would be taken by Next for its own metadata convention, which cannot take our segments).
 */
export const FILE_SEGMENTS: Readonly<Record<string, string>> = {
  '/sitemap.xml': 'sitemap',
  '/robots.txt': 'robots',
  '/manifest.webmanifest': 'manifest',
};

/** Internal segments that are never public paths of their own. */
export const INTERNAL_SEGMENTS: ReadonlySet<string> = new Set([...SYSTEM_SEGMENTS, ...Object.values(FILE_SEGMENTS)]);

const BY_PATH: ReadonlyMap<string, RouteDef> = new Map(ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => [path, route] as const)));

/** The route a clean path names (aliases included), if it is in the specification's map. */
export function findRoute(pathname: string): RouteDef | undefined {
  return BY_PATH.get(pathname);
}

/** The banner group of a clean path, if its screen shows banners. */
export function bannerGroupOf(pathname: string): string | undefined {
  return findRoute(pathname)?.bannerGroup;
}

/** The built screens: what a search engine may list. */
export function builtRoutes(): RouteDef[] {
  return ROUTES.filter((route) => route.built && route.area !== 'bare' && !route.unlisted);
}
