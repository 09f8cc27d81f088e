import type { Caller } from '../../http/caller'

/**
 * What the members area needs from sign-in. The identity area builds on members (it creates a
 * member at registration and reads its status at every sign-in), so it provides this when it is
 * built instead of members importing it.
 */
export interface MemberLogins {
  /** Whether a sign-in identity already has this login e-mail (case-insensitive). */
  emailTaken(email: string): boolean
  /**
   * Creates the sign-in identity of a member the owner created: the member's id and e-mail, no
   * password yet (the member sets one through password recovery).
   */
  create(login: {
    id: string
    email: string
    firstName?: string
    lastName?: string
    nickname: string
    createdDate: string
  }): void
  /**
   * Seeds the sign-in identities of demo members: e-mail verified, the password given or none
   * (hashed once per distinct password: hashing is slow on purpose).
   */
  seed(
    logins: {
      id: string
      email: string
      password: string | null
      firstName: string
      lastName: string
      nickname: string
      createdDate: string
    }[],
  ): void
  /** Ends every session of the member: its refresh tokens stop working. */
  endSessions(memberId: string): void
  /** Removes a deleted member's sign-in identity and sessions (the e-mail may register again). */
  remove(memberId: string): void
}

/**
 * Moves what a member wrote (reviews, ...) to another member, before the member is deleted with
 * a `contentAssigneeId`. Areas holding members' content add one when they are built.
 */
export type ContentReassigner = (fromMemberId: string, toMemberId: string, caller: Caller) => void

/** The hooks other areas connect to members. */
export interface MemberHooks {
  logins?: MemberLogins
  reassigners: ContentReassigner[]
}

/** The sign-in the identity area connected. @throws Error when none is (an assembly mistake). */
export function loginsOf(hooks: MemberHooks): MemberLogins {
  if (!hooks.logins) throw new Error('members: no sign-in area is connected')
  return hooks.logins
}
