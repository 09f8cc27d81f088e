import { packageConfig } from '../../scripts/tsup-package'

// The wire package is bundled in, code and declarations: the SDK ships with no dependencies. Its
// subpaths map to the sources for the declaration build, which inlines what a path maps to.
export default packageConfig({
  dts: {
    resolve: true,
    compilerOptions: { paths: { '@storefront-kit/wire/*': ['../wire/src/*.ts'] } },
  },
  noExternal: [/^@storefront-kit\/wire/],
  platform: 'neutral',
})
