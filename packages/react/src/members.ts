/**
 * Member hooks: the signed-in member, profiles and the directory, the member's own writes and the
 * owner's administration and moderation.
 * @module
 */
export * from './members/admin-writes'
export * from './members/moderation-writes'
export * from './members/my-writes'
export * from './members/queries'
