import type { Hono } from 'hono'
import type { EmulatorContext } from '../context'
import type { Migration } from '../db/migrations'
import type { CallerCheck } from '../http/authenticate'
import type { Env } from '../http/env'
import type { RouteDef } from '../http/route'

/** Which starting data the emulator seeds. */
export type SeedKind = 'demo' | 'empty'

/**
 * One platform area of the emulator (catalog, cart, identity...). The app composes areas; an area
 * owns its tables (through its migrations), its routes and its seed.
 */
export interface Area {
  name: string
  migrations: readonly Migration[]
  /** JSON API routes. */
  routes?(ctx: EmulatorContext): readonly RouteDef[]
  /** Anything that is not a JSON route: hosted pages, media files. */
  install?(app: Hono<Env>, ctx: EmulatorContext): void
  /** Extra checks on verified callers (a blocked member may not call anything). */
  callerChecks?(ctx: EmulatorContext): readonly CallerCheck[]
  /** Fills the area's tables; runs inside a transaction after a reset or on a new database. */
  seed?(ctx: EmulatorContext, kind: SeedKind): void
}
