/**
 * Member hooks: the signed-in member, profiles and the directory, the member's own writes and the
 * owner's administration and moderation.
 * @module
 */
export * from './members/moderation'
export * from './members/queries'
export * from './members/writes'
