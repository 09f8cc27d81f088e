import type { EmulatorContext } from '../../context'

/** The site's review settings (the dashboard's moderation switch on the platform). */
export interface ReviewSettings {
  /** New reviews are published at once (true) or wait for a moderator (false). */
  autoApprove: boolean
}

/** Key of the settings in `ctx.settings`. */
export const SETTINGS_KEY = 'reviews.settings'

/** Moderation is on by default: a new review waits IN_MODERATION until approved. */
export const DEFAULT_SETTINGS: ReviewSettings = { autoApprove: false }

/** The current settings (the default when none were set). */
export function reviewSettings(ctx: EmulatorContext): ReviewSettings {
  const stored = ctx.settings.get(SETTINGS_KEY) as Partial<ReviewSettings> | undefined
  return { ...DEFAULT_SETTINGS, ...stored }
}

/** Changes some settings and returns them all. */
export function updateReviewSettings(
  ctx: EmulatorContext,
  change: Partial<ReviewSettings>,
): ReviewSettings {
  const next = { ...reviewSettings(ctx), ...change }
  ctx.settings.set(SETTINGS_KEY, next)
  return next
}

/** Back to the default (on reset: settings live in memory, not in the database). */
export function resetReviewSettings(ctx: EmulatorContext): void {
  ctx.settings.set(SETTINGS_KEY, { ...DEFAULT_SETTINGS })
}
