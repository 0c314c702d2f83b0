/**
 * The build images the product ships. Their values are OS tags of the product's build image
 * (builds store them as `build_os`); the sonar one runs SonarQube scans. Ids are fixed so that
 * seeding twice changes nothing and builds keep pointing at them.
 */
export const builtInImages = [
  { id: 'builtin-focal', label: 'Ubuntu 20.04', value: 'focal', imageType: '' },
  { id: 'builtin-bionic', label: 'Ubuntu 18.04', value: 'bionic', imageType: '' },
  { id: 'builtin-xenial', label: 'Ubuntu 16.04', value: 'xenial', imageType: '' },
  {
    id: 'builtin-sonar-scanner',
    label: 'sonar-scanner-cli',
    value: 'sonarsource/sonar-scanner-cli:latest',
    imageType: 'sonar',
  },
] as const;

/** What built-in images carry as `image_from`; custom ones carry 'custom'. */
export const BUILT_IN_IMAGE_FROM = 'built-in';
export const SONAR_IMAGE_TYPE = 'sonar';
