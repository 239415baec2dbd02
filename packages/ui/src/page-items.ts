export type PageItem = number | 'ellipsis';

/**
 * Numbered paging with ellipses (spec 001 §2): every page when there are 7 or fewer, otherwise the first
 * page, the last page, the current page with its neighbours, and 'ellipsis' where pages are left out.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(1, current), last);
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  const from = Math.max(2, page - 1);
  const to = Math.min(last - 1, page + 1);
  if (from > 2) items.push('ellipsis');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < last - 1) items.push('ellipsis');
  items.push(last);
  return items;
}
