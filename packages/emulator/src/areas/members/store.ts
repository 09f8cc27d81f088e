import type { Database } from '../../db/database'
import { DocumentStore } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'

/** Member status (wire/members.md). */
export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE'

/**
 * A member as stored: the wire `Member` shape of wire/members.md (always-present fields included),
 * so reads can answer it as it is.
 */
export interface MemberRecord {
  id: string
  loginEmail: string
  loginEmailVerified: boolean
  status: MemberStatus
  contactId: string
  contact: {
    firstName?: string
    lastName?: string
    phones: string[]
    emails: string[]
    addresses: unknown[]
  }
  profile: { nickname: string; slug: string; title?: string }
  privacyStatus: 'UNKNOWN' | 'PRIVATE' | 'PUBLIC'
  activityStatus: 'UNKNOWN' | 'ACTIVE' | 'MUTED'
  createdDate: string
  updatedDate: string
  lastLoginDate?: string
}

/** The `members` table: indexed by lower-cased login e-mail and by slug (unique per site). */
export const membersMigrations: Migration[] = [
  {
    area: 'members',
    version: 1,
    up: `${documentTable('members', 'login_email TEXT NOT NULL UNIQUE, slug TEXT NOT NULL UNIQUE')}`,
  },
  {
    area: 'members',
    version: 2,
    // Expression indexes over the expressions the query engine and the visibility scope write, in
    // the two orders lists use most (by nickname; newest first, the default). Each carries the
    // statuses a visitor's scope and the owner's status filter test, so a page walks the index in
    // order and stops after its rows, and a count reads the index alone: without them every list
    // call sorted and counted the whole table, most of QueryMembers' time at 1,000 members.
    up: `CREATE INDEX IF NOT EXISTS members_nickname ON members (
        json_extract(doc, '$.profile.nickname'), id,
        json_extract(doc, '$.privacyStatus'), json_extract(doc, '$.status'));
      CREATE INDEX IF NOT EXISTS members_created_desc ON members (
        json_extract(doc, '$.createdDate') DESC, id,
        json_extract(doc, '$.privacyStatus'), json_extract(doc, '$.status'));`,
  },
]

/** The members table (a remembered answer names what it reads). */
export const MEMBERS_TABLE = 'members'

/** SQL access to members. */
export function membersStore(db: Database) {
  const docs = new DocumentStore<MemberRecord>(db, 'members')
  return {
    get: (id: string) => docs.get(id),
    put: (member: MemberRecord) =>
      docs.put(member, {
        login_email: member.loginEmail.toLowerCase(),
        slug: member.profile.slug,
      }),
    delete: (id: string) => docs.delete(id),
    byEmail: (email: string) => docs.where('login_email = ?', email.toLowerCase())[0],
    slugTaken: (slug: string) => docs.count('slug = ?', slug) > 0,
    docs,
  }
}

export type MembersStore = ReturnType<typeof membersStore>
