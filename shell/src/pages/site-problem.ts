/** 'setting-up': a reseller's site held back until its terms and privacy pages are published (public pages only). */
export type SiteProblem = 'unknown' | 'pending' | 'suspended' | 'setting-up';

/** The problem the API reports for this host, if any (403/404 with a `reason`). */
export function siteProblemOf(error: unknown): SiteProblem | null {
  const data = (error as { response?: { data?: { reason?: unknown } } })?.response?.data;
  const reason = data?.reason;
  return reason === 'unknown' || reason === 'pending' || reason === 'suspended' ? reason : null;
}
