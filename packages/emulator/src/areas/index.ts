import type { Area } from './area'
import { identityArea } from './identity/index'
import { mediaArea } from './media/index'

/** Every area the emulator serves, in registration order. */
export const AREAS: readonly Area[] = [identityArea, mediaArea]
