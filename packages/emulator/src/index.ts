/**
 * `@storefront-kit/emulator`: an offline emulator of the hosted commerce platform.
 * @module
 */
export { createEmulator, type Emulator, type EmulatorOptions } from './app'
export type { Area, SeedKind } from './areas/area'
export { DataDirInUseError } from './db/data-dir-lock'
export { CONTROL_TOKEN_HEADER } from './http/control-guard'
export { EMULATOR_VERSION, type EmulatorInfo } from './info'
export { DEFAULT_CLIENT_ID } from './platform/config'
export type { RecordedEvent } from './platform/events'
export type { OutboxMessage } from './platform/outbox'
export type {
  DeliveryAttempt,
  DeliveryStatus,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
} from './platform/webhooks/index'
export { type RunningEmulator, type StartOptions, startEmulator } from './server'
export { type AreaFiles, StateMismatchError } from './state/snapshot'
export { type EmulatorState, stateSchema } from './state/state-file'
