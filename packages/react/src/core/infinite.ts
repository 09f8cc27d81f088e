import type { Client, PagedCall, StorefrontError } from '@storefront-kit/sdk'
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import { queryCall } from './query-call'

/**
 * Infinite-query options for any SDK list call that knows how to page (`withPager`): each page
 * is one platform answer, and the next page's request comes from the call's own pager (cursor
 * or offset), exactly as `paginate` walks it.
 *
 * @example
 * ```ts
 * const reviews = useInfiniteQuery(
 *   pagedQueryOptions(client, [...reviewKeys.all, 'pages', request], queryReviews, request),
 * )
 * ```
 */
export function pagedQueryOptions<Req, Res, Item, TKey extends QueryKey>(
  client: Client,
  queryKey: TKey,
  call: PagedCall<Req, Res, Item>,
  request: Req,
) {
  return infiniteQueryOptions<Res, StorefrontError, InfiniteData<Res, Req>, TKey, Req>({
    queryKey,
    // TanStack's context type keeps `pageParam` generic-deferred; it is the request given below.
    queryFn: ({ pageParam, signal }) => call(client, pageParam as Req, queryCall(signal)),
    initialPageParam: request,
    getNextPageParam: (lastPage: Res, _pages: Res[], lastRequest: Req) =>
      call.pager.items(lastPage).length ? call.pager.next(lastRequest, lastPage) : undefined,
  })
}
