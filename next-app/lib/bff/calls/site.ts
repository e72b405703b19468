/** The site's public content and configuration (spec 000 §7 "System", "Notice", spec 001 §7 "Home and common"). */
import { selectBanners, type Banner } from '../../banners/select';
import { bodyCall, getCall, type BffCall } from '../call';
import { anything, isObj, listOf, num, str, type Obj } from '../parse';
import { parseBootstrap } from '../types';
import type { Bootstrap } from '../generated';

/** A notice or announcement (spec 000 §3 "Notice", "Publicity item"). `content` is HTML the BFF sanitised. */
export interface Notice {
  id: string;
  type: string;
  title: string;
  content: string;
  /** Epoch milliseconds, or null. */
  startDate: number | null;
  images: string[];
}

function parseNotice(o: Obj): Notice | null {
  const id = str(o.id);
  const title = str(o.title);
  if (!id || !title) return null;
  const images = Array.isArray(o.announcementImages)
    ? o.announcementImages
        .filter(isObj)
        .map((i) => str(i.imageUrl))
        .filter(Boolean)
    : [];
  return { id, type: str(o.type), title, content: str(o.content), startDate: num(o.startDate), images };
}

/** The announcement call's answer (spec 000 §3 "Notice payload"), every list parsed. */
export interface Announcements {
  banners: unknown[];
  /** Player notices (PL): the notice bar and notice modal. */
  player: Notice[];
  /** Pop-ups (PU): the publicity announcement modal. */
  popup: Notice[];
  promotion: Notice[];
  /** Home notices (H). */
  home: Notice[];
}

function parseAnnouncements(value: unknown): Announcements | null {
  if (!isObj(value)) return null;
  return {
    banners: Array.isArray(value.banners) ? value.banners : [],
    player: listOf(value.player, parseNotice),
    popup: listOf(value.popup, parseNotice),
    promotion: listOf(value.promotion, parseNotice),
    home: listOf(value.home, parseNotice),
  };
}

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

/** Banners, notices and pop-ups for everyone (types B, PL, PU, PR and the home notices H; platform W). */
export function announcements(): BffCall<Announcements> {
  return getCall(ANNOUNCEMENTS, { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }, parseAnnouncements);
}

/** The logged-in member's announcements (V2): its `popup` list is shown after login. */
export function memberAnnouncements(): BffCall<Announcements> {
  return getCall('/wps/relay/MCSFE_getListAnnouncementsV2', { types: 'PU', platform: 'W', execution: 'B' }, parseAnnouncements);
}

/** The banners of one group (e.g. `w_home`), in display order. */
export function bannersOf(all: Announcements, group: string): Banner[] {
  return selectBanners(all.banners, group);
}

export function bootstrap(): BffCall<Bootstrap> {
  return getCall('/bff/bootstrap', {}, parseBootstrap);
}

/** A help-centre article (protocol §5 "Help centre"); `content` is sanitised HTML. */
export interface HelpArticle {
  title: string;
  content: string;
  tag: string;
  bgColor: string;
  display: boolean;
  children: HelpArticle[];
}

function parseArticle(o: Obj): HelpArticle | null {
  const title = str(o.title);
  if (!title) return null;
  return {
    title,
    content: str(o.content),
    tag: str(o.tag),
    bgColor: str(o.bgColor),
    display: o.display !== false && o.display !== 0 && o.display !== '0',
    children: listOf(o.children, parseArticle),
  };
}

/** The help centre in the upstream's language code (`TH`, `EN`, …). */
export function helpCenter(upstreamLanguage: string): BffCall<HelpArticle[]> {
  return getCall('/wps/system/helpCenter', { lang: upstreamLanguage, device: 'WEB' }, (v) => (Array.isArray(v) ? listOf(v, parseArticle) : null));
}

/** A site text (agreement, footer copyright…). */
export interface Template {
  code: string;
  content: string;
  value: number | null;
}

export function templates(upstreamLanguage: string): BffCall<Template[]> {
  return getCall('/wps/system/templates', { lang: upstreamLanguage }, (v) =>
    Array.isArray(v) ? listOf(v, (o) => (str(o.templateCode) ? { code: str(o.templateCode), content: str(o.content), value: num(o.value) } : null)) : null,
  );
}

/** Whether the host the visitor uses is one of the brand's (spec 000 §8 "Invalid URL"). */
export function domainRoute(domain: string): BffCall<true> {
  return getCall('/wps/system/domainRoute', { domain }, anything);
}

/** Tells the upstream the logged-in member's language (spec 000 §7 "Language update"). */
export function updateLanguage(upstreamLanguage: string): BffCall<true> {
  return bodyCall('PUT', '/wps/member/language', { language: upstreamLanguage }, anything);
}
