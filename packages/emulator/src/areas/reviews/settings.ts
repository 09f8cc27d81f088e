import { fieldSetting } from '../../platform/settings'
import type { ReviewsContext } from './context'

/** The site's review settings (the dashboard's moderation switch on the platform). */
export interface ReviewSettings {
  /** New reviews are published at once (true) or wait for a moderator (false). */
  autoApprove: boolean
}

/** Moderation is on by default: a new review waits IN_MODERATION until approved. */
const SETTING = fieldSetting<ReviewSettings>('reviews.settings', { autoApprove: false })

/** The current settings (the default when none were set). */
export function reviewSettings(ctx: ReviewsContext): ReviewSettings {
  return SETTING.read(ctx.settings)
}

/** Changes some settings and returns them all. */
export function updateReviewSettings(
  ctx: ReviewsContext,
  change: Partial<ReviewSettings>,
): ReviewSettings {
  return SETTING.update(ctx.settings, change)
}
