import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A single-page app: the back office's server (src/server) serves this build and forwards the
// app's API calls under /api with the owner's key, so nothing about the store is in the build.
// In `vite` dev mode the same server runs in front (see src/server/dev.ts).
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: { target: 'es2022', outDir: 'build/client', emptyOutDir: true },
})
