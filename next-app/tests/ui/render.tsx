import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import { UiProvider, type UiProviderProps } from '../../components/ui/UiProvider';

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
