import type { Client } from '@storefront-kit/sdk'
import {
  type GetMemberRequest,
  type GetMyMemberRequest,
  getMember,
  getMyMember,
  type ListMembersRequest,
  listMembers,
  type MemberResponse,
  type MembersListResponse,
  type QueryMembersRequest,
  queryMembers,
} from '@storefront-kit/sdk/members'
import { useInfiniteQuery } from '@tanstack/react-query'
import { queryHook } from '../core/define'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { queryCall } from '../core/query-call'
import { STOREFRONT_KEY } from '../core/types'
import { storefrontQueryOptions } from '../core/use-storefront'

/** `getMember`'s request without the id. */
export type MemberQuery = Omit<GetMemberRequest, 'id'>

/**
 * Query keys of members. Member writes invalidate `memberKeys.all`; sign-in and sign-out reset
 * it, as `my` is whoever is signed in.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: memberKeys.all })
 * ```
 */
export const memberKeys = {
  all: [...STOREFRONT_KEY, 'members'] as const,
  my: (request: GetMyMemberRequest = {}) => [...memberKeys.all, 'my', request] as const,
  detail: (id: string, request: MemberQuery = {}) =>
    [...memberKeys.all, 'detail', id, request] as const,
  list: (request: ListMembersRequest = {}) => [...memberKeys.all, 'list', request] as const,
  listPages: (request: ListMembersRequest = {}) =>
    [...memberKeys.all, 'listPages', request] as const,
  query: (request: QueryMembersRequest = {}) => [...memberKeys.all, 'query', request] as const,
  queryPages: (request: QueryMembersRequest = {}) =>
    [...memberKeys.all, 'queryPages', request] as const,
}

/**
 * Query options of the signed-in member (`getMyMember`).
 * @example const { member } = await queryClient.fetchQuery(myMemberQueryOptions(client, { fieldsets: ['FULL'] }))
 */
export function myMemberQueryOptions(client: Client, request: GetMyMemberRequest = {}) {
  return storefrontQueryOptions({
    queryKey: memberKeys.my(request),
    queryFn: ({ signal }): Promise<MemberResponse> =>
      getMyMember(client, request, queryCall(signal)),
  })
}

/**
 * The signed-in member's profile. Disable it while nobody is signed in (`useAuth().loggedIn`).
 *
 * @example
 * ```tsx
 * const { loggedIn } = useAuth()
 * const { data } = useMyMember({ fieldsets: ['FULL'] }, { enabled: loggedIn })
 * return <p>Hello {data?.member.profile?.nickname}</p>
 * ```
 */
export const useMyMember = /* @__PURE__ */ queryHook(myMemberQueryOptions, 1)

/**
 * Query options of one member (`getMember`).
 * @example await queryClient.prefetchQuery(memberQueryOptions(client, memberId))
 */
export function memberQueryOptions(client: Client, id: string, request: MemberQuery = {}) {
  return storefrontQueryOptions({
    queryKey: memberKeys.detail(id, request),
    queryFn: ({ signal }): Promise<MemberResponse> =>
      getMember(client, id, request, queryCall(signal)),
  })
}

/**
 * One member's public (or, for the owner, full) profile.
 *
 * @example
 * ```tsx
 * const { data } = useMember(memberId)
 * ```
 */
export const useMember = /* @__PURE__ */ queryHook(memberQueryOptions, 2)

/**
 * Query options of one page of members (`listMembers`).
 * @example await queryClient.prefetchQuery(membersQueryOptions(client, { paging: { limit: 20 } }))
 */
export function membersQueryOptions(client: Client, request: ListMembersRequest = {}) {
  return storefrontQueryOptions({
    queryKey: memberKeys.list(request),
    queryFn: ({ signal }): Promise<MembersListResponse> =>
      listMembers(client, request, queryCall(signal)),
  })
}

/**
 * One page of the member directory.
 *
 * @example
 * ```tsx
 * const { data } = useMembers({ paging: { limit: 20 } })
 * ```
 */
export const useMembers = /* @__PURE__ */ queryHook(membersQueryOptions, 1)

/**
 * The member directory page by page.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfiniteMembers({ paging: { limit: 20 } })
 * ```
 */
export function useInfiniteMembers(request: ListMembersRequest = {}) {
  return useInfiniteQuery(
    pagedQueryOptions(useStorefrontClient(), memberKeys.listPages(request), listMembers, request),
  )
}

/**
 * Query options of one page of a member query (`queryMembers`).
 * @example await queryClient.prefetchQuery(queryMembersQueryOptions(client, { query: { filter: { status: 'APPROVED' } } }))
 */
export function queryMembersQueryOptions(client: Client, request: QueryMembersRequest = {}) {
  return storefrontQueryOptions({
    queryKey: memberKeys.query(request),
    queryFn: ({ signal }): Promise<MembersListResponse> =>
      queryMembers(client, request, queryCall(signal)),
  })
}

/**
 * One page of members matching a query.
 *
 * @example
 * ```tsx
 * const { data } = useQueryMembers({ query: { filter: { status: 'PENDING' } } })
 * ```
 */
export const useQueryMembers = /* @__PURE__ */ queryHook(queryMembersQueryOptions, 1)

/**
 * Members matching a query, page by page.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfiniteQueryMembers({ query: { paging: { limit: 50 } } })
 * ```
 */
export function useInfiniteQueryMembers(request: QueryMembersRequest = {}) {
  return useInfiniteQuery(
    pagedQueryOptions(useStorefrontClient(), memberKeys.queryPages(request), queryMembers, request),
  )
}
