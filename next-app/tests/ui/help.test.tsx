import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpCentre } from '../../components/site/HelpCentre';
import { HelpHash } from '../../components/site/HelpHash';
import { HelpLink } from '../../components/site/HelpLink';
import type { HelpArticle } from '../../lib/bff/calls/site';
import { renderUi } from './render';

const article = (tag: string, over: Partial<HelpArticle> = {}): HelpArticle => ({
  tag,
  title: `Title ${tag}`,
  content: `<p>Text of ${tag}</p>`,
  bgColor: '#203a2e',
  display: true,
  children: [],
  ...over,
});

const terms = article('term', { children: [article('term-general')] });
const faq = article('faq', { bgColor: 'red;background:url(x)', children: [article('faq-deposit'), article('faq-withdraw')] });

afterEach(() => vi.unstubAllGlobals());

describe('HelpCentre', () => {
  it('lists the articles in a menu of anchors, each article with its colour and its children as closed sections', () => {
    renderUi(<HelpCentre articles={[terms, faq]} />);
    const menu = screen.getByRole('navigation', { name: 'Help topics' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#term', '#faq']);
    const sections = screen.getAllByTestId('help-article');
    expect(sections.map((s) => s.id)).toEqual(['term', 'faq']);
    expect(sections[0]!.style.getPropertyValue('--accent')).toBe('#203a2e');
    // A colour that is not one never reaches the style.
    expect(sections[1]!.getAttribute('style')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Title faq' })).toBeTruthy();
    const children = within(sections[1]!).getAllByTestId('help-child') as HTMLDetailsElement[];
    expect(children.map((d) => [d.id, d.open])).toEqual([
      ['faq-deposit', false],
      ['faq-withdraw', false],
    ]);
    expect(within(children[0]!).getByTestId('help-child-title').textContent).toBe('Title faq-deposit');
  });

  it('says so when there is nothing to list', () => {
    renderUi(<HelpCentre articles={[]} />);
    expect(screen.getByTestId('help-empty').textContent).toContain('There are no help articles yet.');
  });
});

describe('the help page address', () => {
  it('#term opens the terms in the help modal; closing it takes #term off the address', async () => {
    window.history.replaceState(null, '', '/help#term');
    renderUi(<HelpHash terms={terms} />);
    const modal = await screen.findByRole('dialog', { name: 'Title term' });
    expect(within(modal).getByText('Text of term')).toBeTruthy();
    expect(within(modal).getByTestId('help-child').id).toBe('help-modal-term-general');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname + window.location.hash).toBe('/help');
  });

  it('another #<tag> opens that section and brings it into view, without a modal', async () => {
    window.history.replaceState(null, '', '/help#faq-withdraw');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderUi(
      <>
        <HelpCentre articles={[terms, faq]} />
        <HelpHash terms={terms} />
      </>,
    );
    const target = document.getElementById('faq-withdraw') as HTMLDetailsElement;
    await waitFor(() => expect(target.open).toBe(true));
    expect(scrolled).toHaveBeenCalled();
    expect((document.getElementById('faq-deposit') as HTMLDetailsElement).open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a terms article the upstream does not have is said to be missing', async () => {
    window.history.replaceState(null, '', '/help#term');
    renderUi(<HelpHash terms={null} />);
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByTestId('help-modal-missing').textContent).toContain('This article is not available.');
  });
});

describe('HelpLink', () => {
  it('is a link to the help centre that opens the article in place, fetched in the page language, hidden ones too', async () => {
    const fetch = vi.fn(async (_url: string) =>
      Response.json({ success: true, message: '', errorCode: '', value: [terms, article('agent-term', { display: false, title: 'Agent terms' })] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderUi(
      <HelpLink tag="agent-term" testId="terms-link">
        Read the agent terms
      </HelpLink>,
      { locale: 'th' },
    );
    const link = screen.getByTestId('terms-link');
    expect(link.getAttribute('href')).toBe('/help#agent-term');
    await userEvent.click(link);
    const modal = await screen.findByRole('dialog', { name: 'Agent terms' });
    expect(within(modal).getByText('Text of agent-term')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/wps/system/helpCenter?lang=TH&device=WEB');
    expect(window.location.pathname).toBe('/');
  });

  it('offers a retry when the help centre cannot be had', async () => {
    const fetch = vi.fn(async () => Response.json({ success: false, message: 'down', errorCode: 'x', value: null }, { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    renderUi(<HelpLink>Terms</HelpLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByTestId('help-modal-error', {}, { timeout: 3000 });
    fetch.mockImplementation(async () => Response.json({ success: true, message: '', errorCode: '', value: [terms] }));
    await userEvent.click(within(modal).getByTestId('help-modal-error-retry'));
    expect(await screen.findByRole('dialog', { name: 'Title term' })).toBeTruthy();
  });
});
