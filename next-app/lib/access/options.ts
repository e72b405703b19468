import type { Bootstrap, Channel, RegisterRule } from '../bff/generated';
import { offeredChannels } from './identity';
import { registrationOffered } from './register';

/** What the brand enables in the login form, from its bootstrap (the white-label switches and brand settings). */
export interface LoginOptions {
  /** `sms_login`: the SMS-code tab. */
  smsLogin: boolean;
  /** `free_play` and the brand's `freePlayLogin`: the free-trial button (spec 000 §6: no screen links it by itself). */
  freePlay: boolean;
  /** A link to registration: by user name or by mobile number (`username_registration`, `mobile_registration`). */
  register: boolean;
  /** The mobile number's rule (registration setting `mobileNum`), for the SMS tab. */
  mobileRule: RegisterRule | undefined;
  /** Third-party sign-in channels offered (identity page and switches; `sms` is Firebase SMS, `firebase_sms`). */
  identity: Channel[];
  /** The age the registration terms ask the visitor to confirm (the brand's `minimum_age`: 18 or 21). */
  minimumAge: number;
}

export function loginOptions(site: Pick<Bootstrap, 'features' | 'brand' | 'register'>): LoginOptions {
  const { features } = site;
  return {
    smsLogin: features.sms_login,
    freePlay: features.free_play && site.brand.freePlayLogin,
    register: registrationOffered(features),
    mobileRule: site.register.mobileNum,
    identity: offeredChannels(site),
    minimumAge: site.brand.minimumAge,
  };
}
