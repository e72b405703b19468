import styles from './SafeHtml.module.css';

/**
 * HTML from the upstream (notices, announcements, promotions, help), already sanitised.
 *
 * THE CONTRACT: this is the one place in the app that sets inner HTML, and it trusts its input.
 * Every HTML field the upstream sends is sanitised by the BFF (ammonia, one allow-list of tags and
 * attributes) before any page render or browser sees it (docs/interfaces.md, "Upstream HTML,
 * sanitised once"): no `<script>`, no `on*=` attribute, no `javascript:` URL survives it. The
 * `SanitisedHtml` type makes a caller say where its string came from: only the BFF adapter, for
 * fields the BFF documents as sanitised, calls `sanitisedByBff`. Never pass text a visitor typed,
 * or HTML from anywhere else; render plain text as text.
 */
export type SanitisedHtml = string & { readonly __sanitisedByBff: true };

/** Marks a string as an HTML field the BFF has sanitised (for the BFF adapter only; see above). */
export function sanitisedByBff(html: string): SanitisedHtml {
  return html as SanitisedHtml;
}

/** Upstream HTML in a div with typographic styles for the tags the BFF allows. */
export function SafeHtml({ html, className, testId }: { html: SanitisedHtml; className?: string; testId?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      data-testid={testId}
      // The one inner-HTML sink of the app: see the contract above.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the upstream's rich text, cleaned as the contract above says
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
