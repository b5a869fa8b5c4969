import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: 'es2022',
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first paint needs in one chunk: fewer requests, better compression.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    host: true,
    allowedHosts: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/media': { target: 'http://localhost:3000', changeOrigin: false },
      '/flags': { target: 'http://localhost:3000', changeOrigin: false },
      '/dev': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
