import { lazySchema } from '@storefront-kit/wire'
import { z } from 'zod'
import { notFound } from '../http/api-error'
import { ANYONE } from '../http/caller'
import { type RouteDef, route } from '../http/route'
import type { Webhooks } from '../platform/webhooks/index'

/** An event type (the platform caps them at 150 characters), or `*` for every type. */
const eventType = lazySchema(() => z.string().trim().min(1).max(150))
const eventTypes = lazySchema(() => z.array(eventType).min(1).max(200))
const webhookUrl = lazySchema(() =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }).max(2048),
)
const isoTime = lazySchema(() => z.iso.datetime({ offset: true }))

/**
 * `/_emulator/webhooks…`: register, list and remove endpoints, read the delivery log, replay
 * events. Behind the control API's guard like every `/_emulator` call.
 */
export function webhookRoutes(webhooks: Webhooks): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: '/_emulator/webhooks',
      allow: ANYONE,
      input: lazySchema(() => z.object({ url: webhookUrl, events: eventTypes })),
      handle: ({ input }) => ({ webhook: webhooks.register(input) }),
    }),
    route({
      method: 'GET',
      path: '/_emulator/webhooks',
      allow: ANYONE,
      handle: () => ({ webhooks: webhooks.list() }),
    }),
    route({
      method: 'DELETE',
      path: '/_emulator/webhooks/:id',
      allow: ANYONE,
      input: lazySchema(() => z.object({ id: z.string().min(1) })),
      handle: ({ input }) => {
        if (!webhooks.remove(input.id))
          throw notFound('WEBHOOK_NOT_FOUND', `No webhook endpoint has the id ${input.id}`, {
            id: input.id,
          })
        return {}
      },
    }),
    route({
      method: 'GET',
      path: '/_emulator/webhooks/deliveries',
      allow: ANYONE,
      input: lazySchema(() =>
        z.object({
          webhookId: z.string().min(1).optional(),
          eventId: z.string().min(1).optional(),
          status: z.enum(['PENDING', 'DELIVERED', 'FAILED', 'CANCELED']).optional(),
          limit: z.coerce.number().int().min(1).max(1000).optional(),
        }),
      ),
      handle: ({ input: { limit = 100, ...filter } }) => ({
        deliveries: webhooks.deliveries(filter, limit),
      }),
    }),
    route({
      method: 'POST',
      path: '/_emulator/webhooks/replay',
      allow: ANYONE,
      input: lazySchema(() =>
        z
          .object({
            eventId: z.string().min(1).optional(),
            from: isoTime.optional(),
            to: isoTime.optional(),
            webhookId: z.string().min(1).optional(),
          })
          .strict()
          .superRefine((input, issues) => {
            const range = input.from !== undefined || input.to !== undefined
            if (input.eventId === undefined && !range)
              issues.addIssue({
                code: 'custom',
                path: ['eventId'],
                message: 'give eventId, or from and to',
                params: { violatedRule: 'REQUIRED_FIELD' },
              })
            if (input.eventId !== undefined && range)
              issues.addIssue({
                code: 'custom',
                path: ['from'],
                message: 'give eventId or a time range, not both',
                params: { violatedRule: 'FIELD_NOT_ALLOWED' },
              })
            for (const side of ['from', 'to'] as const)
              if (range && input[side] === undefined)
                issues.addIssue({
                  code: 'custom',
                  path: [side],
                  message: 'a time range needs from and to',
                  params: { violatedRule: 'REQUIRED_FIELD' },
                })
          }),
      ),
      handle: ({ input }) => {
        const { webhookId, eventId, from = '', to = '' } = input
        if (webhookId && !webhooks.list().some((endpoint) => endpoint.id === webhookId))
          throw notFound('WEBHOOK_NOT_FOUND', `No webhook endpoint has the id ${webhookId}`, {
            id: webhookId,
          })
        // Event times are stored in UTC; compare in the same form.
        const utc = (time: string) => new Date(time).toISOString()
        const replayed = webhooks.replay(
          eventId ? { eventId } : { from: utc(from), to: utc(to) },
          webhookId,
        )
        if (eventId && replayed.events === 0)
          throw notFound('EVENT_NOT_FOUND', `No recorded event has the id ${eventId}`, { eventId })
        return replayed
      },
    }),
  ]
}
