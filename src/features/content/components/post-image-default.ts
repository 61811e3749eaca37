/**
 * Shown when a post has no image or its image cannot be loaded, so a card never shows a broken
 * image.
 */
export const DEFAULT_POST_IMAGE = "/images/blog/default.svg";
