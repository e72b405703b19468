// Generated from the BFF's OpenAPI document (/bff/openapi.json) and the Rust constants both sides use, by `cargo run -p bff --bin bff-typescript`.
// Do not edit: change the Rust side and run the command again (a test fails while this file is stale).
/* eslint-disable */

/** The upstream's analytics settings. */
export interface Analytics {
  /** The Google tag id (`G-…`) pages load gtag with; without one, pages load no analytics. */
  gtagId?: string | null;
}

/** How the request body is encoded. */
export type Body = 'none' | 'json' | 'form';

/** The answer's `value`. */
export interface Bootstrap {
  /** The upstream's analytics settings (system status `analytics`). */
  analytics: Analytics;
  /** The brand as the front shows it, mostly from its brand file. */
  brand: BrandView;
  /** Customer-service links, decrypted: the routers' type-3 link (as `LIVECHAT`), then the status's others. */
  customerService: CustomerService[];
  /**
   * The upstream is failing: the page is drawn from what the BFF kept (its last good answers; with
   * nothing kept, only the brand's own parts are filled) and tells the visitor the network is at fault.
   */
  degraded: boolean;
  /** The brand's domains, for the side bar's speed test (the routers' `domainList`). */
  domains: Domain[];
  /** Every feature switch, on or off for this brand ([`crate::features`]). */
  features: Features;
  /** Hosts the upstream serves images from (system status `imageCDNs`). */
  imageCDNs: string[];
  /** The languages the brand offers, in its order. */
  languages: LanguageView[];
  /** Hosts games are launched from (system status `launchGameCDNs`). */
  launchGameCDNs: string[];
  /** The page's locale code (the `lang` cookie when the brand offers it, else its default). */
  locale: string;
  /** The brand's main domain, as the upstream names it (`mainDomain`; empty when it names none). */
  mainDomain: string;
  /** Registration field rules by field name. */
  register: Record<string, RegisterRule>;
  /** Every pattern a rule's `patternId` may name (the upstream's `patternCatalogue`). */
  registerPatterns: RegisterRule[];
  /** Contact and download links (LINE, Telegram, the apps…) from the upstream's system status. */
  resources: Resource[];
}

/** The brand as the front needs it. */
export interface BrandView {
  /** The CSS colour of the live-chat window's header. */
  chatHeaderColor: string;
  /** The public support e-mail: the brand file's, else the upstream's. */
  email?: string | null;
  /**
   * Hosts `/game` may frame besides the upstream's `launchGameCDNs` (`security.frame_hosts`, which the
   * page's CSP allows too): a game there opens in the frame, not in a new tab.
   */
  frameHosts: string[];
  /** Whether the login window offers free play. */
  freePlayLogin: boolean;
  /**
   * Whether user-name login, SMS codes and registration need the slider human check first
   * (`POST /bff/human-check`).
   */
  humanCheck: boolean;
  /** URL of the square app icon for the web manifest. */
  icon: string;
  /** The brand id: its file name without `.toml`. */
  id: string;
  /**
   * The third-party sign-in channels the brand has an identity page for (`GET /bff/identity/{channel}`);
   * the front offers those whose white-label switch is on too.
   */
  identity: Channel[];
  /** URL of the logo (`/bff/brand/<file>`). */
  logo: string;
  /** The age the registration terms ask the visitor to confirm: 18 or 21. */
  minimumAge: MinimumAge;
  /** The brand's name, as pages show it. */
  name: string;
  /** The theme first shown and the colours of each. */
  theme: ThemeView;
  /** The IANA zone the upstream counts days in: the front shows dates and computes date presets in it. */
  timeZone: TimeZoneName;
}

/** Public reads the BFF may cache, per brand and language; each class has its TTL in the brand config. */
export type CacheClass = 'config' | 'catalogue' | 'content' | 'visitor';

/** One upstream call. */
export interface Call {
  /** How the request body is encoded. */
  body: Body;
  cache: null | CacheClass;
  /** Whether and how the request is encrypted (protocol §3). */
  crypt: Crypt;
  /**
   * For a public read: a query it answers with (`{mainDomain}`, `{vendor}` and `{pvpGame}` stand for values
   * of the upstream's own answers). The doctor sends every call that has one.
   */
  example: string | null;
  fallback: null | Method;
  /**
   * Keys whose string values are HTML written upstream, wherever they occur in the answer
   * (e.g. `content` of every notice, and of help articles' `children` too).
   */
  html: string[];
  /** Which requests need the BFF's human check passed first. */
  humanCheck: HumanCheck;
  /** Largest request body accepted, in bytes. */
  maxBody: number;
  /** The methods it accepts. */
  methods: Method[];
  /**
   * The module id (`modID`) of the upstream's link tables; also the white-label flag that can switch
   * the call off.
   */
  modId: string;
  /** The path on the upstream, e.g. `/wps/system/status`. */
  path: string;
  /** What the call is for, in a few words. */
  purpose: string;
  /**
   * The fields of the answer the front reads ([`crate::shape`]): the BFF counts answers that lack one or
   * have it with another type, and the doctor checks them before a brand goes live.
   */
  reads: Field[];
  /**
   * Only a real account may make it: a trial (free play) account is refused `in_need_true_account`
   * (spec 000 §6: trial accounts are kept out of member and agent pages and game launch).
   */
  realAccount: boolean;
  /**
   * A money submit: each request must carry an `Idempotency-Key` ([`REPLAY_KEY_HEADER`]) its session
   * has not sent within the BFF's replay window; the BFF refuses a repeat (409 `request.replayed`)
   * without calling the upstream, so a double click or a retried request moves money once.
   */
  replayGuard: boolean;
  /**
   * Query parameters without which the upstream fails (`launchGame` without `launchMode` answers a
   * bare HTTP 500 `#727`): the BFF refuses the request (400 `request.query.invalid`) instead of sending it.
   */
  requiredQuery: string[];
  /** What the call does to the member's session. */
  session: Session;
  /** The shape of the answer. */
  shape: Shape;
  switch: null | Switch;
  throttle: null | ThrottleClass;
  /** Whether the call needs the member's token. */
  token: Token;
}

