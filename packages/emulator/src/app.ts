import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { Area, SeedKind } from './areas/area'
import { type IdentityPolicies, POLICIES } from './areas/identity/index'
import { assemblePlatform } from './areas/index'
import { REDIRECT_URIS_KEY } from './areas/redirects/index'
import { createClock } from './clock'
import type { EmulatorContext } from './context'
import { installEventStream } from './control/event-stream'
import { createFaults } from './control/faults'
import { controlRoutes } from './control/routes'
import { webhookRoutes } from './control/webhook-routes'
import { openDatabase } from './db/database'
import { documentsToJsonb, type Migration, migrate } from './db/migrations'
import { hostnameOf } from './http/allowed-hosts'
import { authenticate } from './http/authenticate'
import { DEFAULT_MAX_BODY_BYTES, limitBody } from './http/body-limit'
import { compressAnswers } from './http/compress'
import { guardControl } from './http/control-guard'
import { platformCors } from './http/cors'
import type { Env } from './http/env'
import { errorHandler, notFoundHandler } from './http/error-handler'
import { createLock } from './http/lock'
import { requestId } from './http/request-id'
import { mount } from './http/route'
import { EMULATOR_VERSION, type EmulatorInfo } from './info'
import {
  loadSiteConfig,
  META_MIGRATION,
  type SiteCatalog,
  type SiteConfig,
} from './platform/config'
import { createEventLog, EVENTS_MIGRATION } from './platform/events'
import { createOutbox, OUTBOX_MIGRATION } from './platform/outbox'
import { createSettings, SETTINGS_MIGRATION } from './platform/settings'
import {
  createWebhooks,
  WEBHOOKS_MIGRATION,
  type WebhookEndpointInput,
} from './platform/webhooks/index'
import {
  exportState as exportSnapshot,
  IDENTITY_TABLES,
  importState as importSnapshot,
} from './state/snapshot'
import type { EmulatorState } from './state/state-file'
import { createSigner } from './tokens/signer'

/** Options of {@link createEmulator}. All optional. */
export interface EmulatorOptions {
  /**
   * Directory where the database persists across restarts. Default: a fresh temporary database.
   * One emulator at a time may have it open: another throws `DataDirInUseError`.
   */
  dataDir?: string
  /** Starting data on a new database and after a reset. Default `demo`. */
  seed?: SeedKind
  /**
   * The Stores catalog of a new site: `v3` (default: what stores created today run) or `v1`
   * (the legacy catalog, collections). A data directory keeps the catalog it was created with;
   * naming the other one is an error. Each catalog answers only its own routes, as the platform
   * does (428 `CATALOG_V3_CALLING_CATALOG_V1_API` and the reverse).
   */
  catalog?: SiteCatalog
  /** Fix the OAuth client id, API key or site id (otherwise kept in the database). */
  clientId?: string
  apiKey?: string
  siteId?: string
  /** Public base URL (set by `startEmulator` once it listens). */
  publicUrl?: string
  /** Where log lines go. Default: nowhere. */
  log?: (line: string) => void
  /**
   * More areas to serve after the platform's own (an app's own endpoints, a test's): each owns
   * its migrations, routes and seed like a platform area.
   */
  areas?: readonly Area[]
  /**
   * Sign-in policies at start and after a reset (owner approval, e-mail verification, captcha).
   * Each one given wins over a change an earlier run stored in `dataDir`; the others keep it.
   */
  identityPolicies?: Partial<IdentityPolicies>
  /** Redirect URI patterns allowed for the OAuth client besides loopback (`https://shop.example/*`). */
  redirectUris?: readonly string[]
  /**
   * Secret the control API (`/_emulator/*`) then requires in the `x-emulator-control-token`
   * header. Default: none (the control API still refuses web pages and foreign hosts).
   */
  controlToken?: string
  /**
   * Host names the control API answers besides loopback names and the public URL's host, as
   * names, `name:port` or URLs (`['emulator', 'http://192.168.1.20:4010']`).
   */
  allowedHosts?: readonly string[]
  /** Largest request body in bytes (file uploads have their own limit). Default 10 MB. */
  maxBodyBytes?: number
  /**
   * Webhook endpoints registered at start and after a reset (`--webhook`): each gets the events
   * of the listed types (default every type), signed as the platform signs them.
   */
  webhooks?: readonly WebhookEndpointInput[]
  /** Starts from this exported state (`exportState`), replacing what the database held. */
  state?: EmulatorState
}

/** A running emulator app: use `fetch`/`request` in-process, or serve it with `startEmulator`. */
export interface Emulator {
  readonly app: Hono<Env>
  readonly fetch: Hono<Env>['fetch']
  readonly request: Hono<Env>['request']
  readonly context: EmulatorContext
  info(): EmulatorInfo
  /** Back to the seed, keeping client id, API key, site id and signing key. */
  reset(): void
  /** The whole site's state (tables, settings, files), for `importState` here or elsewhere. */
  exportState(): EmulatorState
  /**
   * Replaces the site's state with an exported one (the site's identity stays this emulator's).
   * @throws StateMismatchError when the state was written for other tables; nothing changes then.
   */
  importState(state: EmulatorState): void
  /** Sets the public base URL (hosted page links, image URLs). */
  setPublicUrl(url: string): void
  close(): void
}

const PLATFORM_MIGRATIONS: Migration[] = [
  { area: 'platform', version: 1, up: `${META_MIGRATION}${EVENTS_MIGRATION}${OUTBOX_MIGRATION}` },
  { area: 'platform', version: 2, up: documentsToJsonb },
  { area: 'platform', version: 3, up: SETTINGS_MIGRATION },
  { area: 'webhooks', version: 1, up: WEBHOOKS_MIGRATION },
]
const KEPT_TABLES = IDENTITY_TABLES

