import { packageConfig } from '../../scripts/tsup-package'

export default packageConfig()
