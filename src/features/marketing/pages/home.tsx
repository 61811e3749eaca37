import { getSiteSettings } from "#src/features/site/server/index.ts";
import { shellFromMatches } from "#src/features/site/shell.contract.ts";
import { companyNameFrom } from "#src/lib/page-meta.ts";
import { publicUrlFrom, seoMeta } from "#src/lib/seo.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Island } from "#src/ui/island.tsx";
import { StaticIsland } from "#src/ui/static-island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { AdvantagesSection } from "../components/home/advantages-section.tsx";
import { AwardsSection } from "../components/home/awards-section.tsx";
import { ClientScroller } from "../components/home/client-scroller.tsx";
import { ComparisonSection } from "../components/home/comparison-slider.tsx";
import { ContactSection } from "../components/home/contact-section.tsx";
import { CostSection } from "../components/home/cost-section.tsx";
import { HeroSection } from "../components/home/hero-section.tsx";
import homeCss from "../components/home/home.css?inline";
import { PossibilitiesSection } from "../components/home/possibilities-grid.tsx";
import { EnterpriseSection, FlareSection, MeetupsSection } from "../components/home/promo-sections.tsx";
import { HOME_SEO } from "../content/home.ts";
import type { Route } from "./+types/home";

// No router in the browser (decision 051): the hero's scene, the client scroller's pause button,
// the comparison slider and the contact form are islands; the other bands are server markup. The
// two below the fold hydrate when they come near the viewport or are used (`hydrate="visible"`):
// hydrating all four at load was the page's total blocking time.
export const handle = withIslands("hero-scene", "client-scroller", "comparison", "home-contact");

/**
 * The tagline is picked here, on the server, so the first paint already shows it (no jump). The
 * render cache picks the version it serves (`variant`, one per tagline); uncached, it is random.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { variant, services } = getRequestState(context);
  // The admin's taglines (Settings > General), read through the settings cache.
  const { taglines, email, phone } = await getSiteSettings(services.db);
  const pick = variant ?? Math.floor(Math.random() * taglines.length);
  // The contact band's address and phone, given to its island (the shell's are not in its reach).
  return { tagline: taglines[pick % taglines.length] ?? taglines[0] ?? "", site: { email, phone } };
}

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = publicUrlFrom(matches);
  const site = shellFromMatches(matches)?.site;
  return seoMeta({
    title: `${HOME_SEO.title} | ${companyNameFrom(matches)}`,
    description: HOME_SEO.description,
    path: "/",
    publicUrl,
    image: HOME_SEO.image,
    siteName: site?.companyName,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: companyNameFrom(matches),
      url: `${publicUrl}/`,
      // The flame mark of the header and favicon, for search engines' knowledge panels.
      logo: `${publicUrl}/favicon.svg`,
      description: HOME_SEO.description,
      ...(site ? { email: site.email, telephone: site.phone, address: site.streetAddress } : {}),
    },
  });
}

/** The home page: twelve full-screen sections in a fixed order; the twelfth, the footer, is the layout's. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { tagline, site } = loaderData;
  return (
    <main id="main">
      {/* Inlined (React hoists it into <head>): one render-blocking request fewer on the first visit. */}
      <style href="home-css" precedence="default">
        {homeCss}
      </style>
      <HeroSection tagline={tagline} />
      <Island name="client-scroller" plain component={ClientScroller} props={{}} />
      {/* Sections without state are server markup that is not hydrated (ui/static-island.tsx):
          hydrating all ~1,000 elements of this page was most of its main-thread time on a phone. */}
      <StaticIsland id="home-static-advantages">
        <AdvantagesSection />
      </StaticIsland>
      <Island name="comparison" plain component={ComparisonSection} props={{}} />
      <StaticIsland id="home-static-offers">
        <CostSection />
        <FlareSection />
        <MeetupsSection />
        <EnterpriseSection />
        <PossibilitiesSection />
        <AwardsSection />
      </StaticIsland>
      <Island name="home-contact" hydrate="visible" component={ContactSection} props={{ site }} />
    </main>
  );
}
