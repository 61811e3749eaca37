/** Copy of the /blog pages, as data. */
export const BLOG_HERO = {
  eyebrow: "Blog",
  title: "Latest Insights",
  lead: "Field notes from our teams on AI-augmented development, shipping MVPs, modernizing legacy systems and building for compliance.",
  description:
    "Articles on AI-augmented software development, four-week MVPs, legacy modernization, FedRAMP and compliance, from the engineers who do the work.",
} as const;

export const BLOG_POST_COPY = {
  back: "Back to Blog",
  notFoundText: "The post you are looking for does not exist or has been moved.",
  invalidText: "This address does not point to a blog post.",
  errorText: "Please try again in a moment.",
  ctaTitle: "Want to talk about your project?",
  ctaText: "Our engineers answer every message within one business day.",
  ctaButton: "Let's Talk",
} as const;
