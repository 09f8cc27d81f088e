import { packageConfig } from '../../scripts/tsup-package'

// The wire types and encoders are bundled in: the SDK ships with no dependencies.
export default packageConfig({
  dts: { resolve: true, compilerOptions: { paths: {} } },
  noExternal: [/^@storefront-kit\/wire/],
  platform: 'neutral',
})
