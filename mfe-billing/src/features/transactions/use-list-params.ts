import { useSearchParams } from 'react-router-dom';

function positive(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/**
 * The list's page and reseller filter kept in the address (?page=2&reseller_id=3), so that reload and Back
 * keep them. Changing the filter goes back to the first page.
 */
export function useListParams(): {
  page: number;
  resellerId: number | undefined;
  setPage: (page: number) => void;
  setResellerId: (resellerId: number | undefined) => void;
} {
  const [params, setParams] = useSearchParams();
  const update = (change: (params: URLSearchParams) => void) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      change(updated);
      return updated;
    });
  return {
    page: positive(params.get('page')) ?? 1,
    resellerId: positive(params.get('reseller_id')),
    setPage: (page) =>
      update((p) => {
        if (page > 1) p.set('page', String(page));
        else p.delete('page');
      }),
    setResellerId: (resellerId) =>
      update((p) => {
        p.delete('page');
        if (resellerId) p.set('reseller_id', String(resellerId));
        else p.delete('reseller_id');
      }),
  };
}
