import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n';

// jsdom has no matchMedia; antd's responsive helpers (Grid, Sider) need one.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom has no ResizeObserver; antd's Table, Tree and popups measure themselves with one.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy* waits for what the page renders next; with every test file running at once on two cores an
// antd form can take several seconds to validate and answer.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  if (typeof window !== 'undefined') await initI18n('en', 'all');
});

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
});
