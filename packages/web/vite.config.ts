import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server the dev server forwards /api to; SLIPWAY_API_URL points it elsewhere. */
const apiTarget = process.env.SLIPWAY_API_URL ?? 'http://127.0.0.1:8080';

/** React, the router and the scheduler change rarely: one long-cached chunk every page shares. */
const reactVendor = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/**
 * zod and its configuration in one chunk, so the configuration runs before any other chunk can
 * parse (the session store does as it loads); see src/app/zodWithoutEval.ts.
 */
const zodConfigured = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zodWithoutEval\.ts$/;

const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The contracts package is schemas, types and texts without side effects: a page gets only the
      // parts it imports, not the whole package through its index.
      treeshake: { moduleSideEffects: [{ test: contractsSource, sideEffects: false }] },
      output: {
        // Every page is a lazy route, so the rest (antd components, zod, page code) is split by
        // the bundler per route; only the React runtime is grouped by hand.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: reactVendor, priority: 10 },
            { name: 'zod', test: zodConfigured, priority: 10 },
          ],
        },
      },
    },
  },
});
