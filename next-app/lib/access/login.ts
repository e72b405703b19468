/**
 * The login window's rules that are not drawing (spec 000 §2 "Login popup", §5, §9): what remember-me keeps,
 * how often the captcha may be refreshed, what a refused login asks for next.
 */
import type { BffError } from '../bff/errors';
import { isObj, num, str } from '../bff/parse';

/** Spec 000 §9: remember-me cookies last 24 hours. */
export const REMEMBER_SECONDS = 24 * 60 * 60;
/** Spec 000 §3 "Client storage": the last user name, `loginRemember` and `loginTypeSms` (number and dialing code). */
export const REMEMBER_COOKIES = { username: 'username', remember: 'loginRemember', sms: 'loginTypeSms' } as const;
/** Spec 000 §4 "Captcha": the picture refreshes on click at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

export type LoginType = 'username' | 'sms';

export interface Remembered {
  remember: boolean;
  username: string;
  sms: { mobileNum: string; countryDialingCode: string } | null;
}

/** What remember-me kept, from the cookies (`read` gives a cookie's value). The password is never among them. */
export function readRemembered(read: (name: string) => string | undefined): Remembered {
  const remember = read(REMEMBER_COOKIES.remember) === 'true';
  if (!remember) return { remember: false, username: '', sms: null };
  const [dialing, mobile] = (read(REMEMBER_COOKIES.sms) ?? '').split(' ');
  return {
    remember,
    username: read(REMEMBER_COOKIES.username) ?? '',
    sms: dialing && mobile && /^\d{1,4}$/.test(dialing) && /^\d+$/.test(mobile) ? { countryDialingCode: dialing, mobileNum: mobile } : null,
  };
}

/** How the member logged in, as remember-me keeps it. */
export type RememberedLogin = { type: 'username'; username: string } | { type: 'sms'; mobileNum: string; countryDialingCode: string };

/** The cookies to write after a successful login: values kept for 24 hours, or all removed (max age 0). */
export function rememberCookies(
  remember: boolean,
  login: RememberedLogin,
  previous: Remembered,
): { name: string; value: string; maxAge: number }[] {
  if (!remember) return Object.values(REMEMBER_COOKIES).map((name) => ({ name, value: '', maxAge: 0 }));
  const keep = (name: string, value: string) => ({ name, value, maxAge: REMEMBER_SECONDS });
  const username = login.type === 'username' ? login.username : previous.username;
  const sms = login.type === 'sms' ? `${login.countryDialingCode} ${login.mobileNum}` : previous.sms ? `${previous.sms.countryDialingCode} ${previous.sms.mobileNum}` : '';
  return [
    keep(REMEMBER_COOKIES.remember, 'true'),
    username ? keep(REMEMBER_COOKIES.username, username) : { name: REMEMBER_COOKIES.username, value: '', maxAge: 0 },
    // Which tab the member used last: the SMS cookie is there only after an SMS login.
    login.type === 'sms' && sms ? keep(REMEMBER_COOKIES.sms, sms) : { name: REMEMBER_COOKIES.sms, value: '', maxAge: 0 },
  ];
}

/** Whether the captcha may be fetched again now (the last fetch at `lastAt`, ms). */
export const captchaRefreshAllowed = (lastAt: number | null, now: number): boolean => lastAt === null || now - lastAt >= CAPTCHA_REFRESH_MS;

/** A login from an address the member has not used: what the extra step needs (`login_verify_required`). */
export interface Verification {
  /** `SMS` (a code to the masked number), `EMAIL`, `BANK` (the bank account's name) or `GOOGLE` (an authenticator code). */
  verifyType: string;
  /** Every method the member may choose, the one given first. */
  methods: string[];
  mobile: string;
  countryDialingCode: string;
  email: string;
  expiredMinutes: number;
  codeSent: boolean;
}

export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';

export function parseVerification(value: unknown): Verification {
  const v = isObj(value) ? value : {};
  const verifyType = str(v.verifyType).toUpperCase() || 'SMS';
  const methods = Array.isArray(v.methods) ? v.methods.map((m) => str(m).toUpperCase()).filter(Boolean) : [];
  return {
    verifyType,
    methods: methods.includes(verifyType) ? methods : [verifyType, ...methods],
    mobile: str(v.mobile),
    countryDialingCode: str(v.countryDialingCode),
    email: str(v.email),
    expiredMinutes: num(v.expiredMinutes) ?? 1,
    codeSent: v.codeSent !== false,
  };
}

/** What a refused login leads to: the new-address step, or the form again (with the captcha when asked for). */
export type LoginRefusal = { kind: 'verify'; verification: Verification } | { kind: 'retry'; captcha: boolean };

export function loginRefusal(err: BffError | null): LoginRefusal {
  if (err?.errorCode === LOGIN_VERIFY_REQUIRED) return { kind: 'verify', verification: parseVerification(err.value) };
  const captcha = err !== null && isObj(err.value) && err.value.captcha === true;
  return { kind: 'retry', captcha };
}
