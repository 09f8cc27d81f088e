import { lazySchema } from '@storefront-kit/wire'
import { z } from 'zod'
import { applicationError } from '../http/api-error'
import { ANYONE } from '../http/caller'
import { type RouteDef, route } from '../http/route'
import type { EmulatorInfo } from '../info'
import { StateMismatchError } from '../state/snapshot'
import { type EmulatorState, stateSchema } from '../state/state-file'
import { type Faults, faultInput } from './faults'

/** The clock moves at most a century per call, so emulated time stays a valid date. */
const CENTURY = 100 * 366 * 24 * 3600

/** What the control API needs from the app. */
export interface ControlHooks {
  info(): EmulatorInfo
  /** Back to the seed; keeps client id, API key, site id and signing key. */
  reset(): void
  /** The failure rules requests run into. */
  faults: Faults
  exportState(): EmulatorState
  importState(state: EmulatorState): void
}

/**
 * `/_emulator/…`: health, info, reset, state, events, outbox, clock, faults. For tools and
 * tests, not storefronts.
 */
export function controlRoutes(hooks: ControlHooks): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: '/_emulator/health',
      allow: ANYONE,
      handle: () => ({ status: 'ok' }),
    }),
    route({ method: 'GET', path: '/_emulator/info', allow: ANYONE, handle: () => hooks.info() }),
    route({
      method: 'POST',
      path: '/_emulator/reset',
      allow: ANYONE,
      write: false,
      handle: () => {
        hooks.reset()
        return { status: 'reset' }
      },
    }),
    route({
      method: 'GET',
      path: '/_emulator/state',
      allow: ANYONE,
      handle: () => hooks.exportState(),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/state',
      allow: ANYONE,
      // The import runs its own transaction (and writes files after it).
      write: false,
      input: stateSchema,
      handle: ({ input }) => {
        try {
          hooks.importState(input as EmulatorState)
        } catch (error) {
          if (error instanceof StateMismatchError)
            throw applicationError(400, 'STATE_MISMATCH', error.message)
          throw error
        }
        return { status: 'imported' }
      },
    }),
    route({
      method: 'GET',
      path: '/_emulator/events',
      allow: ANYONE,
      input: lazySchema(() =>
        z.object({
          entityFqdn: z.string().optional(),
          slug: z.string().optional(),
          entityId: z.string().optional(),
        }),
      ),
      handle: ({ input, ctx }) => ({ events: ctx.events.list(input) }),
    }),
    route({
      method: 'GET',
      path: '/_emulator/outbox',
      allow: ANYONE,
      input: lazySchema(() => z.object({ to: z.string().optional(), kind: z.string().optional() })),
      handle: ({ input, ctx }) => ({ messages: ctx.outbox.list(input) }),
    }),
    route({
      method: 'GET',
      path: '/_emulator/clock',
      allow: ANYONE,
      handle: ({ ctx }) => ({ now: ctx.clock.iso(), offsetSeconds: ctx.clock.offsetSeconds() }),
    }),
    route({
      method: 'POST',
      path: '/_emulator/clock',
      allow: ANYONE,
      write: false,
      input: lazySchema(() =>
        z.object({ advanceSeconds: z.number().finite().min(-CENTURY).max(CENTURY) }),
      ),
      handle: ({ input, ctx }) => {
        ctx.clock.advance(input.advanceSeconds)
        return { now: ctx.clock.iso(), offsetSeconds: ctx.clock.offsetSeconds() }
      },
    }),
    route({
      method: 'GET',
      path: '/_emulator/faults',
      allow: ANYONE,
      handle: () => ({ faults: hooks.faults.list() }),
    }),
    route({
      method: 'POST',
      path: '/_emulator/faults',
      allow: ANYONE,
      write: false,
      input: faultInput,
      handle: ({ input }) => ({ fault: hooks.faults.add(input) }),
    }),
    route({
      method: 'DELETE',
      path: '/_emulator/faults',
      allow: ANYONE,
      write: false,
      handle: () => {
        hooks.faults.clear()
        return {}
      },
    }),
  ]
}
