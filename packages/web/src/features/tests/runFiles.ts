import { sessionStore } from '../session/sessionStore';

/**
 * Files a run kept (exported files, the HTML report) are fetched with the session's bearer token,
 * as every API call is; a plain link could not send it.
 */
export async function fetchRunFile(url: string): Promise<Blob> {
  const token = sessionStore.getState().user?.token;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.blob();
}

/** Saves a file of a run under its own name. */
export async function saveRunFile(url: string, fileName: string): Promise<void> {
  const blob = await fetchRunFile(url);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName.split('/').pop() || fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
