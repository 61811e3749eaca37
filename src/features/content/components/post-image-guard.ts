import { DEFAULT_POST_IMAGE } from "./post-image-default.ts";

/**
 * Without React (decision 051): a post image under `root` that fails, or failed before this ran,
 * shows the default one, as PostImage does on a page that hydrates it.
 */
export function guardPostImages(root: ParentNode, selector = "img") {
  for (const img of root.querySelectorAll<HTMLImageElement>(selector)) {
    const fallBack = () => {
      if (!img.src.endsWith(DEFAULT_POST_IMAGE)) img.src = DEFAULT_POST_IMAGE;
    };
    if (img.complete && img.currentSrc && img.naturalWidth === 0) fallBack();
    else img.addEventListener("error", fallBack, { once: true });
  }
}
