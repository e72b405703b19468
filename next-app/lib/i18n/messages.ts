import type { Messages } from 'next-intl';

export type Namespace = keyof Messages;

/** Only the namespaces a page's client components use are sent to the browser. */
export function pickNamespaces(messages: Messages, namespaces: readonly Namespace[]): Partial<Messages> {
  const out: Partial<Messages> = {};
  for (const ns of namespaces) {
    (out as Record<string, unknown>)[ns] = messages[ns];
  }
  return out;
}

/**
 * The version of this build's texts (a hash of `locales/*.json`, set by next.config.ts): part of the address
 * of messages fetched on demand, so a browser keeps them for good and a new build's texts have a new address.
 */
export const MESSAGES_VERSION: string = process.env.VENEER_MESSAGES_VERSION ?? 'dev';

/** The address of some namespaces' messages in `locale` (app/[brand]/[locale]/i18n). */
export function messagesUrl(locale: string, namespaces: readonly Namespace[]): string {
  return `/i18n/${encodeURIComponent(locale)}/${[...namespaces].sort().join(',')}?v=${encodeURIComponent(MESSAGES_VERSION)}`;
}

/** The namespaces a `messagesUrl` names, each one that `messages` has; null when one is unknown or none given. */
export function parseNamespaces(list: string, messages: Messages): Namespace[] | null {
  const names = list.split(',');
  if (names.length === 0 || names.length > 32) return null;
  const known = names.filter((n): n is Namespace => Object.hasOwn(messages, n));
  return known.length === names.length ? [...new Set(known)] : null;
}
