import { useEffect, useRef, useState } from "react";
import { cn } from "#src/ui/cn.ts";

import { DEFAULT_POST_IMAGE } from "./post-image-default.ts";

export { DEFAULT_POST_IMAGE };

/** A post's illustration; a missing or broken image falls back to the default one. */
export function PostImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened for it.
    const img = ref.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      src={failed || !src ? DEFAULT_POST_IMAGE : src}
      alt={alt}
      width={1200}
      height={630}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("aspect-[1200/630] w-full bg-muted object-cover", className)}
    />
  );
}
