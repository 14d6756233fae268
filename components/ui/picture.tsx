import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * An optimized image (the same srcset, sizes and lazy loading as next/image, through its image
 * optimizer) drawn as a plain <img> from a server component: next/image's client component costs
 * about 4 kB gzip on every page that shows one, and the public pages need nothing of it in the
 * browser. A `priority` image is preloaded from the head, as next/image does.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // What next/image does for a priority image: the browser learns of it from the document's head.
  if (props.priority || props.preload) {
    preload(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in img (ImageProps requires it)
  return <img {...img} />;
}
