import type { ImageObject, ResponsiveImageOptions } from '@storefront-kit/image'
import { preload } from 'react-dom'
import { pictureAttributes } from '../lib/images'
import { useShopConfig } from '../shop-context'

/** Props of {@link Picture}. */
export interface PictureProps extends ResponsiveImageOptions {
  picture: ImageObject | undefined
  /** Text alternative; '' for a picture that only decorates (the name is next to it). */
  alt: string
  className?: string
  /** Load at once (the first screen's pictures) instead of when scrolled near. */
  eager?: boolean | undefined
  /**
   * The page's largest picture: preloaded from the document's head and fetched first, so the
   * browser asks for it while it is still reading the HTML.
   */
  priority?: boolean | undefined
}

/**
 * A product picture with a `srcset` from the image service, so a phone downloads a phone-sized
 * file, and its width and height, so its place is kept before it arrives. Without a picture it
 * shows a neutral placeholder of the same shape.
 */
export function Picture({ picture, alt, className, eager, priority, ...options }: PictureProps) {
  const { mediaBaseUrl } = useShopConfig()
  const attributes = pictureAttributes(picture, mediaBaseUrl, options)
  if (attributes && priority)
    preload(attributes.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(attributes.srcSet && { imageSrcSet: attributes.srcSet }),
      ...(attributes.sizes && { imageSizes: attributes.sizes }),
    })
  if (!attributes) {
    const style = { aspectRatio: options.aspectRatio ?? 1 }
    const placeholderClass = `picture-placeholder${className ? ` ${className}` : ''}`
    return alt ? (
      <div className={placeholderClass} role="img" aria-label={alt} style={style} />
    ) : (
      <div className={placeholderClass} aria-hidden="true" style={style} />
    )
  }
  return (
    <img
      className={className}
      src={attributes.src}
      srcSet={attributes.srcSet || undefined}
      sizes={attributes.sizes || undefined}
      width={attributes.width}
      height={attributes.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
