import { createContext, useContext } from 'react'
import type { ShopConfig } from './config'

/** The shop's configuration, for the few places that need it (image host, client id). */
export const ShopConfigContext = createContext<ShopConfig | undefined>(undefined)

/** The configuration of the nearest provider (set up in root.tsx). */
export function useShopConfig(): ShopConfig {
  const config = useContext(ShopConfigContext)
  if (!config) throw new Error('useShopConfig needs <ShopConfigContext.Provider> above it')
  return config
}
