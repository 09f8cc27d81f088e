import type { EmulatorContext } from '../../context'

/** The store's back-in-stock settings (the dashboard switch on the platform). */
export interface BackInStockSettings {
  /** Requests are collected (default); when false, create answers `REQUEST_COLLECTION_DISABLED`. */
  collectionEnabled: boolean
}

const SETTINGS_KEY = 'back-in-stock.settings'
const DEFAULT_SETTINGS: BackInStockSettings = { collectionEnabled: true }

/** The current settings (the default when none were set). */
export function backInStockSettings(ctx: EmulatorContext): BackInStockSettings {
  const stored = ctx.settings.get(SETTINGS_KEY) as Partial<BackInStockSettings> | undefined
  return { ...DEFAULT_SETTINGS, ...stored }
}

/** Changes some settings and returns them all. */
export function updateBackInStockSettings(
  ctx: EmulatorContext,
  change: Partial<BackInStockSettings>,
): BackInStockSettings {
  const next = { ...backInStockSettings(ctx), ...change }
  ctx.settings.set(SETTINGS_KEY, next)
  return next
}
