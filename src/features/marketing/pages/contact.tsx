import { Mail, MapPin, Phone } from "lucide-react";
import { useShell } from "#src/features/site/index.ts";
import { companyNameFrom, DEFAULT_SOCIAL_IMAGE } from "#src/lib/page-meta.ts";
import { publicUrlFrom, seoMeta } from "#src/lib/seo.ts";
import { telHref } from "#src/lib/tel.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { ContactForm } from "../components/contact/contact-form.tsx";
import type { Route } from "./+types/contact";

// No router in the browser (decision 051): the message form is an island.
export const handle = withIslands("contact-form");

export function meta({ matches }: Route.MetaArgs) {
  const company = companyNameFrom(matches);
  return seoMeta({
    title: `Contact Us | ${company}`,
    description: `Get in touch with ${company} about your digital project: email, call or visit us, or send a message and we will reply within one business day.`,
    path: "/contact",
    publicUrl: publicUrlFrom(matches),
    siteName: company,
    // Link previews of /contact get the site's default picture, like every other public page.
    image: DEFAULT_SOCIAL_IMAGE,
  });
}

/** /contact: ways to reach us, and a message form that is stored on the server as a lead. */
export default function ContactPage() {
  const { site } = useShell();
  const cards = [
    {
      icon: Mail,
      title: "Email us",
      text: site.email,
      href: `mailto:${site.email}`,
      label: `Email ${site.email}`,
    },
    {
      icon: Phone,
      title: "Call us",
      text: site.phone,
      href: telHref(site.phone),
      label: `Call ${site.phone}`,
    },
    { icon: MapPin, title: "Visit us", text: site.streetAddress, href: undefined, label: undefined },
  ];
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 sm:py-24">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Contact Us</h1>
        <p className="mt-4 text-lg text-muted-fg">
          Have a digital project in mind? Reach us the way you prefer, or send a message below.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ icon: Icon, title, text, href, label }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-border bg-card p-5 sm:flex-col sm:gap-3"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-muted">
              <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold">{title}</h2>
              {href ? (
                <a
                  href={href}
                  aria-label={label}
                  className="mt-1 block text-muted-fg [overflow-wrap:anywhere] underline-offset-4 hover:text-primary hover:underline"
                >
                  {text}
                </a>
              ) : (
                <p className="mt-1 text-muted-fg">{text}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Island name="contact-form" component={ContactForm} props={{ phoneHref: telHref(site.phone) }} />
    </main>
  );
}
