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
