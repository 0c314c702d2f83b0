import type en from './locales/en.json';

export type TranslationKey = keyof typeof en;

/** Marks a translation key stored for later (route titles, menu labels); the compiler checks it exists. */
export const tKey = <K extends TranslationKey>(key: K): K => key;
