import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// Workspace packages resolve to their sources through the repo's tsconfig paths, so the shop
// builds without building them first. Where the store is comes from the server's environment at
// run time (STOREFRONT_API_URL, STOREFRONT_CLIENT_ID), not from the build.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { target: 'es2022' },
})
