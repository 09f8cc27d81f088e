/**
 * Recommendations (wire/recommendations.md): the algorithms a site offers and the items they
 * recommend.
 * @module
 */
import type { CatalogReference } from './common'

/** RELATED_ITEMS algorithms need input items; GLOBAL ones ignore them. */
export type AlgorithmType = 'UNSPECIFIED' | 'RELATED_ITEMS' | 'GLOBAL' | (string & {})

/** An algorithm, named by its id and the app that provides it. */
export interface Algorithm {
  id: string
  appId: string
}

/** What an algorithm does. */
export interface AlgorithmConfig {
  name: string
  description: string
  additionalInfo?: string
  algorithmType: AlgorithmType
  algorithmId: string
}

/** An algorithm installed on the site, and the catalogs it recommends from. */
export interface AlgorithmInfo {
  config: AlgorithmConfig
  appId: string
  catalogAppIds: string[]
}

/** Answer of `GET /v1/recommendations/algorithms`. */
export interface ListAvailableAlgorithmsResponse {
  availableAlgorithms: AlgorithmInfo[]
}

/** Body of `POST /v1/recommendations/get`. */
export interface GetRecommendationRequest {
  /** Input items for RELATED_ITEMS algorithms (at most 300). */
  items?: CatalogReference[]
  /** Tried in order (1..10). */
  algorithms: Algorithm[]
  /** The first algorithm giving at least this many items (at most 100) wins. */
  minimumRecommendedItems?: number
}

/** Recommended items and the algorithm that produced them. */
export interface Recommendation {
  items: CatalogReference[]
  algorithm?: Algorithm
}

/** Answer of `POST /v1/recommendations/get`. */
export interface GetRecommendationResponse {
  recommendation: Recommendation
}
