/** The privacy page's text: what the site records, what a form links to it, and why. */
export const PRIVACY_PAGE = {
  title: "Privacy",
  description:
    "What this site records about a visit, what a form you send links to it, and why: no cookies, no third parties, nothing with Do Not Track or Global Privacy Control.",
  intro:
    "We record how our public pages are used without cookies and without any third-party service. This page says exactly what is kept, what it is linked to, and how to turn it off.",
  sections: [
    {
      heading: "What a visit records",
      paragraphs: [
        "When you open a public page, a small script of ours records the page, clicks and scroll depth, your screen size and device type, and a random number kept in this browser tab only (session storage). It sets no cookie, reads no address and records nothing you type.",
        "The first page of a visit also records how you arrived: the host name of the site that linked to us (never the full address) and the campaign parameters in our own links (utm_source, utm_medium, utm_campaign, utm_term and utm_content).",
        "Raw page events are deleted after the retention period; daily totals are kept.",
      ],
    },
    {
      heading: "What a form links, and why",
      paragraphs: [
        "When you send one of our forms or tools (the contact form, the project tools, intake, booking, applications), the tab's random number is sent with it. We then link your enquiry to that tab's visits: how the first visit arrived (first touch), how the visit you sent it from arrived (last touch), the pages and tools you viewed before sending it, and the pages that tab views afterwards.",
        "We do this to answer you better (knowing what you already read) and to know which of our campaigns bring enquiries and projects, so we spend on what helps people find us. The link stays with your enquiry in our CRM, where only our staff can see it, and travels with it if it becomes a project.",
        "Nothing is linked across tabs or devices, and nothing is shared with advertisers or other companies.",
      ],
    },
    {
      heading: "How to turn it off",
      paragraphs: [
        "Switch on Do Not Track or Global Privacy Control in your browser: then the script does not run at all, no visit is recorded, and a form you send carries nothing to link. Your enquiry still reaches us in full.",
        "To have an enquiry and what is linked to it removed, write to us through the contact page.",
      ],
    },
  ],
} as const;
