import { Link } from 'react-router'
import type { ShopCollection } from '../lib/shop-product'
import { Picture } from './picture'

/** Collection tiles: picture, name and number of products, each a link to its page. */
export function CollectionList({ collections }: { collections: ShopCollection[] }) {
  return (
    <ul className="collection-list">
      {collections.map((collection) => (
        <li key={collection.id}>
          <Link
            className="collection-tile"
            to={`/collections/${encodeURIComponent(collection.slug)}`}
          >
            <Picture
              picture={collection.picture}
              alt=""
              layout="constrained"
              width={320}
              aspectRatio={4 / 3}
              sizes="(min-width: 900px) 220px, 45vw"
            />
            <span className="collection-tile-name">{collection.name}</span>
            <span className="collection-tile-count">
              {collection.count} {collection.count === 1 ? 'product' : 'products'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
