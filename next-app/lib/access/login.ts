/**
 * The login window's rules that are not drawing (spec 000 §2 "Login popup", §5, §9): what remember-me keeps,
 * how often the captcha may be refreshed, what a refused login asks for next.
 */
import type { BffError } from '../bff/errors';
import { isObj, num, str } from '../bff/parse';
import { ERROR_LOGIN_VERIFY_REQUIRED } from '../bff/generated';
import type { Session } from '../bff/types';

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
export function rememberCookies(remember: boolean, login: RememberedLogin, previous: Remembered): { name: string; value: string; maxAge: number }[] {
  if (!remember) return Object.values(REMEMBER_COOKIES).map((name) => ({ name, value: '', maxAge: 0 }));
  const keep = (name: string, value: string) => ({ name, value, maxAge: REMEMBER_SECONDS });
  const username = login.type === 'username' ? login.username : previous.username;
  const sms =
    login.type === 'sms'
      ? `${login.countryDialingCode} ${login.mobileNum}`
      : previous.sms
        ? `${previous.sms.countryDialingCode} ${previous.sms.mobileNum}`
        : '';
  return [
    keep(REMEMBER_COOKIES.remember, 'true'),
    username ? keep(REMEMBER_COOKIES.username, username) : { name: REMEMBER_COOKIES.username, value: '', maxAge: 0 },
    // Which tab the member used last: the SMS cookie is there only after an SMS login.
    login.type === 'sms' && sms ? keep(REMEMBER_COOKIES.sms, sms) : { name: REMEMBER_COOKIES.sms, value: '', maxAge: 0 },
  ];
}

/** Whether the captcha may be fetched again now (the last fetch at `lastAt`, ms). */
export const captchaRefreshAllowed = (lastAt: number | null, now: number): boolean => lastAt === null || now - lastAt >= CAPTCHA_REFRESH_MS;

/** How a member proves a login from a new address (spec 000 §4 "Login" 6). */
export type VerifyMethod = 'SMS' | 'EMAIL' | 'BANK_NAME' | 'GOOGLE';

/** A login from an address the member has not used: what the extra step needs (`login_verify_required`). */
export interface Verification {
  /** A code to the masked number or address, the name on the member's bank account, or an authenticator code. */
  method: VerifyMethod;
  mobile: string;
  email: string;
  bankName: string;
  accountNo: string;
  /** How long a sent code lives (SMS and e-mail): the resend countdown. */
  expiredMinutes: number;
}

/** Whether the method sends a code that can be sent again. */
export const sendsCode = (method: VerifyMethod): boolean => method === 'SMS' || method === 'EMAIL';

export function parseVerification(value: unknown): Verification {
  const v = isObj(value) ? value : {};
  const type = str(v.verifyType).toUpperCase();
  const method: VerifyMethod = type === 'EMAIL' || type === 'BANK_NAME' || type === 'GOOGLE' ? type : 'SMS';
  return {
    method,
    mobile: str(v.mobile),
    email: str(v.email),
    bankName: str(v.bankName),
    accountNo: str(v.accountNo),
    expiredMinutes: num(v.expiredMinutes) ?? 1,
  };
}

/** What a refused login leads to: the new-address step, or the form again (with the captcha when asked for). */
export type LoginRefusal = { kind: 'verify'; verification: Verification } | { kind: 'retry'; captcha: boolean };

export function loginRefusal(err: BffError | null): LoginRefusal {
  if (err?.errorCode === ERROR_LOGIN_VERIFY_REQUIRED) return { kind: 'verify', verification: parseVerification(err.value) };
  const captcha = err !== null && isObj(err.value) && err.value.captcha === true;
  return { kind: 'retry', captcha };
}

/**
 * Whether the first-login action runs now (spec 000 §4 "Login" 2 "First login: a first-login action runs"): only
 * for a session whose login said it is the member's first, once no password change is due (the BFF refuses
 * every other call until then).
 */
export function runsFirstLogin(session: Session | undefined): boolean {
  return session?.loggedIn === true && session.firstTimeLogin && !session.mustChangePassword;
}
