/**
 * `@storefront-kit/sdk/members`: the site's member directory — the signed-in member (`/my`),
 * profiles, slugs, community membership; the owner's creation, moderation (approve, block, mute,
 * disconnect), deletes and bulk calls.
 * @module
 */

export {
  approveMember,
  blockMember,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  disconnectMember,
  muteMember,
  unmuteMember,
  updateMember,
  updateMemberSlug,
} from './members/admin'
export {
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
} from './members/bulk'
export {
  deleteMyMember,
  getMyMember,
  joinCommunity,
  leaveCommunity,
  updateMySlug,
} from './members/my'
export { getMember, listMembers, queryMembers } from './members/read'
// Query and error shapes the member types use, so this entry's declarations are self-contained.
export type {
  ApplicationError,
  BulkDeleteMembersByFilterRequest,
  BulkDeleteMembersRequest,
  BulkDeleteMembersResponse,
  BulkMemberResult,
  BulkMembersByFilterRequest,
  CreateMemberRequest,
  DeleteMemberRequest,
  Filter,
  GetMemberRequest,
  GetMyMemberRequest,
  ListMembersRequest,
  Member,
  MemberActivityStatus,
  MemberAddress,
  MemberBulkActionMetadata,
  MemberContact,
  MemberContactInput,
  MemberCustomField,
  MemberFieldset,
  MemberImage,
  MemberInput,
  MemberItemMetadata,
  MemberPrivacyStatus,
  MemberProfile,
  MemberResponse,
  MemberStatus,
  MemberStreetAddress,
  MembersJobResponse,
  MembersListResponse,
  MembersPagingMetadata,
  MembersQuery,
  MembersSearch,
  MemberUpdate,
  Paging,
  QueryMembersRequest,
  SlugAlreadyExistsPayload,
  Sorting,
  UpdateMemberRequest,
  UpdateMemberSlugRequest,
  UpdateMySlugRequest,
} from './wire'
