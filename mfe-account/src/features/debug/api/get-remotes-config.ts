import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRemotesConfig } from '../remotes-config';

/** /remotes.json, read the way the shell reads it at start (no cache). */
export const remotesConfigQueryKey = ['remotes-config'] as const;

export function remotesConfigQueryOptions() {
  return queryOptions({ queryKey: remotesConfigQueryKey, queryFn: fetchRemotesConfig });
}

export function useRemotesConfigQuery() {
  return useQuery(remotesConfigQueryOptions());
}
