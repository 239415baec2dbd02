import { useSearchParams } from 'react-router-dom';

/** The list's page and filters, kept in the address so that reload and Back keep them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;

  /** Sets the given keys; an empty value, and page 1, leave the address. */
  const update = (next: Record<string, string | number>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        const text = String(value);
        if (text && !(key === 'page' && text === '1')) out.set(key, text);
        else out.delete(key);
      }
      return out;
    });

  return { params, page, update };
}