/** A third-party sign-in channel (spec 000 §7: google, facebook, line, and SMS through Firebase). */
export type Channel = 'google' | 'facebook' | 'line' | 'sms';

/** How a call is encrypted (protocol §3.5). */
export type Crypt = 'plain' | 'body' | 'keyOnly';

/**
 * A CSS colour as a brand file may write it: hex, a named colour or a functional notation
 * (`rgb(…)`, `oklch(…)`…), and nothing that could end a style block.
 */
export type CssColour = string;

/** A customer-service link (`LIVECHAT`, `VIP`, `LINE`…). */
export interface CustomerService {
  /** What the link is: `LIVECHAT`, `VIP`, `LINE`… */
  csType: string;
  /** The link, decrypted. */
  url: string;
}

/** Which way a script is written. */
export type Direction = 'ltr' | 'rtl';

/** One of the brand's domains, for the speed test. */
export interface Domain {
  /** The host name, without a scheme. */
  domain: string;
  /** The upstream's own figure for it; the speed test times each domain from the browser and does not read it. */
  speed?: number;
}

/**
 * `{success, value, message, errorCode}`. The real upstream sometimes omits `message` or
 * `errorCode` or sends them as `null`; reading tolerates that, writing always sends all four.
 */
export interface Envelope<T = unknown> {
  /** Empty on success. */
  errorCode: string;
  /** The upstream's message; empty when it sent none. */
  message: string;
  /** Whether the call succeeded. */
  success: boolean;
  value: T | null;
}

/** Every feature switch, on or off for this brand (upstream-protocol's switches: the brand file's [features], else the upstream's white-label tree, else the switch's default). */
export interface Features {
  /** the agent centre, its header and side-bar entries, and the /wps/agent calls */
  agent_centre: boolean;
  /** sign-in with Facebook (with an identity page in the brand file) */
  facebook_login: boolean;
  /** the mobile number verified by Firebase SMS (with an sms identity page in the brand file) */
  firebase_sms: boolean;
  /** an expired password must be changed before anything else */
  forced_change_on_expiry: boolean;
  /** free play (a trial account), with the brand's free_play_login */
  free_play: boolean;
  /** sign-in with Google (with an identity page in the brand file) */
  google_login: boolean;
  /** sign-in with LINE (with an identity page in the brand file) */
  line_login: boolean;
  /** every page but login, registration, /helpmc and /down needs a session */
  login_only: boolean;
  /** the manual rebate's page and header entry */
  manual_rebate: boolean;
  /** the personal centre: deposit, withdrawal, records, mailbox */
  member_centre: boolean;
  /** the missions page and badge */
  missions: boolean;
  /** the mobile registration form keeps to the number, its code and the password */
  mobile_password_registration: boolean;
  /** registration by mobile number */
  mobile_registration: boolean;
  /** an SMS code wherever registration asks the mobile number */
  registration_sms: boolean;
  /** a forgotten password reset by e-mail */
  reset_by_email: boolean;
  /** a forgotten password reset by SMS code */
  reset_by_phone: boolean;
  /** the reward centre's page and badge */
  reward_centre: boolean;
  /** login by SMS code */
  sms_login: boolean;
  /** registration by user name and password */
  username_registration: boolean;
}

/** A field the front reads. */
export interface Field {
  /** The JSON type it must have. */
  kind: Kind;
  /** Where the field sits in the answer's `value`, dot-separated. */
  path: string;
  /** Without it the front cannot show the answer at all; an optional one only leaves a part out. */
  required: boolean;
}

/**
 * Which of a call's requests need the BFF's human check passed first (spec 000 §4: the slider runs before
 * an SMS is sent, before a user-name login and in registration).
 */
export type HumanCheck = 'never' | 'always' | 'userNameLogin';

/** The browser's answer. */
export interface HumanCheckAnswer {
  /** How long the drag took, in milliseconds. */
  durationMs: number;
  /** Where the piece's left edge was dropped, in background pixels. */
  x: number;
}

/** A new challenge. */
export interface HumanCheckChallenge {
  /** `data:image/png;base64,…`: the background with the gap. */
  background: string;
  /** How long the challenge may be answered, and its pass used, in seconds. */
  expiresInSeconds: number;
  /** The background's height, in pixels. */
  height: number;
  /** Answer with `POST /bff/human-check/{id}`. */
  id: string;
  /** `data:image/png;base64,…`: the piece, transparent around its shape. */
  piece: string;
  /** The piece's square box, in pixels. */
  pieceSize: number;
  /** Where the piece is drawn from the top; it slides horizontally from x = 0. */
  pieceY: number;
  /** The background's size, in pixels. */
  width: number;
}

/** A passed check (the pass itself is the `veneer_human` cookie). */
export interface HumanCheckPassed {
  /** Always `true`: a failed answer is a 400 instead. */
  passed: boolean;
}

/** The type a field is read as. */
export type Kind = 'text' | 'number' | 'numeric' | 'flag' | 'list' | 'object' | 'id';

/** One language. */
export interface Language {
  /** Our locale code, a BCP 47 tag in canonical case (`th`, `zh`, `zh-Hant`, …). */
  code: string;
  /** Which way the language is written. */
  dir: Direction;
  /** The language's own name for itself. */
  name: string;
  /** The upstream's `Language` header value (`TH`, `CN`, …). */
  upstream: string;
}

/** One row of the language table, as a brand offers it. */
export type LanguageView = Language & {
  /** Whether it is the brand's default. */
  default: boolean;
};

