import { describe, expect, it } from 'vitest';
import type { HelpArticle } from '../lib/bff/calls/site';
import { helpCenter } from '../lib/bff/calls/site';
import { accentOf, anchorOf, findArticle, tagOfHash, visibleArticles } from '../lib/site/help';

const article = (tag: string, display = true, children: HelpArticle[] = []): HelpArticle => ({
  tag,
  title: `Title ${tag}`,
  content: `<p>${tag}</p>`,
  bgColor: '#1f2a44',
  display,
  children,
});

const tree = [
  article('about'),
  article('term', true, [article('term-general'), article('term-hidden', false)]),
  article('faq', true, [article('faq-deposit', true, [article('faq-deep', false)])]),
  article('agent-term', false),
];

describe('help centre', () => {
  it('lists only displayed articles, and only their displayed children', () => {
    const shown = visibleArticles(tree);
    expect(shown.map((a) => a.tag)).toEqual(['about', 'term', 'faq']);
    expect(shown[1]!.children.map((a) => a.tag)).toEqual(['term-general']);
    expect(shown[2]!.children[0]!.children).toEqual([]);
    // The upstream's answer is left as it was.
    expect(tree[1]!.children).toHaveLength(2);
  });

  it('finds an article by tag anywhere in the tree, displayed or not', () => {
    expect(findArticle(tree, 'agent-term')?.title).toBe('Title agent-term');
    expect(findArticle(tree, 'faq-deep')?.display).toBe(false);
    expect(findArticle(tree, 'term')?.children).toHaveLength(2);
    expect(findArticle(tree, 'nothing')).toBeNull();
    expect(findArticle([], 'term')).toBeNull();
  });

  it('makes anchors only of tags a fragment and a selector can carry', () => {
    expect(anchorOf('term-general')).toBe('term-general');
    expect(anchorOf('faq_2')).toBe('faq_2');
    for (const bad of ['', '2fa', 'a b', 'x"]', 'a#b', '<img>', 'x'.repeat(65)]) expect(anchorOf(bad), bad).toBeNull();
  });

  it('reads the tag the address names', () => {
    expect(tagOfHash('#term')).toBe('term');
    expect(tagOfHash('term')).toBe('term');
    expect(tagOfHash('')).toBeNull();
    expect(tagOfHash('#%E0%A4%A')).toBeNull();
    expect(tagOfHash('#a%20b')).toBeNull();
  });

  it("takes the article's colour only when it is a plain hex colour", () => {
    expect(accentOf('#1f2a44')).toBe('#1f2a44');
    expect(accentOf(' #ABC ')).toBe('#ABC');
    expect(accentOf('#11223344')).toBe('#11223344');
    for (const bad of ['', 'red', '#12', '#12345', 'url(javascript:alert(1))', '#fff;background:url(x)', 'expression(alert(1))'])
      expect(accentOf(bad), bad).toBeNull();
  });

  it('reads the upstream answer: display flags, children, untitled articles dropped', () => {
    const call = helpCenter('TH');
    expect(call.path).toBe('/wps/system/helpCenter?lang=TH&device=WEB');
    const parsed = call.parse([
      { title: 'Terms', content: '<p>x</p>', tag: 'term', bgColor: '#123456', display: true, children: [{ title: 'General', tag: 'g', display: 0 }] },
      { title: 'Agent', tag: 'agent-term', display: false },
      { title: '', tag: 'untitled' },
      'garbage',
    ]);
    expect(parsed?.map((a) => [a.tag, a.display])).toEqual([
      ['term', true],
      ['agent-term', false],
    ]);
    expect(parsed?.[0]?.children[0]).toMatchObject({ tag: 'g', display: false, content: '' });
    expect(call.parse({ not: 'a list' })).toBeNull();
  });
});
