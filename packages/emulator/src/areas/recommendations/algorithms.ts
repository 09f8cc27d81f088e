import type { AlgorithmInfo } from '@storefront-kit/wire'
import { STORES_APP_ID } from '../catalog/index'

/**
 * The emulator's Stores algorithms. Their ids are the emulator's own (the platform's GUIDs are
 * not published); every site of the emulator has the same ones.
 */
export const ALGORITHM_IDS = {
  sameCollection: '5f6b0e5c-2c5a-4f0e-9d3b-1a2b3c4d5e01',
  boughtTogether: '5f6b0e5c-2c5a-4f0e-9d3b-1a2b3c4d5e02',
  bestSellers: '5f6b0e5c-2c5a-4f0e-9d3b-1a2b3c4d5e03',
} as const

/** Which recommender an algorithm id runs. */
export type AlgorithmKind = keyof typeof ALGORITHM_IDS

const info = (
  kind: AlgorithmKind,
  name: string,
  description: string,
  algorithmType: 'RELATED_ITEMS' | 'GLOBAL',
): AlgorithmInfo => ({
  config: { name, description, algorithmType, algorithmId: ALGORITHM_IDS[kind] },
  appId: STORES_APP_ID,
  catalogAppIds: [STORES_APP_ID],
})

/** The algorithms ListAvailableAlgorithms answers, in this order. */
export const ALGORITHMS: readonly AlgorithmInfo[] = [
  info(
    'sameCollection',
    'From the same categories',
    'Visible products sharing a collection with the given items, most shared collections first',
    'RELATED_ITEMS',
  ),
  info(
    'boughtTogether',
    'Frequently bought together',
    'Products bought in the same orders as the given items, most orders first',
    'RELATED_ITEMS',
  ),
  info(
    'bestSellers',
    'Best sellers',
    'The products sold in the most units over all orders that were not canceled',
    'GLOBAL',
  ),
]

/** The kind of a known algorithm id. */
export function algorithmKind(id: string): AlgorithmKind | undefined {
  const entry = Object.entries(ALGORITHM_IDS).find(([, known]) => known === id)
  return entry?.[0] as AlgorithmKind | undefined
}
