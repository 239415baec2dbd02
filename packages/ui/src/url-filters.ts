import { useSearchParams } from 'react-router-dom';

/** An id in the address: a whole number from 1 to the largest database id, else ''. */
export function idParam(value: string | null): string {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? String(id) : '';
}

/** 'YYYY-MM-DD' of a real day, else ''. */
export function dayParam(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}

/**
 * A list's filters and page, kept in the address so that reload and Back keep them: `read` takes the filters
 * from the address ('' = not filtered, also for a value it does not take), `names` are the filters' parameters.
 * Any filter change goes back to page 1.
 */
export function useUrlFilters<F extends { [K in keyof F]: string }>(
  read: (params: URLSearchParams) => F,
  names: readonly (keyof F & string)[],
) {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const filters = read(params);

  /** Sets filters (an empty value leaves the address) and goes back to page 1. */
  const setFilters = (next: Partial<F>, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const name of names) {
          const value = next[name];
          if (value === undefined) continue;
          if (value) out.set(name, value);
          else out.delete(name);
        }
        out.delete('page');
        return out;
      },
      { replace: options.replace ?? false },
    );

  const setPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });

  const filtered = names.some((name) => filters[name] !== '');
  return { page, filters, filtered, setFilters, setPage };
}
