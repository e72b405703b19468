/** Sign-in calls: the BFF's human check, and the upstream's login, captcha and SMS calls (spec 000 §7). */
import { getDeviceId } from '../../client/device';
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str } from '../parse';
import { parseLoginResult, type LoginResult } from '../types';

/** A slider challenge issued by the BFF (docs/interfaces.md "Human check"). */
export interface HumanChallenge {
  id: string;
  /** The background's natural size, in image pixels (the answer is in these pixels). */
  width: number;
  height: number;
  pieceSize: number;
  /** Where the piece is drawn, top edge, in image pixels; it slides horizontally from x = 0. */
  pieceY: number;
  background: string;
  piece: string;
  expiresInSeconds: number;
}

/** Only inline PNGs are drawn: nothing the challenge carries can point the page elsewhere. */
const pngDataUrl = (v: unknown): string | null => (typeof v === 'string' && v.startsWith('data:image/png;base64,') ? v : null);

export function parseHumanChallenge(value: unknown): HumanChallenge | null {
  if (!isObj(value)) return null;
  const id = str(value.id);
  const width = num(value.width);
  const height = num(value.height);
  const pieceSize = num(value.pieceSize);
  const pieceY = num(value.pieceY);
  const background = pngDataUrl(value.background);
  const piece = pngDataUrl(value.piece);
  if (!id || !width || !height || !pieceSize || pieceY === null || !background || !piece) return null;
  if (pieceSize >= width || pieceY < 0 || pieceY + pieceSize > height) return null;
  return { id, width, height, pieceSize, pieceY, background, piece, expiresInSeconds: num(value.expiresInSeconds) ?? 60 };
}

export function humanCheck(): BffCall<HumanChallenge> {
  return bodyCall('POST', '/bff/human-check', {}, parseHumanChallenge);
}

/** Answers a challenge; success sets the single-use pass cookie. A wrong answer is a `human_check.failed` error. */
export function answerHumanCheck(id: string, answer: { x: number; durationMs: number }): BffCall<true> {
  return bodyCall('POST', `/bff/human-check/${encodeURIComponent(id)}`, { x: answer.x, durationMs: answer.durationMs }, (value) =>
    isObj(value) && value.passed === true ? true : null,
  );
}

const deviceFields = () => ({ loginDeviceId: getDeviceId(), isOfficialAppLogin: false });

/** Login by user name (spec 000 §7). `rememberMe` asks the BFF for a session that outlives the browser's. */
export function loginByUsername(input: { username: string; password: string; captcha: string | null; rememberMe: boolean }): BffCall<LoginResult> {
  return bodyCall(
    'POST',
    '/wps/session/login',
    {
      username: input.username,
      password: input.password,
      captcha: input.captcha,
      type: 'username',
      isSms: false,
      rememberMe: input.rememberMe,
      ...deviceFields(),
    },
    parseLoginResult,
  );
}

/** Login by an SMS code sent with `smsNoLogin` (`MOBILEVERCODELOGIN3`). */
export function loginBySms(input: { mobileNum: string; countryDialingCode: string; code: string; rememberMe: boolean }): BffCall<LoginResult> {
  return bodyCall(
    'POST',
    '/wps/session/login',
    {
      type: 'sms',
      isSms: true,
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      code: input.code,
      rememberMe: input.rememberMe,
      ...deviceFields(),
    },
    parseLoginResult,
  );
}

/** Sends the SMS code for SMS login (and phone reset); answers how many minutes it stays valid. */
export function smsNoLogin(input: { mobileNum: string; countryDialingCode: string }): BffCall<{ expiredMinutes: number }> {
  return bodyCall('POST', '/wps/verification/sms/noLogin', input, (value) => (isObj(value) ? { expiredMinutes: num(value.expiredMinutes) ?? 1 } : null));
}

/**
 * The extra step of a login from a new address (`login_verify_required`): the credentials again with the proof
 * asked for, a code (SMS, e-mail, authenticator) or the name on the member's bank account.
 */
export function loginVerification(
  input: { username: string; password: string; rememberMe: boolean } & ({ verificationCode: string } | { bankAccountName: string }),
): BffCall<LoginResult> {
  return bodyCall('POST', '/wps/session/login/verification', input, parseLoginResult);
}

/** Third-party sign-in with the Firebase ID token the channel's identity pop-up gave (`THIRDPARTYLOGIN3`). */
export function loginByFirebase(input: { firebaseChannel: string; firebaseIdToken: string }): BffCall<LoginResult> {
  return bodyCall('POST', '/wps/session/login/firebase', { ...input, loginDeviceId: getDeviceId() }, parseLoginResult);
}

/** Free-trial login (`FREEPLAY3`): a new trial account (customer type 4). */
export function freePlay(): BffCall<LoginResult> {
  return bodyCall('POST', '/wps/session/login/freeplay', { os: 'Windows', platform: 'W' }, parseLoginResult);
}

/** The captcha picture as a data URL (a base64 PNG); the BFF binds it to this browser. */
export function captcha(now: number = Date.now()): BffCall<string> {
  return getCall('/wps/captcha', { t: now }, (value) =>
    typeof value === 'string' && /^[A-Za-z0-9+/=]+$/.test(value) ? `data:image/png;base64,${value}` : null,
  );
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  countryName: string;
}

/** The dialing codes a mobile number may have (Thailand first for this brand). */
export function countryCodes(): BffCall<Country[]> {
  return getCall('/wps/system/countryCode', {}, (value) =>
    Array.isArray(value)
      ? listOf(value, (o) => {
          const code = str(o.countryDialingCode);
          return /^\d{1,4}$/.test(code) ? { countryCode: str(o.countryCode), countryDialingCode: code, countryName: str(o.countryName) || code } : null;
        })
      : null,
  );
}

/** The first-login action (spec 000 §4 "Login" 2), run only on a member's first login (`runsFirstLogin`). */
export function firstLogin(): BffCall<{ firstLogin: boolean }> {
  return bodyCall('POST', '/wps/member/firstLogin', {}, (value) => (isObj(value) ? { firstLogin: value.firstLogin === true } : null));
}

export interface LoginInfo {
  loginTime: number | null;
  loginIp: string;
  lastLoginTime: number | null;
  lastLoginIp: string;
}

/** This login and the one before it (the spec's "loginInfo"). */
export function loginInfo(): BffCall<LoginInfo> {
  return getCall('/wps/member/loginInfo', {}, (value) =>
    isObj(value)
      ? { loginTime: num(value.loginTime), loginIp: str(value.loginIp), lastLoginTime: num(value.lastLoginTime), lastLoginIp: str(value.lastLoginIp) }
      : null,
  );
}
