import type { MembersContext } from './context'
import { loginsOf } from './hooks'
import type { MemberDoc } from './member-doc'

/** Password of every demo member who has one (sign in with the member's e-mail). */
export const DEMO_MEMBER_PASSWORD = 'demo-password'

/** A demo member: who they are, and whether they have a login (the identity area seeds it). */
export interface DemoMember {
  id: string
  email: string
  firstName: string
  lastName: string
  nickname: string
  title: string
  status: MemberDoc['status']
  privacyStatus: MemberDoc['privacyStatus']
  activityStatus: MemberDoc['activityStatus']
  /** OFFLINE members have no login. */
  password: boolean
  /** Days before the seed's time. */
  age: number
}

const id = (n: number) => `d3e40000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * The demo store's members, one per status and community setting, with fixed ids so apps, docs
 * and other areas' seeds can name them.
 */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  ['Alex', 'Rivera', 'Coffee enthusiast', 'APPROVED', 'PUBLIC', 'ACTIVE', 120],
  ['Blake', 'Chen', 'Weekend hiker', 'APPROVED', 'PUBLIC', 'MUTED', 90],
  ['Casey', 'Morgan', 'Keeps to themselves', 'APPROVED', 'PRIVATE', 'ACTIVE', 60],
  ['Devon', 'Patel', 'Waiting for approval', 'PENDING', 'PRIVATE', 'ACTIVE', 3],
  ['Emery', 'Walsh', 'Blocked for spam', 'BLOCKED', 'PUBLIC', 'ACTIVE', 30],
  ['Finley', 'Brooks', 'Imported guest author', 'OFFLINE', 'PUBLIC', 'ACTIVE', 200],
].map(([firstName, lastName, title, status, privacyStatus, activityStatus, age], index) => ({
  id: id(index + 1),
  email: `${String(firstName).toLowerCase()}.${String(lastName).toLowerCase()}@example.com`,
  firstName: String(firstName),
  lastName: String(lastName),
  nickname: `${firstName} ${String(lastName).charAt(0)}.`,
  title: String(title),
  status: status as MemberDoc['status'],
  privacyStatus: privacyStatus as MemberDoc['privacyStatus'],
  activityStatus: activityStatus as MemberDoc['activityStatus'],
  password: status !== 'OFFLINE',
  age: Number(age),
}))

/** Approved members in the community (authors for demo reviews, for example). */
export const DEMO_MEMBER_IDS: readonly string[] = DEMO_MEMBERS.filter(
  (m) => m.status === 'APPROVED' && m.privacyStatus === 'PUBLIC',
).map((m) => m.id)

const DAY = 86_400_000

/** Writes the demo members and their sign-in identities (no events: seeding is not a change). */
export function seedMembers(ctx: MembersContext): void {
  const logins = []
  for (const [index, demo] of DEMO_MEMBERS.entries()) {
    const date = new Date(ctx.clock.now() - demo.age * DAY).toISOString()
    const { firstName, lastName, nickname } = demo
    logins.push({
      id: demo.id,
      email: demo.email,
      password: demo.password ? DEMO_MEMBER_PASSWORD : null,
      firstName,
      lastName,
      nickname,
      createdDate: date,
    })
    const member: MemberDoc = {
      id: demo.id,
      loginEmail: demo.email,
      loginEmailVerified: true,
      status: demo.status,
      contactId: id(100 + index),
      contact: {
        firstName,
        lastName,
        phones: [`+1 555 01${String(index).padStart(2, '0')}`],
        emails: [demo.email],
        addresses: [
          {
            id: id(200 + index),
            streetAddress: { number: String(10 + index), name: 'Market Street' },
            city: 'San Francisco',
            subdivision: 'US-CA',
            country: 'US',
            postalCode: '94103',
          },
        ],
        company: 'Example Co.',
      },
      profile: { nickname, slug: `${firstName}-${lastName}`.toLowerCase(), title: demo.title },
      privacyStatus: demo.privacyStatus,
      activityStatus: demo.activityStatus,
      createdDate: date,
      updatedDate: date,
      ...(demo.status === 'APPROVED' && { lastLoginDate: date }),
    }
    ctx.store.put(member)
  }
  loginsOf(ctx.hooks).seed(logins)
}
