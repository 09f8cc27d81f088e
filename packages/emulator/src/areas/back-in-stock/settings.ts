import type { EmulatorContext } from '../../context'
import { fieldSetting } from '../../platform/settings'

/** The store's back-in-stock settings (the dashboard switch on the platform). */
export interface BackInStockSettings {
  /** Requests are collected (default); when false, create answers `REQUEST_COLLECTION_DISABLED`. */
  collectionEnabled: boolean
}

const SETTING = fieldSetting<BackInStockSettings>('back-in-stock.settings', {
  collectionEnabled: true,
})

/** The current settings (the default when none were set). */
export function backInStockSettings(ctx: EmulatorContext): BackInStockSettings {
  return SETTING.read(ctx.settings)
}

/** Changes some settings and returns them all. */
export function updateBackInStockSettings(
  ctx: EmulatorContext,
  change: Partial<BackInStockSettings>,
): BackInStockSettings {
  return SETTING.update(ctx.settings, change)
}
