export { seedBlogPosts } from "./content.seed.ts";
