export { getBlogPost, listBlogPostSlugs, listBlogPosts, loadBlogIndex } from "./blog.service.ts";
export { seedBlogPosts } from "./content.seed.ts";
