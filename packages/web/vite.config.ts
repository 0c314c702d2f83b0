import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server the dev server forwards /api to; SLIPWAY_API_URL points it elsewhere. */
const apiTarget = process.env.SLIPWAY_API_URL ?? 'http://127.0.0.1:8080';

/** React, the router and the scheduler change rarely: one long-cached chunk every page shares. */
const reactVendor = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

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
      output: {
        // Every page is a lazy route, so the rest (antd components, zod, page code) is split by
        // the bundler per route; only the React runtime is grouped by hand.
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: reactVendor, priority: 10 }],
        },
      },
    },
  },
});
