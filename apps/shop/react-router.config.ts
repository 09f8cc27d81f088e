import type { Config } from '@react-router/dev/config'

// The shop is rendered on the server (pages with their data in the first HTML), then hydrated.
// Its sources keep the repository's `src/` layout.
export default {
  appDirectory: 'src',
  ssr: true,
  // Twelve routes: the whole manifest comes with the first page, so following a link never
  // waits for a manifest request.
  routeDiscovery: { mode: 'initial' },
} satisfies Config
