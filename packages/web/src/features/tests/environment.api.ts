import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

/** A build environment image (system settings' basic images). */
export interface BasicImage {
  id: string;
  label: string;
  value: string;
  image_from: string;
}

/** An installable software package; a job picks name and version. */
export interface AvailablePackage {
  name: string;
  version: string;
}

/** The images a test or scanner runs in; scanners of Sonar pick among `image_type=sonar`. */
export function useBasicImages(imageType: '' | 'sonar' = '') {
  return useQuery({
    queryKey: ['basicImages', imageType],
    queryFn: ({ signal }) =>
      http.get<BasicImage[]>('/api/aslan/system/basicImages', {
        query: { image_from: '', image_type: imageType },
        signal,
      }),
  });
}

export function useAvailablePackages() {
  return useQuery({
    queryKey: ['installs', 'available'],
    queryFn: ({ signal }) =>
      http.get<AvailablePackage[]>('/api/aslan/system/install', { query: { available: true }, signal }),
  });
}