/** An HTTP method an upstream call accepts. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The age a visitor confirms when registering: 18 (the agreement) or 21 (spec 000 §5, §9). */
export type MinimumAge = number;

/** The brand colours of one theme; each becomes a CSS custom property `--brand-<role>`. */
export interface Palette {
  /** The page's background (`--brand-background`). */
  background: CssColour;
  /** Secondary text, hints and faint borders (`--brand-muted`). */
  muted: CssColour;
  /** Text and icons on a `primary` background (`--brand-on-primary`). */
  onPrimary: CssColour;
  /** The accent colour of buttons, links and highlights (`--brand-primary`). */
  primary: CssColour;
  /** The background of dialogs, panels and notices that sit above the page (`--brand-surface`). */
  surface: CssColour;
  /** The main text colour (`--brand-text`). */
  text: CssColour;
}

/** A registration field's rule (protocol §5, "Register settings"). */
export interface RegisterRule {
  /** A regular expression the value must match; `*` means anything. */
  acceptedPattern?: string;
  /** What the pattern accepts, in words (pattern catalogue only). */
  description?: string | null;
  /** Whether the form shows the field. */
  enabled?: boolean;
  /** The field name, or `reg_pattern_<id>` in the pattern catalogue. */
  key?: string;
  /** The most characters the value may have. */
  maxLength?: number | null;
  /** The fewest characters the value may have. */
  minLength?: number | null;
  /** Names the message `reg_pattern_<patternId>`. */
  patternId?: number | null;
  /** Whether the field must be filled in. */
  required?: boolean;
}

/** A contact or download link (LINE, TELEGRAM, IOS, ANDROID…). */
export interface Resource {
  /** Its label as the upstream words it in the local language; `labelNameEn` is the English one. */
  labelName?: string;
  /** Its label in English: the front's text for the link (the type, when empty). */
  labelNameEn?: string;
  /** An image of the link as a QR code; empty when there is none. */
  qrCodeUrl?: string;
  /** What the link is: `LINE`, `TELEGRAM`, `IOS`, `ANDROID`… */
  resourceType: string;
  /** Its place among the links of its type: lower first. */
  sort?: number;
  /** The link; empty when the upstream gives none. */
  url?: string;
}

/** What a call does to the member's session. */
export type Session = 'keep' | 'start' | 'end';

/** The non-secret session state the page may know. */
export interface SessionView {
  /** The upstream's customer type. */
  customerType?: number | null;
  /**
   * The answer that started the session said it is the member's first login (`firstTimeLogin`): the front
   * runs the first-login action (spec 000 §4 "Login" 2) only then.
   */
  firstTimeLogin?: boolean | null;
  /** Whether the member is an agent (customer type 1, 2, 41 or 42). */
  isAgent?: boolean | null;
  /** Whether the account is a trial (free play) one. */
  isTrial?: boolean | null;
  /** Whether the request carries a live session; without one, the other fields are left out. */
  loggedIn: boolean;
  /** Whether the password must be changed before anything else. */
  mustChangePassword?: boolean | null;
  /** The member's user name. */
  userName?: string | null;
}

/** The shape of the answer. */
export type Shape = 'envelope' | 'bare' | 'text' | 'binary';

/** A feature switch: one thing the front shows, or the BFF enforces, only while it is on. */
export type Switch = 'member_centre' | 'agent_centre' | 'reward_centre' | 'missions' | 'manual_rebate' | 'google_login' | 'facebook_login' | 'line_login' | 'firebase_sms' | 'login_only' | 'forced_change_on_expiry' | 'username_registration' | 'mobile_registration' | 'registration_sms' | 'mobile_password_registration' | 'free_play' | 'sms_login' | 'reset_by_email' | 'reset_by_phone';

/** Light or dark. */
export type ThemeName = 'dark' | 'light';

/** The theme first shown and the brand colours of each. */
export interface ThemeView {
  /** The dark theme's colours. */
  dark: Palette;
  /** The theme a visitor gets until they choose one. */
  default: ThemeName;
  /** The light theme's colours. */
  light: Palette;
}

/** Calls the BFF rate-limits before the upstream ever sees them. */
export type ThrottleClass = 'login' | 'sms' | 'captcha' | 'password_reset' | 'register';

/**
 * The zone whose calendar the brand's upstream counts days in (records, date presets, dates shown): an IANA
 * name the time-zone database knows, `Asia/Bangkok` unless the brand file says otherwise.
 */
export type TimeZoneName = string;

/** Whether a call needs the member's token. */
export type Token = 'none' | 'required' | 'optional';

/** The BFF's own calls (`GET`), each with its answer. */
export interface BffCalls {
  '/bff/bootstrap': Envelope<Bootstrap>;
  '/bff/healthz': Envelope<string>;
  '/bff/session': Envelope<SessionView>;
}

