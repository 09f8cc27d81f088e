import type { EmulatorContext } from '../../context'
import { fieldSetting } from '../../platform/settings'

/** The site's review settings (the dashboard's moderation switch on the platform). */
export interface ReviewSettings {
  /** New reviews are published at once (true) or wait for a moderator (false). */
  autoApprove: boolean
}

/** Moderation is on by default: a new review waits IN_MODERATION until approved. */
const SETTING = fieldSetting<ReviewSettings>('reviews.settings', { autoApprove: false })

/** The current settings (the default when none were set). */
export function reviewSettings(ctx: EmulatorContext): ReviewSettings {
  return SETTING.read(ctx.settings)
}

/** Changes some settings and returns them all. */
export function updateReviewSettings(
  ctx: EmulatorContext,
  change: Partial<ReviewSettings>,
): ReviewSettings {
  return SETTING.update(ctx.settings, change)
}
