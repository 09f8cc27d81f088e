import type { Hono } from 'hono'
import type { EmulatorContext } from '../context'
import type { Migration } from '../db/migrations'
import type { CallerCheck } from '../http/authenticate'
import type { Env } from '../http/env'
import type { RouteDef } from '../http/route'
import type { AreaFiles } from '../state/snapshot'

/** Which starting data the emulator seeds. */
export type SeedKind = 'demo' | 'empty'

/**
 * One platform area of the emulator (catalog, cart, identity...) as the app serves it. The app
 * composes areas; an area owns its tables (through its migrations), its routes and its seed.
 *
 * A platform area is built once per emulator by the factory in its `index.ts`, which makes the
 * area's store and hands it, with the services of the areas it uses, to the area's code (see
 * `areas/index.ts`). Other areas reach it only through what that `index.ts` exports.
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
  /** Clears what the area keeps outside the database (files on disk) when the emulator resets. */
  reset?(): void
  /** Fills the area's tables; runs inside a transaction after a reset or on a new database. */
  seed?(ctx: EmulatorContext, kind: SeedKind): void
  /**
   * Files the area keeps outside the database (a media library's bytes): a state export
   * carries them and an import writes them back (`state/snapshot.ts`). Tables need nothing.
   */
  files?(ctx: EmulatorContext): AreaFiles
}

/**
 * What an area's factory builds: the area the app serves, and the service other areas may use
 * (the only way in: an area's store stays private to it).
 */
export interface BuiltArea<Service> {
  area: Area
  service: Service
}
