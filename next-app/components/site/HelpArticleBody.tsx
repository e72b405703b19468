import { SafeHtml, sanitisedByBff } from '@/components/ui/SafeHtml';
import type { HelpArticle } from '@/lib/bff/calls/site';
import { anchorOf } from '@/lib/site/help';
import styles from './HelpArticleBody.module.css';

/**
 * An article's text and its children (a FAQ's questions…) as sections the reader opens one by one:
 * native `<details>`, which works without JavaScript and which the browser opens by itself when the
 * address names a child (`/help#faq-deposit`) or a search finds text in it. Drawn on the server in the
 * help centre and in the browser in the help modal.
 */
export function HelpArticleBody({ article, idPrefix = '' }: { article: HelpArticle; idPrefix?: string }) {
  return (
    <>
      {article.content && <SafeHtml html={sanitisedByBff(article.content)} testId="help-article-content" />}
      {article.children.length > 0 && (
        <div className={styles.children}>
          {article.children.map((child, i) => {
            const anchor = anchorOf(child.tag);
            return (
              <details key={child.tag || i} id={anchor ? `${idPrefix}${anchor}` : undefined} className={styles.child} data-testid="help-child">
                <summary className={styles.question} data-testid="help-child-title">
                  {child.title}
                </summary>
                <div className={styles.answer}>
                  <HelpArticleBody article={child} idPrefix={idPrefix} />
                </div>
              </details>
            );
          })}
        </div>
      )}
    </>
  );
}
