export { getBlogPost, listBlogPostSlugs, loadBlogIndex } from "./blog.service.ts";
export { seedBlogPosts } from "./content.seed.ts";
