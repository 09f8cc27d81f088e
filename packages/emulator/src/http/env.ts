import type { Caller } from './caller'

/** Hono environment of the emulator: what middleware leaves for handlers. */
export interface Env {
  Variables: {
    caller: Caller
    requestId: string
  }
}
