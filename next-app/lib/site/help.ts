/**
 * The help centre's articles as the pages show them (spec 000 §2 "/help, /helpmc", "Registration modal":
 * the terms link opens the help modal at `#term`). Pure functions over the parsed upstream answer.
 */
import type { HelpArticle } from '../bff/calls/site';

/** The terms and conditions article: `/help#term` opens it in the help modal. */
export const TERMS_TAG = 'term';
/** The brand's description of itself (the join page shows it). */
export const ABOUT_TAG = 'about';
/** The agent terms: not listed in the help centre (`display: false`), shown on the join page. */
export const AGENT_TERMS_TAG = 'agent-term';

/**
 * The articles the help centre lists: those the upstream marks `display`, each with its displayed
 * children only. Hidden ones stay reachable by tag ({@link findArticle}).
 */
export function visibleArticles(articles: readonly HelpArticle[]): HelpArticle[] {
  return articles.filter((a) => a.display).map((a) => ({ ...a, children: visibleArticles(a.children) }));
}

/** The article with this tag anywhere in the tree, displayed or not. */
export function findArticle(articles: readonly HelpArticle[], tag: string): HelpArticle | null {
  for (const article of articles) {
    if (article.tag === tag) return article;
    const child = findArticle(article.children, tag);
    if (child) return child;
  }
  return null;
}

/**
 * The element id of an article, so that `/help#<tag>` reaches it; null for a tag that cannot be one
 * (empty, or with characters a URL fragment or a CSS selector would trip over).
 */
export function anchorOf(tag: string): string | null {
  return /^[A-Za-z][\w-]{0,63}$/.test(tag) ? tag : null;
}

/** The tag a URL fragment names (`#term` → `term`), or null. */
export function tagOfHash(hash: string): string | null {
  let tag: string;
  try {
    tag = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return anchorOf(tag);
}

/**
 * The article's accent colour (its upstream `bgColor`), only when it is a plain hex colour: the value
 * goes into a style, and nothing else from the upstream should.
 */
export function accentOf(bgColor: string): string | null {
  const colour = bgColor.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colour) ? colour : null;
}
