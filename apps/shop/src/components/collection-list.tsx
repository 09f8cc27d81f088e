import type { Collection } from '@storefront-kit/sdk/catalog'
import { Link } from 'react-router'
import { mediaPicture } from '../lib/products'
import { Picture } from './picture'

/** Collection tiles: picture, name and number of products, each a link to its page. */
export function CollectionList({ collections }: { collections: Collection[] }) {
  return (
    <ul className="collection-list">
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link
            className="collection-tile"
            to={`/collections/${encodeURIComponent(collection.slug ?? collection.id ?? '')}`}
          >
            <Picture
              picture={mediaPicture(collection.media.mainMedia)}
              alt=""
              layout="constrained"
              width={320}
              aspectRatio={4 / 3}
              sizes="(min-width: 900px) 220px, 45vw"
            />
            <span className="collection-tile-name">{collection.name}</span>
            <span className="collection-tile-count">
              {collection.numberOfProducts}{' '}
              {collection.numberOfProducts === 1 ? 'product' : 'products'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
