import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'packages/*/test/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.{ts,tsx}',
      'e2e/**/*.test.ts',
    ],
    testTimeout: 20_000,
    // A browser on a loaded 2-core runner can take seconds to decode a picture or settle a
    // render; polls wait for what must happen, so a generous ceiling costs nothing when green.
    expect: { poll: { timeout: 10_000 } },
  },
})