/** Every language a brand may offer: our locale code, the upstream's code, its own name, its direction. */
export const LANGUAGES = [
  { code: 'th', upstream: 'TH', name: 'ไทย', dir: 'ltr' },
  { code: 'en', upstream: 'EN', name: 'English', dir: 'ltr' },
  { code: 'zh', upstream: 'CN', name: '简体中文', dir: 'ltr' },
  { code: 'vi', upstream: 'VI', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'id', upstream: 'ID', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'ms', upstream: 'MY', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'ja', upstream: 'JA', name: '日本語', dir: 'ltr' },
  { code: 'ko', upstream: 'KO', name: '한국어', dir: 'ltr' },
  { code: 'hi', upstream: 'HI', name: 'हिन्दी', dir: 'ltr' },
  { code: 'es', upstream: 'ES', name: 'Español', dir: 'ltr' },
  { code: 'pt', upstream: 'PT', name: 'Português', dir: 'ltr' },
  { code: 'tr', upstream: 'TR', name: 'Türkçe', dir: 'ltr' },
  { code: 'ru', upstream: 'RU', name: 'Русский', dir: 'ltr' },
  { code: 'ar', upstream: 'AR', name: 'العربية', dir: 'rtl' },
  { code: 'tl', upstream: 'TY', name: 'Tagalog', dir: 'ltr' },
  { code: 'lo', upstream: 'LO', name: 'ລາວ', dir: 'ltr' },
  { code: 'km', upstream: 'KM', name: 'ខ្មែរ', dir: 'ltr' },
  { code: 'my', upstream: 'MM', name: 'မြန်မာ', dir: 'ltr' },
  { code: 'zh-Hant', upstream: 'ZH', name: '繁體中文', dir: 'ltr' },
  { code: 'bn', upstream: 'BN', name: 'বাংলা', dir: 'ltr' },
  { code: 'ne', upstream: 'NE', name: 'नेपाली', dir: 'ltr' },
  { code: 'ta', upstream: 'TA', name: 'தமிழ்', dir: 'ltr' },
  { code: 'ur', upstream: 'UR', name: 'اردو', dir: 'rtl' },
  { code: 'fa', upstream: 'FA', name: 'فارسی', dir: 'rtl' },
  { code: 'fr', upstream: 'FR', name: 'Français', dir: 'ltr' },
  { code: 'de', upstream: 'DE', name: 'Deutsch', dir: 'ltr' },
  { code: 'it', upstream: 'IT', name: 'Italiano', dir: 'ltr' },
  { code: 'pl', upstream: 'PL', name: 'Polski', dir: 'ltr' },
  { code: 'uk', upstream: 'UK', name: 'Українська', dir: 'ltr' },
  { code: 'kk', upstream: 'KK', name: 'Қазақша', dir: 'ltr' },
] as const satisfies readonly Language[];
export type LocaleCode = (typeof LANGUAGES)[number]['code'];

/** Each language's upstream code (`Language` header, `hisLang`), from the table above. */
export const UPSTREAM_LANGUAGE_CODES: Readonly<Record<LocaleCode, string>> = {
  th: 'TH',
  en: 'EN',
  zh: 'CN',
  vi: 'VI',
  id: 'ID',
  ms: 'MY',
  ja: 'JA',
  ko: 'KO',
  hi: 'HI',
  es: 'ES',
  pt: 'PT',
  tr: 'TR',
  ru: 'RU',
  ar: 'AR',
  tl: 'TY',
  lo: 'LO',
  km: 'KM',
  my: 'MM',
  'zh-Hant': 'ZH',
  bn: 'BN',
  ne: 'NE',
  ta: 'TA',
  ur: 'UR',
  fa: 'FA',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  pl: 'PL',
  uk: 'UK',
  kk: 'KK',
};

/** Error codes that mean "this session is gone; log in again" (as HTTP 401 does). */
export const SESSION_GONE_CODES = ['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN', 'token_ip_different', 'customer.not.login'] as const;

/** Error codes of the BFF meaning "the upstream could not be reached" (the network is at fault). */
export const UNREACHABLE_CODES = ['upstream.unavailable', 'upstream.timeout'] as const;

/** The money submits' replay guard: the header that carries one user action's key, and the BFF's refusals. */
export const REPLAY_GUARD = { header: 'Idempotency-Key', replayed: 'request.replayed', keyRequired: 'request.idempotency_key.required' } as const;

/**
 * Every feature switch (upstream-protocol/src/switches.rs): the white-label module ids it is read from, what
          * is known of each (observed on the platform, specified, or invented for the mock), its value when the
          * upstream says nothing, whether it guards something. `/bff/bootstrap`'s `features` holds each one's value.
          */
