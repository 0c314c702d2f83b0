import { type TranslationKey, tKey } from '../../../i18n/tKey';

const providerKeys: [TranslationKey, ...TranslationKey[]] = [
  tKey('settings.storage.provider.other'),
  tKey('settings.storage.provider.oss'),
  tKey('settings.storage.provider.cos'),
  tKey('settings.storage.provider.kodo'),
  tKey('settings.storage.provider.obs'),
];

/** The name of a storage provider by its number (0 other/MinIO/AWS, 1 OSS, 2 COS, 3 Kodo, 4 OBS). */
export const providerLabelKey = (provider: number): TranslationKey =>
  providerKeys[provider] ?? providerKeys[0];
