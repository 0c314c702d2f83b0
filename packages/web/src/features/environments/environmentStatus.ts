/** Tag colours of environment statuses (spec §4). */
export function environmentStatusColor(status: string): string {
  switch (status.toLowerCase()) {
    case 'running':
    case 'succeeded':
    case 'success':
      return 'success';
    case 'creating':
    case 'updating':
    case 'deleting':
      return 'processing';
    case 'error':
    case 'unstable':
      return 'error';
    default:
      return 'default';
  }
}

/** Spec §4: a service is running when Running or Succeeded, else not running. */
export const serviceIsRunning = (status: string) => status === 'Running' || status === 'Succeeded';

/** The last path segment of an image reference, as the service table shows it. */
export const shortImage = (image: string) => image.split('/').pop() ?? image;