export const SWITCHES = {
  member_centre: { purpose: 'the personal centre: deposit, withdrawal, records, mailbox', modules: [
    { id: 'MEMCENTER3', evidence: 'invented', source: 'the mock\'s: spec 001 §6 says only "when enabled by configuration"' },
  ], whenAbsent: true, security: false },
  agent_centre: { purpose: 'the agent centre, its header and side-bar entries, and the /wps/agent calls', modules: [
    { id: 'AGENTCENTER3', evidence: 'invented', source: 'the mock\'s: spec 001 §6 says only "when enabled by configuration"' },
  ], whenAbsent: true, security: false },
  reward_centre: { purpose: 'the reward centre\'s page and badge', modules: [
    { id: 'REWCEN3', evidence: 'invented', source: 'the mock\'s' },
  ], whenAbsent: true, security: false },
  missions: { purpose: 'the missions page and badge', modules: [
    { id: 'MISSIONLB3', evidence: 'invented', source: 'the mock\'s' },
  ], whenAbsent: true, security: false },
  manual_rebate: { purpose: 'the manual rebate\'s page and header entry', modules: [
    { id: 'MANPLAYREB3', evidence: 'specified', source: 'spec 000 §2, §3' },
  ], whenAbsent: false, security: false },
  google_login: { purpose: 'sign-in with Google (with an identity page in the brand file)', modules: [
    { id: 'THIRDPARTYLOGIN3', evidence: 'invented', source: 'the mock\'s: spec 000 §7 names no switch' },
    { id: 'GOOGLELOGIN3', evidence: 'invented', source: 'the mock\'s' },
  ], whenAbsent: true, security: false },
  facebook_login: { purpose: 'sign-in with Facebook (with an identity page in the brand file)', modules: [
    { id: 'THIRDPARTYLOGIN3', evidence: 'invented', source: 'the mock\'s: spec 000 §7 names no switch' },
    { id: 'FACEBOOKLOGIN3', evidence: 'invented', source: 'the mock\'s' },
  ], whenAbsent: true, security: false },
  line_login: { purpose: 'sign-in with LINE (with an identity page in the brand file)', modules: [
    { id: 'THIRDPARTYLOGIN3', evidence: 'invented', source: 'the mock\'s: spec 000 §7 names no switch' },
    { id: 'LINELOGIN3', evidence: 'invented', source: 'the mock\'s' },
  ], whenAbsent: true, security: false },
  firebase_sms: { purpose: 'the mobile number verified by Firebase SMS (with an sms identity page in the brand file)', modules: [
    { id: 'THIRDPARTYLOGIN3', evidence: 'invented', source: 'the mock\'s: spec 000 §7 names no switch' },
    { id: 'FIREBASESMS3', evidence: 'invented', source: 'the mock\'s' },
  ], whenAbsent: true, security: false },
  login_only: { purpose: 'every page but login, registration, /helpmc and /down needs a session', modules: [
    { id: 'LOGINONLY3', evidence: 'invented', source: 'the mock\'s: spec 000 §4 names the setting, not its id' },
  ], whenAbsent: true, security: true },
  forced_change_on_expiry: { purpose: 'an expired password must be changed before anything else', modules: [
    { id: 'PWDEXPFORCECHANGE3', evidence: 'observed', source: 'protocol §5' },
  ], whenAbsent: true, security: true },
  username_registration: { purpose: 'registration by user name and password', modules: [
    { id: 'DIRECTREG3', evidence: 'specified', source: 'spec 000 §3, §6 (that it is the user-name form\'s is inferred)' },
  ], whenAbsent: false, security: false },
  mobile_registration: { purpose: 'registration by mobile number', modules: [
    { id: 'MOBILENUMREG3', evidence: 'observed', source: 'protocol §1.5, §5' },
  ], whenAbsent: false, security: false },
  registration_sms: { purpose: 'an SMS code wherever registration asks the mobile number', modules: [
    { id: 'REGMOBVERF3', evidence: 'observed', source: 'protocol §1.5, §5' },
  ], whenAbsent: false, security: false },
  mobile_password_registration: { purpose: 'the mobile registration form keeps to the number, its code and the password', modules: [
    { id: 'MOBILENUMPASSREG3', evidence: 'observed', source: 'protocol §5' },
  ], whenAbsent: false, security: false },
  free_play: { purpose: 'free play (a trial account), with the brand\'s free_play_login', modules: [
    { id: 'FREEPLAY3', evidence: 'observed', source: 'protocol §1.5, §5' },
  ], whenAbsent: false, security: false },
  sms_login: { purpose: 'login by SMS code', modules: [
    { id: 'MOBILEVERCODELOGIN3', evidence: 'observed', source: 'protocol §5, spec 000 §3' },
  ], whenAbsent: false, security: false },
  reset_by_email: { purpose: 'a forgotten password reset by e-mail', modules: [
    { id: 'CHNGPASSMAIL3', evidence: 'specified', source: 'spec 000 §3, §4' },
  ], whenAbsent: false, security: false },
  reset_by_phone: { purpose: 'a forgotten password reset by SMS code', modules: [
    { id: 'CHNGPASSVERIF3', evidence: 'specified', source: 'spec 000 §3, §4' },
  ], whenAbsent: false, security: false },
} as const;
export type SwitchName = keyof typeof SWITCHES;

