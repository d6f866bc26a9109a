/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (port 3000 by default) serves the built app; in development Vite proxies to it.
const apiTarget = process.env.KENCANA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // 'prompt': a new version waits until the user is told to close and reopen the tab.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Kencana Back Office',
        short_name: 'Kencana',
        lang: 'id',
        theme_color: '#1c1a17',
        background_color: '#1c1a17',
        display: 'standalone',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/files\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // The manifest lets scripts/check-bundle.mjs follow what each page loads (the bundle-size budget).
  build: { outDir: 'dist', chunkSizeWarningLimit: 900, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    sequence: { groupOrder: 2 },
  },
});
