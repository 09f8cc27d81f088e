import { z } from 'zod'
import { guidSchema } from './common.schema'
import { identityEmailSchema } from './identity.schema'
import { lazySchema } from './lazy-schema'
import { filterSchema } from './query.schema'

/** Limits of member requests (wire/members.md). */
export const MEMBER_LIMITS = {
  fieldsets: 3,
  slug: 255,
  contactText: 100,
  addressLine: 200,
  streetNumber: 100,
  streetName: 200,
  searchExpression: 100,
  searchFields: 4,
  bulkIds: 100,
} as const

// A query string carries one `fieldsets=FULL` as a string and repeated keys as an array.
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value)

/** `fieldsets`: up to 3 of PUBLIC, EXTENDED, FULL (one value or a list). */
export const memberFieldsetsSchema = lazySchema(() =>
  z.preprocess(
    asList,
    z.array(z.string().pipe(z.enum(['PUBLIC', 'EXTENDED', 'FULL']))).max(MEMBER_LIMITS.fieldsets),
  ),
)

// Missing → REQUIRED_FIELD, a wrong value → INVALID_ENUM_VALUE.
const privacy = lazySchema(() => z.string().pipe(z.enum(['PUBLIC', 'PRIVATE'])))

export const memberImageSchema = lazySchema(() =>
  z.object({
    id: z.string().max(1000),
    url: z.string().max(2048).optional(),
    height: z.number().int().min(0).optional(),
    width: z.number().int().min(0).optional(),
    offsetX: z.number().int().optional(),
    offsetY: z.number().int().optional(),
  }),
)

/** A member address: `streetAddress` or `addressLine` (oneOf street), not both. */
export const memberAddressSchema = lazySchema(() =>
  z
    .object({
      streetAddress: z
        .object({
          number: z.string().max(MEMBER_LIMITS.streetNumber).optional(),
          name: z.string().max(MEMBER_LIMITS.streetName).optional(),
        })
        .optional(),
      addressLine: z.string().max(MEMBER_LIMITS.addressLine).optional(),
      id: z.string().optional(),
      addressLine2: z.string().max(MEMBER_LIMITS.addressLine).optional(),
      city: z.string().max(MEMBER_LIMITS.addressLine).optional(),
      subdivision: z.string().max(MEMBER_LIMITS.contactText).optional(),
      country: z.string().max(MEMBER_LIMITS.contactText).optional(),
      postalCode: z.string().max(MEMBER_LIMITS.contactText).optional(),
    })
    .superRefine((address, ctx) => {
      if (address.streetAddress && address.addressLine !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'may hold streetAddress or addressLine, not both',
          path: ['addressLine'],
          params: {
            violatedRule: 'ONE_OF_ALIGNMENT',
            data: { oneOf: ['streetAddress', 'addressLine'] },
          },
        })
    }),
)

const text = lazySchema(() => z.string().max(MEMBER_LIMITS.contactText))

/** Contact details as a request sets them. */
export const memberContactSchema = lazySchema(() =>
  z.object({
    firstName: z.string().max(MEMBER_LIMITS.contactText).optional(),
    lastName: z.string().max(MEMBER_LIMITS.contactText).optional(),
    phones: z.array(z.string().min(1).max(MEMBER_LIMITS.contactText)).max(50).optional(),
    emails: z.array(identityEmailSchema).max(50).optional(),
    addresses: z.array(memberAddressSchema).max(50).optional(),
    birthdate: text.optional(),
    company: text.optional(),
    jobTitle: text.optional(),
    customFields: z
      .record(
        z.string().max(MEMBER_LIMITS.contactText),
        z.object({
          name: z.string().max(MEMBER_LIMITS.contactText).optional(),
          value: z.unknown().optional(),
        }),
      )
      .optional(),
  }),
)

/** Profile as a request sets it; `slug` is read-only here (the slug calls change it). */
export const memberProfileSchema = lazySchema(() =>
  z.object({
    nickname: z.string().max(MEMBER_LIMITS.slug).optional(),
    photo: memberImageSchema.optional(),
    cover: memberImageSchema.optional(),
    title: z.string().max(MEMBER_LIMITS.slug).optional(),
  }),
)

