import { useState } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pagination, paginationRange } from '../../components/ui/Pagination';
import { pageCountOf, pageSlice, usePaged } from '../../lib/hooks/use-paged';
import { renderUi } from './render';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the current page with its neighbours, with gaps for the rest', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('never lets a gap stand for a single page', () => {
    for (let page = 1; page <= 12; page += 1) {
      const slots = paginationRange(page, 12);
      slots.forEach((slot, i) => {
        if (slot !== 'gap') return;
        const before = slots[i - 1] as number;
        const after = slots[i + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
      expect(slots.length).toBe(7);
    }
  });
});

describe('usePaged (9 notices a page)', () => {
  const notices = Array.from({ length: 20 }, (_, i) => `notice ${i + 1}`);

  it('counts pages and slices them', () => {
    expect(pageCountOf(20, 9)).toBe(3);
    expect(pageCountOf(0, 9)).toBe(1);
    expect(pageSlice(notices, 3, 9)).toEqual(['notice 19', 'notice 20']);
  });

  it('moves between pages, finds the page of an item, and stays valid when the list shrinks', () => {
    const { result, rerender } = renderHook(({ list }) => usePaged(list, 9), { initialProps: { list: notices } });
    expect(result.current.pageCount).toBe(3);
    expect(result.current.items).toHaveLength(9);
    act(() => result.current.showIndex(10));
    expect(result.current.page).toBe(2);
    expect(result.current.firstIndex).toBe(9);
    expect(result.current.items[0]).toBe('notice 10');
    act(() => result.current.setPage(3));
    rerender({ list: notices.slice(0, 5) });
    expect(result.current.page).toBe(1);
    expect(result.current.items).toHaveLength(5);
  });
});

function Pages({ count }: { count: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={count} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    renderUi(<Pages count={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page, disables previous on the first, and announces changes', async () => {
    const user = userEvent.setup();
    renderUi(<Pages count={5} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(nav.querySelector('[aria-live="polite"]')?.textContent).toBe('Page 1 of 5');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(nav.querySelector('[aria-live="polite"]')?.textContent).toBe('Page 2 of 5');

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('speaks Thai on a Thai page', () => {
    renderUi(<Pages count={3} />, { locale: 'th' });
    expect(screen.getByRole('button', { name: 'หน้าถัดไป' })).toBeTruthy();
    expect(screen.getByRole('navigation').querySelector('[aria-live]')?.textContent).toBe('หน้า 1 จาก 3');
  });
});
