import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { HumanCheckProvider } from '../../components/access/human-check';
import { LoginWindowProvider } from '../../components/access/LoginWindow';
import { GameLauncherProvider } from '../../components/games/GameLauncherProvider';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import { UiProvider, type UiProviderProps } from '../../components/ui/UiProvider';
import type { LoginOptions } from '../../lib/access/options';

export const messages = { en, th };

/** Renders `ui` as a page would: inside the messages and the UiProvider the layout mounts. */
export function renderUi(
  ui: ReactElement,
  { locale = 'en', settings = {} }: { locale?: 'en' | 'th'; settings?: Omit<UiProviderProps, 'children'> } = {},
): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="UTC">
      <UiProvider {...settings}>{children}</UiProvider>
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper });
}

/** Login options with everything optional switched off, as most component tests want them. */
export const LOGIN_OPTIONS: LoginOptions = { smsLogin: false, freePlay: false, register: true, mobileRule: undefined, identity: [], minimumAge: 18 };

/**
 * Renders `ui` inside what a game tile or lobby needs on a page: a fresh SWR cache (no answer kept between
 * tests), the human check, the login window and the game launcher (whose navigation and new tab are given
 * as fakes).
 */
export function renderWithLauncher(
  ui: ReactNode,
  {
    navigate,
    open,
    ...options
  }: { navigate?: (url: string) => void; open?: (url: string) => boolean; locale?: 'en' | 'th'; settings?: Omit<UiProviderProps, 'children'> } = {},
): RenderResult {
  return renderUi(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HumanCheckProvider enabled>
        <LoginWindowProvider options={LOGIN_OPTIONS}>
          <GameLauncherProvider navigate={navigate} open={open}>
            {ui}
          </GameLauncherProvider>
        </LoginWindowProvider>
      </HumanCheckProvider>
    </SWRConfig>,
    options,
  );
}
