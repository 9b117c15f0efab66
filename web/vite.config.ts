import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

// The interface is served under a strict Content-Security-Policy (no inline script or style), so the
// build must not inline anything: no module-preload polyfill, no assets turned into data: URLs.
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), precompress()],
  // Development only (`npx vite --config web/vite.config.ts`): the API of a `tandem serve` on its
  // default port, presented as coming from that server's own origin so its same-origin check passes.
  server: {
    proxy: {
      '/api': {
        target: process.env.TANDEM_DEV_API ?? 'http://127.0.0.1:8080',
        headers: { origin: process.env.TANDEM_DEV_API ?? 'http://127.0.0.1:8080' },
      },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Which files each page needs (checked by the first-load budget in test/http/web-assets.test.ts).
    manifest: true,
    target: 'es2022',
    // Timing advice is noise in `npm ci` / `npm run build` output on a busy machine.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // The libraries every page needs in one chunk of their own: it keeps its name (and the browser's
        // cached copy) across releases that change only Tandem's code.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
