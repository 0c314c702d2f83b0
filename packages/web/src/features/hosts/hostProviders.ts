import { type TranslationKey, tKey } from '../../i18n/tKey';

const providerKeys: [TranslationKey, ...TranslationKey[]] = [
  tKey('hosts.provider.0'),
  tKey('hosts.provider.1'),
  tKey('hosts.provider.2'),
  tKey('hosts.provider.3'),
  tKey('hosts.provider.4'),
];

/** The name of a host's provider by its number (0 other, 1 Alibaba, 2 Tencent, 3 Huawei, 4 Amazon). */
export const providerLabelKey = (provider: number): TranslationKey =>
  providerKeys[provider] ?? providerKeys[0];
