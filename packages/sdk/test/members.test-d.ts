// Type tests of the members module: checked by `npm run typecheck`. Each @ts-expect-error must stay an error.
import { expectTypeOf } from 'vitest'
import { createClient, type PageIterator, paginate } from '../src/index'
import {
  approveMember,
  createMember,
  getMember,
  getMyMember,
  listMembers,
  type Member,
  type MemberResponse,
  queryMembers,
  updateMember,
  updateMySlug,
} from '../src/members'

const client = createClient()

expectTypeOf(getMyMember(client)).toEqualTypeOf<Promise<MemberResponse>>()
expectTypeOf(approveMember(client, 'm1')).toEqualTypeOf<Promise<MemberResponse>>()
expectTypeOf<Member['status']>().toExtend<string>()
expectTypeOf<NonNullable<Member['contact']>['phones']>().toEqualTypeOf<string[]>()
expectTypeOf(paginate(client, listMembers, {})).toEqualTypeOf<
  PageIterator<Awaited<ReturnType<typeof listMembers>>, Member>
>()
expectTypeOf(paginate(client, queryMembers, { query: { sort: [] } })).toEqualTypeOf<
  PageIterator<Awaited<ReturnType<typeof queryMembers>>, Member>
>()

// @ts-expect-error fieldsets are PUBLIC, EXTENDED or FULL
getMyMember(client, { fieldsets: ['ALL'] })
// @ts-expect-error the member id is a positional argument
getMember(client, { id: 'm1' })
// @ts-expect-error creating a member needs its login e-mail
createMember(client, { member: { profile: { nickname: 'Zoe' } } })
// @ts-expect-error privacy is PUBLIC or PRIVATE
updateMember(client, 'm1', { member: { privacyStatus: 'HIDDEN' } })
// @ts-expect-error a slug is required
updateMySlug(client, {})
