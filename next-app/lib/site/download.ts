/**
 * The app download page (spec 000 §1 "app download pages (iOS and Android guides)", §2 "/down"): one
 * install guide per kind of download the upstream supplies; the iOS profile (IOS-LITE-APP) is installed
 * and then trusted in Settings.
 */
import type { Messages } from 'next-intl';
import type { Download } from '../shell/contacts';

/** A message key of the `down` namespace. */
type DownKey = keyof Messages['down'];

export interface InstallGuide {
  title: DownKey;
  intro?: DownKey;
  /** The download button's label. */
  button: DownKey;
  /** The numbered steps, in order. */
  steps: readonly DownKey[];
}

export const INSTALL_GUIDES: Readonly<Record<Download, InstallGuide>> = {
  IOS: {
    title: 'ios_title',
    button: 'button_IOS',
    steps: ['ios_step_1', 'ios_step_2', 'ios_step_3', 'ios_step_4'],
  },
  'IOS-LITE-APP': {
    title: 'profile_title',
    intro: 'profile_intro',
    button: 'button_IOS-LITE-APP',
    steps: ['profile_step_1', 'profile_step_2', 'profile_step_3', 'profile_step_4', 'profile_step_5'],
  },
  ANDROID: {
    title: 'android_title',
    button: 'button_ANDROID',
    steps: ['android_step_1', 'android_step_2', 'android_step_3', 'android_step_4'],
  },
};
