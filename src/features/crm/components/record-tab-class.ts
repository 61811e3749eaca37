/** The look of a record page's tab (deal, company): underlined when active, scrolling on a phone. */
export const recordTabClass =
  "-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-fg hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg";
