import { mountIslands } from "#src/platform/islands/runtime.ts";
import { guardPostImages } from "./post-image-guard.ts";

// A blog post's illustration without React (decision 051): a broken image shows the default one.
mountIslands("post-image", (el) => guardPostImages(el));
