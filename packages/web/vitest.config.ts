import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // antd forms driven by user-event take seconds on a loaded CI machine; a test fails on what it
    // checks, not on the machine's speed.
    testTimeout: 30_000,
    // One more try for a screen test that misses under load; a real break fails both times.
    retry: 1,
  },
});