/** What the front needs to know of each upstream call the BFF forwards; nothing else is forwarded. */
export type CatalogueEntry = Pick<Call, 'methods' | 'token' | 'crypt' | 'cache' | 'throttle' | 'humanCheck' | 'realAccount' | 'replayGuard'>;
export const CATALOGUE = {
  '/wps/session/key/rsa': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/session/login': {
    methods: ['POST'],
    token: 'none',
    crypt: 'body',
    cache: null,
    throttle: 'login',
    humanCheck: 'userNameLogin',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/session/login/verification': {
    methods: ['POST'],
    token: 'none',
    crypt: 'body',
    cache: null,
    throttle: 'login',
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/session/login/freeplay': {
    methods: ['POST'],
    token: 'none',
    crypt: 'keyOnly',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/session/login/firebase': {
    methods: ['POST'],
    token: 'none',
    crypt: 'body',
    cache: null,
    throttle: 'login',
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/session/logout': {
    methods: ['DELETE', 'POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/info': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/info/icon': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/firstLogin': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/loginInfo': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/language': {
    methods: ['PUT'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/register': {
    methods: ['PUT'],
    token: 'none',
    crypt: 'body',
    cache: null,
    throttle: 'register',
    humanCheck: 'always',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/register/mobile': {
    methods: ['PUT'],
    token: 'none',
    crypt: 'body',
    cache: null,
    throttle: 'register',
    humanCheck: 'always',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/register/autoUsername': {
    methods: ['PUT'],
    token: 'none',
    crypt: 'body',
    cache: null,
    throttle: 'register',
    humanCheck: 'always',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/agent/affiliate': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/captcha': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: 'captcha',
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/captcha/geetest': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/verification/sms/register': {
    methods: ['POST'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: 'sms',
    humanCheck: 'always',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/verification/sms/noLogin': {
    methods: ['POST'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: 'sms',
    humanCheck: 'always',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/password': {
    methods: ['POST'],
    token: 'required',
    crypt: 'body',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/member/password/email': {
    methods: ['POST'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: 'password_reset',
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/password/verification': {
    methods: ['POST'],
    token: 'none',
    crypt: 'body',
    cache: null,
    throttle: 'password_reset',
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getPlayerAvatar': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getPlayerRankProgress': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getReferralDetails': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/system/status': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'visitor',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/system/whitelabel': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'config',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/system/setting/register': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'config',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/system/countryCode': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'config',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/system/domainRoute': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'config',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/system/routers': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'config',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/system/helpCenter': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'catalogue',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/system/templates': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'catalogue',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getListAnnouncements': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'content',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getListAnnouncementsV2': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/ODSFE2_getWinnerBoard': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'content',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_getRankList': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'content',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_getHomePopular': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'content',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_getHotMatches': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'content',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_newGameVendor': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'catalogue',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_getVassGameType': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'catalogue',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_gameList': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'catalogue',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_hotGamesV2': {
    methods: ['GET', 'POST'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_getPvpRooms': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: 'content',
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getFavoriteGameIds': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_addFavoriteGameV2': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_removeFavoriteGameV2': {
    methods: ['DELETE'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getFavoriteGamesList': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCSGAME_getRecentGames': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/game/launchGame': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/game/launchGame/trial': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/lgw/games/game_menus': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/lgw/games': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/lgw/games/popular': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/lgw/vn/games/game_menu': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/lgw/vn/games/game_menu/recent': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/lgw/vn/numeros/opened/game': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/lotto/lgw/games/opened/numero': {
    methods: ['GET'],
    token: 'none',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/v2/wallets/balance': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/member/info/funds/consolidated': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/GCS_merchantWallet': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/GCS_walletTransfer': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_transferToUpline': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_getDepositSettings': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_submitDeposit': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_getDepositRecords': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/member/paymentPassword': {
    methods: ['POST'],
    token: 'required',
    crypt: 'body',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getWithdrawSettings': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getBankList': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_addBankCard': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_deleteBankCard': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/passwordCheck/MCSFE_submitWithdraw': {
    methods: ['POST'],
    token: 'required',
    crypt: 'body',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_getWithdrawRecords': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_confirmWithdraw': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_getTransactionHistory': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getBetHistory': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getProfitLoss': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getBonusDetails': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getManualRebate': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_claimManualRebate': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getPointBalance': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getPointReward': {
    methods: ['GET'],
    token: 'optional',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getPointConfig': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/passwordCheck/MCSFE_redeemPointReward': {
    methods: ['POST'],
    token: 'required',
    crypt: 'body',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: true,
  },
  '/wps/relay/passwordCheck/MCSFE_convertPoint': {
    methods: ['POST'],
    token: 'required',
    crypt: 'body',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_getRedeemPointList': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/ODSFE2_MemTransDet': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/PROMOFE_getPromotions': {
    methods: ['GET'],
    token: 'optional',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/PROMOFE_getPromotionDetail': {
    methods: ['GET'],
    token: 'optional',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/PROMOFE_applyPromotion': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_claimIssuedPromotion': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_claimRafflePromotion': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_getRafflePromotionStatus': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/PROMOFE_getClaimTicketList': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/PROMOFE_claimTicket': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/relay/MCSFE_getMissionSummaryDetails': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getMissionLeaderboard': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_claimMission': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/EMFE_getInboxList': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/EMFE_getInboxUnreadCount': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/EMFE_markInboxRead': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/EMFE_deleteInbox': {
    methods: ['DELETE'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/feedback': {
    methods: ['PUT'],
    token: 'optional',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/MCSFE_getReferralInvitations': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/common/feedback': {
    methods: ['PUT'],
    token: 'optional',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: false,
    replayGuard: false,
  },
  '/wps/relay/PROMOFE_getParticipation': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/relay/PROMOFE_redeemContactBonus': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/announcements': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/team/overview': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/downline/register': {
    methods: ['PUT'],
    token: 'required',
    crypt: 'body',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/team/members': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/team/bets': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/report/profitLoss': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/report/income': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/downline/transactions': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/downline/transfer': {
    methods: ['POST'],
    token: 'required',
    crypt: 'body',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: true,
  },
  '/wps/agent/dividends': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/salary/daily': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/salary/hourly': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/salary/realtime': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/contracts': {
    methods: ['GET'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/contracts/request': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/contracts/accept': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/contracts/reject': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
  '/wps/agent/contracts/terminate': {
    methods: ['POST'],
    token: 'required',
    crypt: 'plain',
    cache: null,
    throttle: null,
    humanCheck: 'never',
    realAccount: true,
    replayGuard: false,
  },
} as const satisfies Record<string, CatalogueEntry>;
export type CataloguePath = keyof typeof CATALOGUE;

/** The calls whose submits carry an idempotency key (`replayGuard`): the browser's code imports this list, not the
 * whole catalogue (which would cost every page's first download about 5 KB). */
export const REPLAY_GUARDED_PATHS: readonly CataloguePath[] = ['/wps/relay/GCS_walletTransfer', '/wps/relay/MCSFE_transferToUpline', '/wps/relay/MCSFE_submitDeposit', '/wps/relay/passwordCheck/MCSFE_submitWithdraw', '/wps/relay/MCSFE_confirmWithdraw', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', '/wps/relay/passwordCheck/MCSFE_convertPoint', '/wps/relay/PROMOFE_applyPromotion', '/wps/relay/MCSFE_claimRafflePromotion', '/wps/relay/PROMOFE_claimTicket', '/wps/agent/downline/transfer'];

// Every error code of the protocol and of the BFF (upstream-protocol/src/envelope.rs `code`).
/** Session invalid, stale or killed by another login (HTTP 401). */
export const ERROR_LOGIN_NOT_SESSION = 'login.not.session';
/** Feature off, maintenance, or a bad `Merchant` header (`#543`). */
export const ERROR_FUNCTION_NOT_AVAILABLE = 'function.not.available';
/** An encrypted call the upstream could not decrypt (HTTP 400). */
export const ERROR_REQUEST_BODY_REQUIRED = 'request_body_required';
/** A parameter is missing or malformed (HTTP 400). */
export const ERROR_REQUEST_PARAM_ERR = 'request_param_err';
/** Wrong HTTP method for the call (`#459`). */
export const ERROR_HTTP_METHOD_NOT_SUPPORT = 'http_method_not_support';
/** `launchGame` without `launchMode` (HTTP 500, `#727` "system busy"). */
export const ERROR_SYSTEM_BUSY = '#727';
/** A second launch while a round is still open (`#734`). */
export const ERROR_PREVIOUS_GAME_NOT_FINISHED = '#734';
/** Login from an IP the member has not used: verify first. */
export const ERROR_LOGIN_VERIFY_REQUIRED = 'login_verify_required';
/** Unknown user. */
export const ERROR_USER_NOT_EXIST = 'USER_NOT_EXIST';
/** Wrong password (and other refused logins). */
export const ERROR_LOGIN_FAILED = 'us_forbidden_login_error';
/** The risk engine wants an image captcha. */
export const ERROR_CAPTCHA_REQUIRED = 'captcha_required';
/** Rate limited. */
export const ERROR_TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';
/** The `Host` header names no configured brand. */
export const ERROR_UNKNOWN_HOST = 'unknown.host';
/** A state-changing call without the CSRF header or from another origin. */
export const ERROR_CSRF_REJECTED = 'csrf.rejected';
/** The request body is not the JSON the call needs. */
export const ERROR_BAD_REQUEST_BODY = 'request.body.invalid';
/** A query string the BFF's own call does not accept. */
export const ERROR_BAD_QUERY = 'request.query.invalid';
/** The request body is larger than the call allows. */
export const ERROR_BODY_TOO_LARGE = 'request.body.too_large';
/** The request's headers are larger than the front door allows (HTTP 431). */
export const ERROR_HEADERS_TOO_LARGE = 'request.headers.too_large';
/** The request path has dot segments, doubled or encoded slashes (HTTP 400). */
export const ERROR_BAD_PATH = 'request.path.invalid';
/** The request carries `Transfer-Encoding` (alone or with `Content-Length`) (HTTP 400). */
export const ERROR_BAD_FRAMING = 'request.framing.invalid';
/** The upstream did not answer in time. */
export const ERROR_UPSTREAM_TIMEOUT = 'upstream.timeout';
/** The upstream could not be reached or answered garbage. */
export const ERROR_UPSTREAM_UNAVAILABLE = 'upstream.unavailable';
/** Not a path the front door serves. */
export const ERROR_NOT_FOUND = 'not.found';
/** A call the human check guards, sent without an unused pass (HTTP 400). */
export const ERROR_HUMAN_CHECK_REQUIRED = 'human_check.required';
/** The session must change its password before any other call (HTTP 403). */
export const ERROR_PASSWORD_CHANGE_REQUIRED = 'password.change.required';
/** A trial account asked for what only a real account has (HTTP 403; spec 000 §6's message key). */
export const ERROR_NEED_TRUE_ACCOUNT = 'in_need_true_account';
/** A human-check answer that is wrong, too fast, or for an unknown, expired or used challenge (HTTP 400). */
export const ERROR_HUMAN_CHECK_FAILED = 'human_check.failed';
/** A replay-guarded call (a money submit) without a usable `Idempotency-Key` header (HTTP 400). */
export const ERROR_IDEMPOTENCY_KEY_REQUIRED = 'request.idempotency_key.required';
/**
 * A replay-guarded call whose `Idempotency-Key` this session already sent (HTTP 409): the upstream
 * was not called again.
 */
export const ERROR_REPLAYED = 'request.replayed';
/** The same codes as one table, by their constants' names. */
export const ERROR_CODES = {
  LOGIN_NOT_SESSION: ERROR_LOGIN_NOT_SESSION,
  FUNCTION_NOT_AVAILABLE: ERROR_FUNCTION_NOT_AVAILABLE,
  REQUEST_BODY_REQUIRED: ERROR_REQUEST_BODY_REQUIRED,
  REQUEST_PARAM_ERR: ERROR_REQUEST_PARAM_ERR,
  HTTP_METHOD_NOT_SUPPORT: ERROR_HTTP_METHOD_NOT_SUPPORT,
  SYSTEM_BUSY: ERROR_SYSTEM_BUSY,
  PREVIOUS_GAME_NOT_FINISHED: ERROR_PREVIOUS_GAME_NOT_FINISHED,
  LOGIN_VERIFY_REQUIRED: ERROR_LOGIN_VERIFY_REQUIRED,
  USER_NOT_EXIST: ERROR_USER_NOT_EXIST,
  LOGIN_FAILED: ERROR_LOGIN_FAILED,
  CAPTCHA_REQUIRED: ERROR_CAPTCHA_REQUIRED,
  TOO_MANY_REQUESTS: ERROR_TOO_MANY_REQUESTS,
  UNKNOWN_HOST: ERROR_UNKNOWN_HOST,
  CSRF_REJECTED: ERROR_CSRF_REJECTED,
  BAD_REQUEST_BODY: ERROR_BAD_REQUEST_BODY,
  BAD_QUERY: ERROR_BAD_QUERY,
  BODY_TOO_LARGE: ERROR_BODY_TOO_LARGE,
  HEADERS_TOO_LARGE: ERROR_HEADERS_TOO_LARGE,
  BAD_PATH: ERROR_BAD_PATH,
  BAD_FRAMING: ERROR_BAD_FRAMING,
  UPSTREAM_TIMEOUT: ERROR_UPSTREAM_TIMEOUT,
  UPSTREAM_UNAVAILABLE: ERROR_UPSTREAM_UNAVAILABLE,
  NOT_FOUND: ERROR_NOT_FOUND,
  HUMAN_CHECK_REQUIRED: ERROR_HUMAN_CHECK_REQUIRED,
  PASSWORD_CHANGE_REQUIRED: ERROR_PASSWORD_CHANGE_REQUIRED,
  NEED_TRUE_ACCOUNT: ERROR_NEED_TRUE_ACCOUNT,
  HUMAN_CHECK_FAILED: ERROR_HUMAN_CHECK_FAILED,
  IDEMPOTENCY_KEY_REQUIRED: ERROR_IDEMPOTENCY_KEY_REQUIRED,
  REPLAYED: ERROR_REPLAYED,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The request headers only the BFF sets for Next (bff/src/next_headers.rs); a browser's copies never reach Next. */
export const NEXT_HEADERS = {
  /** The brand's id (a file name of `config/brands/`, without `.toml`). */
  brand: 'x-veneer-brand',
  /** The visitor's system state (normal, maintenance, region blocked). */
  state: 'x-veneer-state',
  /** The visitor's address, for the region-blocked page. */
  clientIp: 'x-veneer-client-ip',
  /** The page's language (a locale code the brand offers), decided by the BFF alone. */
  locale: 'x-veneer-locale',
  /** The page's CSP nonce alone, for the layout's inline script. */
  nonce: 'x-veneer-nonce',
} as const;

/** The BFF's own texts (bff/src/messages.rs `Key`): each key of the locale files' `bff` namespace, with the `{name}` arguments its text takes. */
export const BFF_MESSAGES = {
  too_many_attempts: ['seconds'],
  human_check_failed: [],
  human_check_required: [],
  idempotency_key_required: [],
  request_replayed: [],
  password_change_required: [],
  in_need_true_account: [],
} as const;
export type BffMessageKey = keyof typeof BFF_MESSAGES;

/** The fields of the registration payload (upstream-protocol/src/registration.rs), in the order the form shows them. */
export const REGISTER_FIELDS = ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'referralCode', 'domain', 'nickname'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/**
 * The registration pattern catalogue (spec 000 §5; upstream-protocol/src/registration.rs): each pattern's id, its
 * JavaScript regex without flags (`*`: any text), its default bounds, what it accepts. The upstream sends the
 * same patterns in its registration settings.
 */
export const REGISTER_PATTERNS = [
  { patternId: 0, acceptedPattern: '*', minLength: 0, maxLength: 255, description: 'any text, only the length is checked' },
  { patternId: 1, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 13, description: 'starts with a letter, then letters and digits' },
  { patternId: 2, acceptedPattern: '^[\\u4E00-\\u9FA50-9]+$', minLength: 1, maxLength: 50, description: 'Chinese characters and digits' },
  { patternId: 3, acceptedPattern: '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9-]+(\\.[a-zA-Z0-9-]+)*\\.[a-zA-Z]{2,}$', minLength: 5, maxLength: 50, description: 'an e-mail address' },
  { patternId: 4, acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 12, description: 'letters or digits only' },
  { patternId: 5, acceptedPattern: '^(?=.*[a-zA-Z])(?=.*[0-9])[a-zA-Z0-9]+$', minLength: 6, maxLength: 12, description: 'letters and digits, at least one of each' },
  { patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 1, maxLength: 20, description: 'digits only' },
  { patternId: 7, acceptedPattern: '^(?=.*[A-Z])[a-zA-Z0-9]+$', minLength: 6, maxLength: 12, description: 'letters and digits with at least one upper-case letter' },
  { patternId: 8, acceptedPattern: '^[a-zA-Z ]+$', minLength: 2, maxLength: 50, description: 'English letters and spaces' },
  { patternId: 9, acceptedPattern: '^[^\\u0009-\\u000D\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]+$', minLength: 1, maxLength: 50, description: 'no spaces' },
  { patternId: 10, acceptedPattern: '^[\\u4E00-\\u9FA5\\u3000-\\u303F\\uFF01-\\uFF5E]+$', minLength: 1, maxLength: 50, description: 'Chinese characters and punctuation' },
  { patternId: 11, acceptedPattern: '^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4})$', minLength: 10, maxLength: 10, description: 'a date as yyyy-MM-dd or MM-dd-yyyy' },
  { patternId: 12, acceptedPattern: '^[a-zA-Z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF ]+$', minLength: 2, maxLength: 50, description: 'letters (accented Latin included) and spaces' },
  { patternId: 13, acceptedPattern: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3131-\\u318E]+$', minLength: 1, maxLength: 50, description: 'Korean only' },
  { patternId: 14, acceptedPattern: '^[\\u0E01-\\u0E3A\\u0E40-\\u0E4E]+$', minLength: 1, maxLength: 50, description: 'Thai only' },
  { patternId: 15, acceptedPattern: '^[\\u0E01-\\u0E3A\\u0E40-\\u0E4Ea-zA-Z ]+$', minLength: 2, maxLength: 50, description: 'Thai or English letters with spaces' },
  { patternId: 16, acceptedPattern: '^(?=.*[A-Z])[A-Z ]+$', minLength: 2, maxLength: 50, description: 'upper-case letters and spaces, at least one letter' },
  { patternId: 17, acceptedPattern: '^[!-~]+$', minLength: 1, maxLength: 50, description: 'letters, digits and symbols' },
  { patternId: 18, acceptedPattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[!-/:-@\\[-`{-~])[!-~]+$', minLength: 8, maxLength: 20, description: 'at least one upper-case letter, one lower-case letter, one digit and one symbol' },
  { patternId: 19, acceptedPattern: '^[a-zA-Z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF\\u0E01-\\u0E3A\\u0E40-\\u0E4E]+( [a-zA-Z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u1E00-\\u1EFF\\u0E01-\\u0E3A\\u0E40-\\u0E4E]+)+$', minLength: 3, maxLength: 50, description: 'a full name: first and last name separated by a space' },
  { patternId: 20, acceptedPattern: '^[\\u3041-\\u3096\\u309D-\\u309F\\u30A1-\\u30FA\\u30FC-\\u30FF\\u4E00-\\u9FAF\\u3005]+$', minLength: 1, maxLength: 50, description: 'full-width Hiragana, Katakana or Kanji' },
  { patternId: 21, acceptedPattern: '^[A-Z]+$', minLength: 1, maxLength: 50, description: 'upper-case letters only, no spaces' },
] as const;

/** The pattern catalogue's size: ids 0…21. */
export const PATTERN_COUNT = 22;
