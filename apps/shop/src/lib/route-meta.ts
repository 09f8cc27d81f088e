import type { MetaArgs, MetaDescriptor } from 'react-router'
import { type PageHead, pageMeta } from './head'

/** The shop's origin, from the root's data (the server saw the request). */
function originOf(args: MetaArgs): string {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as
    | { origin?: string }
    | undefined
  return root?.origin ?? ''
}

/**
 * The `meta` of a route: the head its data answered, else `fallback` (pages without data, and a
 * route's error).
 *
 * @example
 * ```ts
 * export const meta: MetaFunction = (args) => routeMeta(args, { title: 'Sign in', path: '/sign-in' })
 * ```
 */
export function routeMeta(args: MetaArgs, fallback?: PageHead): MetaDescriptor[] {
  const head = (args.loaderData as { head?: PageHead } | undefined)?.head
  const chosen = args.error ? fallback : (head ?? fallback)
  return chosen ? pageMeta(chosen, originOf(args)) : []
}
