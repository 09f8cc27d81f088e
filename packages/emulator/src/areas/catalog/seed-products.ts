import type { ArtKind } from '../image-host/index'
import { HOME_PRODUCTS } from './seed-home'
import { WEAR_PRODUCTS } from './seed-wear'

/**
 * The demo store's products. Prices in USD; `stock` is a tracked quantity (absent: untracked, in
 * stock); managed variants name variants by their choices joined with " / " (a single choice
 * names every variant having it).
 */
export interface DemoProduct {
  slug: string
  name: string
  kind: ArtKind
  price: number
  cost?: number
  description: string
  collections: string[]
  sku?: string
  weight?: number
  brand?: string
  ribbon?: string
  discount?: ['PERCENT' | 'AMOUNT', number]
  /** Total quantity and unit, base quantity and unit. */
  perUnit?: [number, string, number, string]
  /** Option name and choices; a `[hex, name]` choice makes a color option. */
  options?: [string, (string | [string, string])[]][]
  /** Per-choice pictures for the first option. */
  choiceImages?: boolean
  managed?: { prices?: Record<string, number>; stock: number; soldOut?: string[] }
  stock?: number
  hidden?: true
  digital?: true
  info?: [string, string][]
}

/** Every demo product, in creation order. */
export const DEMO_PRODUCTS_DATA: DemoProduct[] = [...WEAR_PRODUCTS, ...HOME_PRODUCTS]
