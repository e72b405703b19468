/** Password calls (spec 000 §7): change, forgot by e-mail, set a new one with an SMS code. */
import { bodyCall, formCall, type BffCall } from '../call';
import { anything, isObj, str } from '../parse';
import { parseLoginResult, type LoginResult } from '../types';

/**
 * Changes the member's password. `oldPassword` is left out in a forced change after login: the BFF holds the
 * password just typed, sealed, and fills it in (docs/interfaces.md "Forced password change").
 */
export function changePassword(input: { oldPassword?: string; newPassword: string; confirmNewPassword: string }): BffCall<true> {
  return bodyCall('POST', '/wps/member/password', input, anything);
}

/** Mails a temporary password to the member's e-mail (form-encoded, as the upstream takes it); answers the masked address. */
export function forgotByEmail(input: { username: string; email: string }): BffCall<{ email: string }> {
  return formCall('POST', '/wps/member/password/email', input, (value) => ({ email: isObj(value) ? str(value.email) : '' }));
}

/** Sets a new password with the SMS code sent by `access.smsNoLogin`; the member is logged in (the BFF seals the session). */
export function resetByPhone(input: { newPassword: string; mobileNum: string; verificationCode: string; countryDialingCode: string }): BffCall<LoginResult> {
  return bodyCall('POST', '/wps/member/password/verification', input, parseLoginResult);
}
