/** Registration calls (spec 000 §7): the settings, the affiliate check, the registration SMS code and the register calls. */
import { getDeviceId } from '../../client/device';
import { bodyCall, getCall, type BffCall } from '../call';
import type { RegisterRule } from '../generated';
import { isObj, num, str } from '../parse';
import { parseLoginResult, type LoginResult } from '../types';

/** One field rule as the upstream sends it (anything else dropped). */
function parseRule(o: Record<string, unknown>): RegisterRule {
  return {
    key: str(o.key),
    enabled: o.enabled === true,
    required: o.required === true,
    minLength: num(o.minLength),
    maxLength: num(o.maxLength),
    patternId: num(o.patternId),
    acceptedPattern: str(o.acceptedPattern),
  };
}

/** The registration settings: one rule per field of the payload (the catalogue beside them is left out). */
export function registerSettings(): BffCall<Record<string, RegisterRule>> {
  return getCall('/wps/system/setting/register', {}, (value) => {
    if (!isObj(value)) return null;
    const rules: Record<string, RegisterRule> = {};
    for (const [field, rule] of Object.entries(value)) if (isObj(rule) && field !== 'patternCatalogue') rules[field] = parseRule(rule);
    return rules;
  });
}

/** Whether an affiliate (invitation) code is an agent's; a refusal is `invitation_code_error`. */
export function checkAffiliate(code: string, domain: string): BffCall<true> {
  return getCall('/wps/agent/affiliate', { code, domain }, (value) => (isObj(value) && value.valid !== false ? true : null));
}

/** Sends the registration SMS code; answers how many minutes it stays valid. */
export function smsRegister(input: { mobileNo: string; countryDialingCode: string }): BffCall<{ expiredMinutes: number }> {
  return bodyCall('POST', '/wps/verification/sms/register', input, (value) => (isObj(value) ? { expiredMinutes: num(value.expiredMinutes) ?? 1 } : null));
}

/** How the visitor registers: by user name, or by mobile number (the number becomes the user name). */
export type RegisterVia = 'username' | 'mobile';

const REGISTER_PATHS: Record<RegisterVia, string> = { username: '/wps/member/register', mobile: '/wps/member/register/mobile' };

/**
 * Registers and logs in (`login: true`; the BFF seals the new session). `fields` are the form's payload
 * fields; the request adds what spec 000 §3 lists: the register URL, `registerMethod` WEB, the domain, the
 * device and the login flag.
 */
export function register(via: RegisterVia, fields: Record<string, string>, page: { url: string; domain: string }): BffCall<LoginResult> {
  return bodyCall(
    'PUT',
    REGISTER_PATHS[via],
    { ...fields, domain: page.domain, registerUrl: page.url, registerMethod: 'WEB', loginDeviceId: getDeviceId(), login: true },
    parseLoginResult,
  );
}
