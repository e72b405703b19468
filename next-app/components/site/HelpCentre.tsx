import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import type { HelpArticle } from '@/lib/bff/calls/site';
import { accentOf, anchorOf } from '@/lib/site/help';
import { HelpArticleBody } from './HelpArticleBody';
import styles from './HelpCentre.module.css';

/**
 * The help centre (spec 000 §2 "/help, /helpmc"): a menu of the articles (links to `#<tag>`) beside the
 * articles themselves, each marked with its upstream colour, its children as sections to open. Takes
 * the articles to list (see `visibleArticles`). Drawn on the server; also in the browser after a retry.
 */
export function HelpCentre({ articles }: { articles: HelpArticle[] }) {
  const t = useTranslations('help');
  if (articles.length === 0) return <EmptyState title={t('empty')} testId="help-empty" />;
  return (
    <div className={styles.centre}>
      <nav className={styles.menu} aria-label={t('menu_label')} data-testid="help-menu">
        <ul className={styles.menuList}>
          {articles.flatMap((article) => {
            const anchor = anchorOf(article.tag);
            return anchor
              ? [
                  <li key={anchor}>
                    <a href={`#${anchor}`} className={styles.menuLink} style={accentStyle(article)} data-testid="help-menu-link">
                      {article.title}
                    </a>
                  </li>,
                ]
              : [];
          })}
        </ul>
      </nav>
      <div className={styles.articles}>
        {articles.map((article, i) => (
          <section
            key={article.tag || i}
            id={anchorOf(article.tag) ?? undefined}
            className={styles.article}
            style={accentStyle(article)}
            aria-labelledby={`help-title-${i}`}
            data-testid="help-article"
            data-tag={article.tag}
          >
            <h2 id={`help-title-${i}`} className={styles.title} data-testid="help-article-title">
              {article.title}
            </h2>
            <HelpArticleBody article={article} />
          </section>
        ))}
      </div>
    </div>
  );
}

/** The article's own colour as the `--accent` of its block, when the upstream gives a usable one. */
function accentStyle(article: HelpArticle): CSSProperties | undefined {
  const accent = accentOf(article.bgColor);
  return accent ? ({ '--accent': accent } as CSSProperties) : undefined;
}
