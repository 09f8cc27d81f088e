import type { Client, StorefrontError } from '@storefront-kit/sdk'
import type { MutationKey, UseMutationResult } from '@tanstack/react-query'
import type { storefrontKeys } from '../../src/index'
import * as hooks from '../../src/index'

/** The areas of `storefrontKeys`. */
export type Area = Exclude<keyof typeof storefrontKeys, 'all'>

/** What the mutations of a group share: the key prefix, what they invalidate and keep. */
export interface Group {
  /** The mutation key after the `storefront` root, less the mutation's own name. */
  key: string[]
  /** The areas (keys of `storefrontKeys`) whose queries are stale once it settles. */
  invalidates: Area[]
  /** The area whose detail query of the entity an answer is written into. */
  keeps?: 'checkout' | 'orders' | 'reviews' | 'mediaFiles' | 'mediaFolders'
}

export interface Row extends Group {
  hook: string
  factory: string
  /** The one request it sends: method and path, the id as `:id`. */
  request: string
  use: () => unknown
  run: (rendered: unknown) => Promise<unknown>
  options: (client: Client) => {
    mutationKey?: MutationKey
    onSuccess?: (data: never, variables: never, result: never, context: never) => unknown
  }
}

type Exports = typeof hooks
type Result<TVariables> = UseMutationResult<unknown, StorefrontError, TVariables>
/** The mutation hooks, with what their `mutateAsync` takes. */
type HookVariables = {
  [H in keyof Exports as H extends `use${string}` ? H : never]: Exports[H] extends (
    ...args: never[]
  ) => { mutateAsync: (variables: infer V, ...rest: never[]) => unknown }
    ? V
    : never
}
/**
 * Each hook's request (method and path), the variables to send (type-checked against the hook),
 * and the mutation's own name when it is not the hook's (`useDeleteReview` → `delete`).
 */
type Entries = {
  [H in keyof HookVariables]?: [request: string, variables: HookVariables[H], name?: string]
}

// Exports looked up by name; the types above tie each name to its variables.
const exported: Record<string, unknown> = { ...hooks }

/** Options factories named otherwise than `use<Name>` → `<name>MutationOptions`. */
const FACTORIES: Record<string, string> = {
  useCreateBackInStockRequest: 'createBackInStockNotificationRequestMutationOptions',
  useDeleteBackInStockRequest: 'deleteBackInStockNotificationRequestMutationOptions',
}
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** The rows of mutations that share a key prefix, what they invalidate and what they keep. */
export function group(shared: Group, entries: Entries): Row[] {
  return Object.entries(entries).map(([hook, entry]) => {
    const [request, variables, name = lowerFirst(hook.slice(3))] = entry as [
      string,
      unknown,
      string?,
    ]
    const factory = FACTORIES[hook] ?? `${lowerFirst(hook.slice(3))}MutationOptions`
    const use = exported[hook] as () => Result<unknown>
    return {
      ...shared,
      key: [...shared.key, name],
      hook,
      factory,
      request,
      use: () => use(),
      run: (rendered) => (rendered as Result<unknown>).mutateAsync(variables).catch((e) => e),
      options: exported[factory] as Row['options'],
    }
  })
}
