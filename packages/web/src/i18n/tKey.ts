import type { AppTexts } from './resources';

export type TranslationKey = keyof AppTexts;

/** Marks a translation key stored for later (route titles, menu labels); the compiler checks it exists. */
export const tKey = <K extends TranslationKey>(key: K): K => key;
