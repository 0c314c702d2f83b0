import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { HttpError } from '../../../api/http';

interface SaveMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** Queries showing what was changed; they reload after success. */
  invalidates: QueryKey;
  /** The toast after success. */
  successText: string;
  /** A message of the screen's own after a failure (spec §8), besides the HTTP client's report. */
  failureText?: string;
  onSuccess?: (result: TResult) => void;
}

/** After a lost session the user is on the sign-in page; the screen's message would only confuse. */
function wantsFailureText(error: unknown, failureText: string | undefined): failureText is string {
  if (!failureText || !(error instanceof HttpError) || error.status === 401) return false;
  return error.message !== failureText; // the server said it already
}

/**
 * A change made on an admin screen: on success it says so and reloads the lists it touched.
 * Failures are reported by the HTTP client (spec §8).
 */
export function useSaveMutation<TVariables, TResult>({
  mutationFn,
  invalidates,
  successText,
  failureText,
  onSuccess,
}: SaveMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      void message.success(successText);
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: invalidates });
    },
    onError: (error) => {
      if (wantsFailureText(error, failureText)) void message.error(failureText);
    },
  });
}