/**
 * Creates the emulator: database (migrated, seeded when new), areas and HTTP app.
 *
 * @example
 * ```ts
 * const emulator = createEmulator({ seed: 'demo' })
 * const res = await emulator.request('/_emulator/health')
 * ```
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const seedKind = options.seed ?? 'demo'
  const log = options.log ?? (() => {})
  // Checked before the database opens, so a bad option leaves nothing open.
  const allowedHosts = (options.allowedHosts ?? []).map(hostnameOf)
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1)
    throw new RangeError(`maxBodyBytes must be a positive whole number, not ${maxBodyBytes}`)
  if (options.controlToken === '') throw new RangeError('controlToken must not be empty')
  const db = openDatabase(options.dataDir)
  let site: SiteConfig
  try {
    migrate(db, PLATFORM_MIGRATIONS)
    site = loadSiteConfig(db, {
      clientId: options.clientId,
      apiKey: options.apiKey,
      siteId: options.siteId,
      catalog: options.catalog,
    })
  } catch (error) {
    db.close()
    throw error
  }
  const settings = createSettings(db)
  const clock = createClock(settings)
  let publicUrl = options.publicUrl ?? 'http://localhost'
  const ctx: EmulatorContext = {
    db,
    clock,
    site,
    signer: createSigner(site.signingKey, clock),
    events: createEventLog(db, clock, site.siteId),
    outbox: createOutbox(db, clock),
    lock: createLock(),
    publicUrl: () => publicUrl,
    log,
    newId: () => randomUUID(),
    settings,
    memory: new Map(),
  }
  // Start options win over what an earlier run stored for the same setting (docs/emulator.md).
  if (options.identityPolicies) POLICIES.start(settings, options.identityPolicies)
  if (options.redirectUris)
    settings.startup.set(REDIRECT_URIS_KEY, { [site.clientId]: [...options.redirectUris] })
  // Areas are built once the context exists (their stores and services close over it); their
  // tables come next, before anything is seeded or served.
  const areas = [...assemblePlatform(ctx).areas, ...(options.areas ?? [])]
  migrate(
    db,
    areas.flatMap((area) => area.migrations),
  )

  const seed = () =>
    db.transaction(() => {
      for (const area of areas) area.seed?.(ctx, seedKind)
    })
  const seeded = db.sql.prepare("SELECT value FROM meta WHERE key = 'seeded'").get()
  // The seed and its mark commit together: a start killed between the two left the seed without
  // its mark, and the next start seeded again on top of it.
  if (!seeded)
    db.transaction(() => {
      seed()
      db.sql.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)").run(seedKind)
    })
  const webhooks = createWebhooks(ctx, options.webhooks)

  const faults = createFaults(ctx.newId)
  const reset = () => {
    faults.clear()
    const tables = db.sql.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string
    }[]
    db.transaction(() => {
      for (const { name } of tables)
        if (!KEPT_TABLES.has(name)) db.sql.exec(`DELETE FROM "${name}"`)
    })
    // The log's kept counts named events that are gone now.
    ctx.events.forget()
    for (const area of areas) area.reset?.()
    clock.reload()
    seed()
    webhooks.afterReset()
  }

  const areaFiles = new Map(
    areas.flatMap((area) => {
      const files = area.files?.(ctx)
      return files ? [[area.name, files] as const] : []
    }),
  )
  const stateSource = { db, version: EMULATOR_VERSION, files: areaFiles }
  const exportState = () => exportSnapshot(stateSource)
  const importState = (state: EmulatorState) => {
    importSnapshot(stateSource, state)
    ctx.events.forget()
    faults.clear()
    clock.reload()
  }
  if (options.state)
    try {
      importState(options.state)
    } catch (error) {
      // A state that does not fit leaves nothing open.
      db.close()
      throw error
    }

  const info = (): EmulatorInfo => ({
    version: EMULATOR_VERSION,
    baseUrl: publicUrl,
    clientId: site.clientId,
    apiKey: site.apiKey,
    siteId: site.siteId,
    seed: seedKind,
    catalog: site.catalog,
    dataDir: db.temporary ? null : (options.dataDir ?? null),
    // Read when asked for: the key is made on first use (see platform/webhooks/keys.ts).
    get webhookPublicKey() {
      return webhooks.publicKeyPem()
    },
  })

  const app = new Hono<Env>()
  app.use('*', requestId)
  app.use('*', compressAnswers())
  app.use('*', platformCors())
  app.use(
    '*',
    guardControl({
      allowedHosts: () => [
        ...allowedHosts,
        ...(URL.canParse(publicUrl) ? [new URL(publicUrl).hostname] : []),
      ],
      token: options.controlToken,
    }),
  )
  app.use('*', limitBody(maxBodyBytes))
  app.use('*', faults.middleware)
  app.onError(errorHandler(log))
  app.notFound(notFoundHandler)
  mount(app, ctx, controlRoutes({ info, reset, faults, exportState, importState }))
  mount(app, ctx, webhookRoutes(webhooks))
  const eventStreams = installEventStream(app, ctx, webhooks)
  for (const area of areas) area.install?.(app, ctx)
  app.use(
    '*',
    authenticate(
      site,
      ctx.signer,
      areas.flatMap((area) => area.callerChecks?.(ctx) ?? []),
    ),
  )
  for (const area of areas) mount(app, ctx, area.routes?.(ctx) ?? [])

  return {
    app,
    fetch: app.fetch,
    request: app.request,
    context: ctx,
    info,
    reset,
    exportState,
    importState,
    setPublicUrl: (url) => {
      publicUrl = url.replace(/\/+$/, '')
    },
    close: () => {
      eventStreams.close()
      webhooks.close()
      db.close()
    },
  }
}