/** Body of `POST /members/v1/members`; read-only fields sent along are dropped. */
export const createMemberRequestSchema = lazySchema(() =>
  z.object({
    member: z.object({
      loginEmail: identityEmailSchema,
      contact: memberContactSchema.optional(),
      profile: memberProfileSchema.optional(),
      privacyStatus: privacy.optional(),
    }),
  }),
)

/** Body of `PATCH /members/v1/members/{member.id}`; `loginEmail` and `contact.emails` are ignored. */
export const updateMemberRequestSchema = lazySchema(() =>
  z.object({
    member: z.object({
      id: guidSchema,
      contact: memberContactSchema.omit({ emails: true }).optional(),
      profile: memberProfileSchema.optional(),
      privacyStatus: privacy.optional(),
    }),
  }),
)

/** `GET /members/v1/members/my` (query string). */
export const getMyMemberRequestSchema = lazySchema(() =>
  z.object({ fieldsets: memberFieldsetsSchema.optional() }),
)

/** `GET /members/v1/members/{id}` (query string). */
export const getMemberRequestSchema = lazySchema(() =>
  z.object({
    id: guidSchema,
    fieldsets: memberFieldsetsSchema.optional(),
  }),
)

/** Path id of the single-member actions (approve, block, mute, delete phones, ...). */
export const memberIdRequestSchema = lazySchema(() => z.object({ id: guidSchema }))

/**
 * `GET /members/v1/members` (query string or `.r`). Paging and sorting are left to the server's
 * query engine, which knows the sortable fields and reports every violation at once.
 */
export const listMembersRequestSchema = lazySchema(() =>
  z.object({
    paging: z.unknown().optional(),
    sorting: z.unknown().optional(),
    fieldsets: memberFieldsetsSchema.optional(),
  }),
)

/** `search`: an expression of 1 to 100 characters over up to 4 fields. */
export const membersSearchSchema = lazySchema(() =>
  z.object({
    expression: z.string().min(1).max(MEMBER_LIMITS.searchExpression),
    fields: z.array(z.string().min(1).max(100)).max(MEMBER_LIMITS.searchFields).optional(),
  }),
)

/** Body of `POST /members/v1/members/query`; the query itself is checked by the query engine. */
export const queryMembersRequestSchema = lazySchema(() =>
  z.object({
    query: z.record(z.string(), z.unknown()).optional(),
    fieldsets: memberFieldsetsSchema.optional(),
    search: membersSearchSchema.optional(),
  }),
)

const slug = lazySchema(() => z.string().min(1).max(MEMBER_LIMITS.slug))

/** Body of `POST /members/v1/members/my/slug`. */
export const updateMySlugRequestSchema = lazySchema(() => z.object({ slug }))

/** Body of `POST /members/v1/members/{id}/slug`. */
export const updateMemberSlugRequestSchema = lazySchema(() => z.object({ id: guidSchema, slug }))

/** `DELETE /members/v1/members/my` (query string). */
export const deleteMyMemberRequestSchema = lazySchema(() =>
  z.object({ contentAssigneeId: guidSchema.optional() }),
)

/** `DELETE /members/v1/members/{id}` (query string). */
export const deleteMemberRequestSchema = lazySchema(() =>
  z.object({
    id: guidSchema,
    contentAssigneeId: guidSchema.optional(),
  }),
)

/** Body of `POST /members/v1/members/bulk/delete`. */
export const bulkDeleteMembersRequestSchema = lazySchema(() =>
  z.object({
    memberIds: z.array(guidSchema).min(1).max(MEMBER_LIMITS.bulkIds),
  }),
)

/** Body of `POST /members/v1/members/bulk/delete-by-filter`. */
export const bulkDeleteMembersByFilterRequestSchema = lazySchema(() =>
  z.object({
    filter: filterSchema,
    contentAssigneeId: guidSchema.optional(),
    search: membersSearchSchema.optional(),
  }),
)

/** Body of `POST /members/v1/members/bulk/approve-by-filter` and `…/block-by-filter`. */
export const bulkMembersByFilterRequestSchema = lazySchema(() => z.object({ filter: filterSchema }))
