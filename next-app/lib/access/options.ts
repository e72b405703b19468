import type { Bootstrap, Channel, RegisterRule } from '../bff/generated';
import { offeredChannels } from './identity';

/** What the brand enables in the login form, from its bootstrap (the white-label switches and brand settings). */
export interface LoginOptions {
  /** `MOBILEVERCODELOGIN3`: the SMS-code tab. */
  smsLogin: boolean;
  /** `FREEPLAY3` and the brand's `freePlayLogin`: the free-trial button (spec 000 §6: no screen links it by itself). */
  freePlay: boolean;
  /** `DIRECTREG3`: a link to registration. */
  register: boolean;
  /** The mobile number's rule (registration setting `mobileNum`), for the SMS tab. */
  mobileRule: RegisterRule | undefined;
  /** Third-party sign-in channels offered (identity page and switches; `sms` is Firebase SMS, `FIREBASESMS3`). */
  identity: Channel[];
  /** The age the registration terms ask the visitor to confirm (the brand's `minimum_age`: 18 or 21). */
  minimumAge: number;
}

export function loginOptions(site: Pick<Bootstrap, 'modules' | 'brand' | 'register'>): LoginOptions {
  const on = (mod: string) => site.modules[mod] === true;
  return {
    smsLogin: on('MOBILEVERCODELOGIN3'),
    freePlay: on('FREEPLAY3') && site.brand.freePlayLogin,
    register: on('DIRECTREG3'),
    mobileRule: site.register.mobileNum,
    identity: offeredChannels(site),
    minimumAge: site.brand.minimumAge,
  };
}
