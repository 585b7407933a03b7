/// <reference types="vitest/config" />
// Vite builds the page into dist/ (embedded in the Go binary by embed.go);
// `npm run dev` serves it with hot reload and proxies the WebSocket to a
// running `guardrail serve` (GUARDRAIL_URL, default http://127.0.0.1:8080).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const target = process.env.GUARDRAIL_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // One small page: keep the output to a handful of hashed files.
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: {
      '/ws': {
        target,
        ws: true,
        changeOrigin: true,
        // The server accepts browser sockets from its own origin only; the
        // dev page is on Vite's, so present the server's.
        configure: (proxy) => {
          proxy.on('proxyReqWs', (req) => req.setHeader('origin', target));
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The machine is shared; role queries in jsdom are slow under load.
    testTimeout: 20_000,
  },
});
