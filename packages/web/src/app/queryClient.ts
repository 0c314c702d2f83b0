import { QueryClient } from '@tanstack/react-query';

/** Failures are reported by the HTTP client; a retry would only repeat the toast. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
