/** The <title> and robots of a staff CRM page. */
export const crmMeta = (title: string) => [
  { title: `${title} · Command Center` },
  { name: "robots", content: "noindex" },
];
