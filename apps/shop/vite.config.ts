import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Workspace packages resolve to their sources through the repo's tsconfig paths, so the shop
// runs without building them first. VITE_API_URL and VITE_CLIENT_ID come from the environment
// (scripts/start.mjs sets them).
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { strictPort: false },
  build: { target: 'es2022', sourcemap: true },
})
