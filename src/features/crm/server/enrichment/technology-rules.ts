/**
 * The technology scan's rule table: data, not code. Each rule names a technology, its category and
 * the evidence that shows it; `detectTechnologies` (technologies.ts) runs them. A matcher's
 * `confidence` (default 100) says how sure one piece of evidence makes us; a technology's
 * confidence is the sum of its matched evidence, at most 100. With `version: true` the pattern's
 * first group is the version.
 */

export const TECH_CATEGORIES = [
  "framework",
  "cms",
  "ecommerce",
  "analytics",
  "marketing",
  "payments",
  "monitoring",
  "cdn",
  "hosting",
  "server",
  "library",
] as const;
export type TechCategory = (typeof TECH_CATEGORIES)[number];

export type TechMatcher =
  /** A response header; without `value` its presence is enough. */
  | { header: string; value?: RegExp; confidence?: number; version?: boolean }
  /** A cookie set by the site, by name. */
  | { cookie: RegExp; confidence?: number }
  /** The page's HTML text. `label` is what the evidence says was seen. */
  | { html: RegExp; label: string; confidence?: number; version?: boolean }
  /** A `<script src>`. */
  | { script: RegExp; confidence?: number; version?: boolean }
  /** A `<meta name=… content=…>`, e.g. generator. */
  | { meta: string; value: RegExp; confidence?: number; version?: boolean }
  /** The page's final URL. */
  | { url: RegExp; label: string; confidence?: number }
  /** Class names on the page: at least `min` distinct ones matching. */
  | { className: RegExp; label: string; min: number; confidence?: number };

export interface TechRule {
  name: string;
  category: TechCategory;
  /** Technologies this one always brings along (Next.js → React). */
  implies?: readonly string[];
  evidence: readonly TechMatcher[];
}

const TAILWIND_COLORS =
  "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";

export const TECHNOLOGY_RULES: readonly TechRule[] = [
  // Frameworks
  {
    name: "React",
    category: "framework",
    evidence: [
      { html: /\sdata-reactroot(?:=|\s|>)/, label: "data-reactroot attribute" },
      { html: /\sdata-reactid=/, label: "data-reactid attribute" },
      { script: /\/react(?:-dom)?(?:\.production)?(?:\.min)?\.js(?:$|\?)/ },
      { script: /unpkg\.com\/react(?:-dom)?@([\d.]+)/, version: true },
    ],
  },
  {
    name: "Next.js",
    category: "framework",
    implies: ["React"],
    evidence: [
      { header: "x-powered-by", value: /Next\.js ?([\d.]+)?/, version: true },
      { header: "x-nextjs-cache" },
      { header: "x-nextjs-prerender" },
      { html: /<script id="__NEXT_DATA__"/, label: "__NEXT_DATA__ script" },
      { html: /self\.__next_f\.push/, label: "App Router payload (__next_f)" },
      { script: /\/_next\/static\//, confidence: 90 },
      { meta: "next-head-count", value: /./, confidence: 80 },
    ],
  },
  {
    name: "Nuxt",
    category: "framework",
    implies: ["Vue.js"],
    evidence: [
      { header: "x-powered-by", value: /Nuxt/ },
      { html: /window\.__NUXT__|<div id="__nuxt"|id="__NUXT_DATA__"/, label: "__NUXT__ state" },
      { html: /\sdata-n-head(?:-ssr)?(?:=|\s|>)/, label: "data-n-head attribute", confidence: 80 },
      { script: /\/_nuxt\//, confidence: 90 },
      { meta: "generator", value: /Nuxt ?([\d.]+)?/i, version: true },
    ],
  },
  {
    name: "Vue.js",
    category: "framework",
    evidence: [
      { html: /\sdata-v-[0-9a-f]{8}(?:=|\s|>)/, label: "data-v-* scoped style attribute" },
      { html: /\sdata-server-rendered="true"/, label: "data-server-rendered attribute", confidence: 80 },
      { script: /\/vue(?:\.runtime)?(?:\.global)?(?:\.prod)?(?:\.min)?\.js(?:$|\?)/ },
      { script: /\/vue@([\d.]+)/, version: true },
    ],
  },
  {
    name: "Angular",
    category: "framework",
    evidence: [
      { html: /\sng-version="([\d.]+)"/, label: "ng-version attribute", version: true },
      { html: /\s_nghost-[a-z0-9-]+(?:=|\s|>)/, label: "_nghost attribute", confidence: 80 },
    ],
  },
  {
    name: "AngularJS",
    category: "framework",
    evidence: [
      { html: /\sng-app(?:=|\s|>)/, label: "ng-app attribute", confidence: 80 },
      { script: /angular(?:js)?\/([\d.]+)\/angular(?:\.min)?\.js/, version: true },
      { script: /\/angular(?:\.min)?\.js(?:$|\?)/ },
    ],
  },
  {
    name: "Svelte",
    category: "framework",
    evidence: [{ className: /^svelte-[a-z0-9]{5,7}$/, label: "svelte-* scoped classes", min: 2 }],
  },
  {
    name: "SvelteKit",
    category: "framework",
    implies: ["Svelte"],
    evidence: [
      { html: /\sdata-sveltekit-[a-z-]+=|__sveltekit_[a-z0-9]+/, label: "SvelteKit hydration markers" },
      { script: /\/_app\/immutable\//, confidence: 90 },
    ],
  },
  {
    name: "Gatsby",
    category: "framework",
    implies: ["React"],
    evidence: [
      { html: /<div id="___gatsby"/, label: "___gatsby root" },
      { meta: "generator", value: /Gatsby ?([\d.]+)?/, version: true },
    ],
  },
  {
    name: "Remix",
    category: "framework",
    implies: ["React"],
    evidence: [{ html: /window\.__remixContext|__remixManifest/, label: "__remixContext" }],
  },
  {
    name: "React Router",
    category: "framework",
    implies: ["React"],
    evidence: [{ html: /window\.__reactRouterContext|__reactRouterManifest/, label: "__reactRouterContext" }],
  },
  {
    name: "Astro",
    category: "framework",
    evidence: [
      { meta: "generator", value: /Astro v?([\d.]+)?/, version: true },
      { html: /<astro-island|\sdata-astro-cid-[a-z0-9]+/, label: "astro-island / data-astro-cid" },
      { script: /\/_astro\//, confidence: 80 },
    ],
  },
  {
    name: "Ember.js",
    category: "framework",
    evidence: [{ className: /^ember-(?:view|application)$/, label: "ember-view classes", min: 1 }],
  },
  {
    name: "Laravel",
    category: "framework",
    implies: ["PHP"],
    evidence: [{ cookie: /^laravel_session$/ }],
  },
  {
    name: "Django",
    category: "framework",
    implies: ["Python"],
    evidence: [
      { html: /name="csrfmiddlewaretoken"/, label: "csrfmiddlewaretoken field" },
      { cookie: /^django_language$/, confidence: 80 },
    ],
  },
  {
    name: "Ruby on Rails",
    category: "framework",
    evidence: [
      { meta: "csrf-param", value: /^authenticity_token$/, confidence: 90 },
      { script: /rails-ujs|\/assets\/application-[0-9a-f]{32,64}\.js/, confidence: 50 },
    ],
  },
  {
    name: "Express",
    category: "server",
    implies: ["Node.js"],
    evidence: [{ header: "x-powered-by", value: /^Express$/ }],
  },

  // Libraries
  {
    name: "jQuery",
    category: "library",
    evidence: [
      { script: /jquery[.-]([\d.]+)(?:\.slim)?(?:\.min)?\.js/i, version: true },
      { script: /\/jquery@([\d.]+)/, version: true },
      { script: /\/jquery\/([\d.]+)\/jquery/, version: true },
      { script: /\/jquery(?:\.slim)?(?:\.min)?\.js(?:$|\?)/i },
    ],
  },
  {
    name: "Bootstrap",
    category: "library",
    evidence: [
      { script: /bootstrap(?:\.bundle)?(?:\.min)?\.js/i },
      {
        html: /bootstrap(?:@([\d.]+))?\/dist\/css\/bootstrap(?:\.min)?\.css/i,
        label: "bootstrap.css",
        version: true,
      },
      { html: /\/bootstrap(?:\.min)?\.css/i, label: "bootstrap.css" },
      {
        className: /^(?:navbar-expand-(?:sm|md|lg|xl)|col-(?:xs|sm|md|lg|xl)-\d{1,2}|btn-primary)$/,
        label: "Bootstrap grid and navbar classes",
        min: 2,
        confidence: 50,
      },
    ],
  },
  {
    name: "Tailwind CSS",
    category: "library",
    evidence: [
      { html: /--tw-(?:ring|shadow|translate|rotate|space|border|bg|text)-/, label: "--tw-* CSS variables" },
      {
        className: new RegExp(
          `^(?:[a-z0-9]+:)*(?:text|bg|border|ring|from|to|via)-(?:${TAILWIND_COLORS})-(?:50|[1-9]00|950)$`,
        ),
        label: "Tailwind colour utility classes",
        min: 3,
        confidence: 60,
      },
      {
        className:
          /^(?:sm|md|lg|xl|2xl):(?:flex|grid|hidden|block|inline-flex|text-\w+|p[xytrbl]?-\d+|m[xytrbl]?-\d+|w-\S+|grid-cols-\d+)$/,
        label: "responsive utility classes (md:…)",
        min: 3,
        confidence: 40,
      },
    ],
  },
  {
    name: "Alpine.js",
    category: "library",
    evidence: [{ script: /alpinejs|\/alpine(?:\.min)?\.js/i }],
  },
  {
    name: "htmx",
    category: "library",
    evidence: [
      {
        script: /htmx(?:\.org)?(?:@([\d.]+))?(?:\/dist)?\/htmx(?:\.min)?\.js|\/htmx(?:\.min)?\.js/,
        version: true,
      },
      { html: /\shx-(?:get|post|boost)=/, label: "hx-* attributes", confidence: 60 },
    ],
  },
  {
    name: "Font Awesome",
    category: "library",
    evidence: [
      { script: /kit\.fontawesome\.com/ },
      { html: /font-?awesome(?:[./-]|@)/i, label: "font-awesome stylesheet" },
    ],
  },
  {
    name: "Google Fonts",
    category: "library",
    evidence: [{ html: /fonts\.googleapis\.com\/css/, label: "fonts.googleapis.com stylesheet" }],
  },
  {
    name: "Google reCAPTCHA",
    category: "library",
    evidence: [{ script: /google\.com\/recaptcha\/|recaptcha\/api\.js|gstatic\.com\/recaptcha\// }],
  },
  {
    name: "Cookiebot",
    category: "library",
    evidence: [{ script: /consent\.cookiebot\.com/ }],
  },
  {
    name: "OneTrust",
    category: "library",
    evidence: [{ script: /cdn\.cookielaw\.org|optanon/i }, { cookie: /^OptanonConsent$/ }],
  },

  // CMS
  {
    name: "WordPress",
    category: "cms",
    implies: ["PHP"],
    evidence: [
      { meta: "generator", value: /WordPress ?([\d.]+)?/i, version: true },
      { html: /\/wp-content\//, label: "/wp-content/ paths" },
      { html: /\/wp-includes\//, label: "/wp-includes/ paths" },
      { header: "link", value: /api\.w\.org/ },
      { header: "x-pingback", value: /xmlrpc\.php/ },
    ],
  },
  {
    name: "WooCommerce",
    category: "ecommerce",
    implies: ["WordPress"],
    evidence: [
      { html: /\/wp-content\/plugins\/woocommerce\//, label: "WooCommerce plugin assets" },
      { meta: "generator", value: /WooCommerce ?([\d.]+)?/, version: true },
      { cookie: /^woocommerce_/ },
    ],
  },
  {
    name: "Drupal",
    category: "cms",
    implies: ["PHP"],
    evidence: [
      { meta: "generator", value: /Drupal ?(\d+)?/, version: true },
      { header: "x-generator", value: /Drupal ?(\d+)?/, version: true },
      { header: "x-drupal-cache" },
      { header: "x-drupal-dynamic-cache" },
      {
        html: /data-drupal-selector=|drupal-settings-json|\/sites\/default\/files\//,
        label: "Drupal markers",
      },
    ],
  },
  {
    name: "Joomla",
    category: "cms",
    implies: ["PHP"],
    evidence: [
      { meta: "generator", value: /Joomla!? ?([\d.]+)?/, version: true },
      { html: /\/media\/(?:jui|system)\/js\//, label: "/media/jui/ paths", confidence: 80 },
    ],
  },
  {
    name: "Shopify",
    category: "ecommerce",
    evidence: [
      { header: "x-shopid" },
      { header: "x-shopify-stage" },
      { header: "powered-by", value: /Shopify/ },
      { html: /cdn\.shopify\.com|Shopify\.theme/, label: "cdn.shopify.com assets" },
      { cookie: /^_shopify_[ys]$/ },
    ],
  },
  {
    name: "Magento",
    category: "ecommerce",
    implies: ["PHP"],
    evidence: [
      { cookie: /^X-Magento-Vary$/ },
      {
        html: /Mage\.Cookies|\/static\/version\d+\/frontend\/|data-mage-init/,
        label: "Magento front-end markers",
      },
    ],
  },
  {
    name: "BigCommerce",
    category: "ecommerce",
    evidence: [{ html: /cdn\d*\.bigcommerce\.com/, label: "cdn.bigcommerce.com assets" }],
  },
  {
    name: "Wix",
    category: "cms",
    evidence: [
      { header: "x-wix-request-id" },
      { meta: "generator", value: /Wix\.com/ },
      { html: /static\.wixstatic\.com|static\.parastorage\.com/, label: "wixstatic assets" },
    ],
  },
  {
    name: "Squarespace",
    category: "cms",
    evidence: [
      { header: "server", value: /Squarespace/i },
      { html: /static1\.squarespace\.com|Static\.SQUARESPACE_CONTEXT/, label: "squarespace assets" },
    ],
  },
  {
    name: "Webflow",
    category: "cms",
    evidence: [
      { meta: "generator", value: /Webflow/ },
      { html: /\sdata-wf-(?:page|site)=/, label: "data-wf-page attribute" },
      { script: /webflow(?:\.[0-9a-f]+)?\.js|assets\.website-files\.com/ },
    ],
  },
  {
    name: "Framer",
    category: "cms",
    evidence: [
      { meta: "generator", value: /Framer ?([\w.]+)?/, version: true },
      { html: /framerusercontent\.com/, label: "framerusercontent.com assets" },
    ],
  },
  {
    name: "Ghost",
    category: "cms",
    evidence: [
      { meta: "generator", value: /Ghost ?([\d.]+)?/, version: true },
      { header: "x-ghost-cache-status" },
    ],
  },
  {
    name: "HubSpot CMS",
    category: "cms",
    implies: ["HubSpot"],
    evidence: [
      { meta: "generator", value: /HubSpot/ },
      { header: "x-hs-hub-id", confidence: 60 },
    ],
  },
  {
    name: "Contentful",
    category: "cms",
    evidence: [{ html: /(?:images|assets)\.ctfassets\.net/, label: "ctfassets.net assets" }],
  },
  {
    name: "Sanity",
    category: "cms",
    evidence: [{ html: /cdn\.sanity\.io/, label: "cdn.sanity.io assets" }],
  },

  // Analytics
  {
    name: "Google Analytics",
    category: "analytics",
    evidence: [
      { script: /googletagmanager\.com\/gtag\/js/ },
      { script: /google-analytics\.com\/(?:analytics|ga|urchin)\.js/ },
      { html: /gtag\(\s*['"]config['"]\s*,\s*['"](?:G|UA)-/, label: "gtag('config', …)" },
      { cookie: /^_ga(?:_[A-Z0-9]+)?$/, confidence: 80 },
    ],
  },
  {
    name: "Google Tag Manager",
    category: "analytics",
    evidence: [
      { script: /googletagmanager\.com\/gtm\.js/ },
      { html: /googletagmanager\.com\/(?:gtm\.js|ns\.html)\?id=GTM-/, label: "GTM container snippet" },
    ],
  },
  {
    name: "Plausible",
    category: "analytics",
    evidence: [
      { script: /plausible\.io\/js\// },
      { html: /data-domain="[^"]+"[^>]*plausible/, label: "plausible snippet" },
    ],
  },
  {
    name: "Matomo",
    category: "analytics",
    evidence: [
      { script: /\/(?:matomo|piwik)\.js/ },
      { html: /_paq\.push\(/, label: "_paq.push" },
      { cookie: /^_pk_id\./ },
    ],
  },
  {
    name: "Segment",
    category: "analytics",
    evidence: [
      { script: /cdn\.segment\.(?:com|io)\/analytics\.js/ },
      { html: /cdn\.segment\.(?:com|io)\/analytics\.js/, label: "Segment snippet" },
      { cookie: /^ajs_anonymous_id$/, confidence: 80 },
    ],
  },
  {
    name: "Hotjar",
    category: "analytics",
    evidence: [
      { script: /static\.hotjar\.com/ },
      { html: /static\.hotjar\.com|\bhjid\s*:/, label: "Hotjar snippet" },
      { cookie: /^_hj(?:SessionUser|Session|id)/ },
    ],
  },
  {
    name: "Mixpanel",
    category: "analytics",
    evidence: [
      { script: /cdn\.mxpnl\.com|mixpanel-[\d.]+(?:\.min)?\.js/ },
      { html: /cdn\.mxpnl\.com|mixpanel\.init\(/, label: "Mixpanel snippet" },
      { cookie: /^mp_[0-9a-f]+_mixpanel$/ },
    ],
  },
  {
    name: "Fathom",
    category: "analytics",
    evidence: [{ script: /cdn\.usefathom\.com/ }],
  },
  {
    name: "Meta Pixel",
    category: "analytics",
    evidence: [
      { script: /connect\.facebook\.net\/[\w_]+\/fbevents\.js/ },
      { html: /connect\.facebook\.net\/[\w_]+\/fbevents\.js|fbq\(\s*['"]init['"]/, label: "fbq('init')" },
    ],
  },
  {
    name: "Microsoft Clarity",
    category: "analytics",
    evidence: [{ script: /clarity\.ms\/tag\// }, { html: /clarity\.ms\/tag\//, label: "Clarity snippet" }],
  },
  {
    name: "Heap",
    category: "analytics",
    evidence: [
      { script: /cdn\.heapanalytics\.com/ },
      { html: /cdn\.heapanalytics\.com|heap\.load\(/, label: "Heap snippet" },
    ],
  },
  {
    name: "Amplitude",
    category: "analytics",
    evidence: [{ script: /cdn\.amplitude\.com/ }],
  },
  {
    name: "Vercel Web Analytics",
    category: "analytics",
    evidence: [{ script: /\/_vercel\/insights\/script\.js/ }],
  },
  {
    name: "Cloudflare Web Analytics",
    category: "analytics",
    evidence: [{ script: /static\.cloudflareinsights\.com\/beacon/ }],
  },

  // Marketing, payments, monitoring
  {
    name: "HubSpot",
    category: "marketing",
    evidence: [
      { script: /js\.hs-scripts\.com|js\.hsforms\.net|js\.hs-analytics\.net|js\.hsadspixel\.net/ },
      { cookie: /^(?:hubspotutk|__hstc|__hssc)$/ },
    ],
  },
  {
    name: "Intercom",
    category: "marketing",
    evidence: [
      { script: /widget\.intercom\.io|js\.intercomcdn\.com/ },
      { html: /widget\.intercom\.io|window\.intercomSettings/, label: "intercomSettings" },
      { cookie: /^intercom-(?:id|session)-/ },
    ],
  },
  {
    name: "Drift",
    category: "marketing",
    evidence: [{ script: /js\.driftt\.com/ }, { html: /js\.driftt\.com/, label: "Drift snippet" }],
  },
  {
    name: "Zendesk",
    category: "marketing",
    evidence: [{ script: /static\.zdassets\.com/ }],
  },
  {
    name: "Mailchimp",
    category: "marketing",
    evidence: [
      { script: /chimpstatic\.com/ },
      { html: /\.list-manage\.com\/subscribe/, label: "Mailchimp signup form" },
    ],
  },
  {
    name: "Stripe",
    category: "payments",
    evidence: [{ script: /js\.stripe\.com/ }, { html: /js\.stripe\.com\/v\d/, label: "Stripe.js" }],
  },
  {
    name: "PayPal",
    category: "payments",
    evidence: [{ script: /paypal\.com\/sdk\/js|paypalobjects\.com/ }],
  },
  {
    name: "Sentry",
    category: "monitoring",
    evidence: [
      { script: /browser\.sentry-cdn\.com|js\.sentry-cdn\.com/ },
      { html: /Sentry\.init\(|browser\.sentry-cdn\.com/, label: "Sentry.init" },
      { meta: "sentry-trace", value: /./, confidence: 90 },
    ],
  },
  {
    name: "New Relic",
    category: "monitoring",
    evidence: [{ script: /js-agent\.newrelic\.com/ }, { html: /\bNREUM\b/, label: "NREUM agent" }],
  },
  {
    name: "Datadog RUM",
    category: "monitoring",
    evidence: [{ script: /datadoghq-browser-agent\.com/ }, { html: /DD_RUM\.init\(/, label: "DD_RUM.init" }],
  },

  // CDN
  {
    name: "Cloudflare",
    category: "cdn",
    evidence: [
      { header: "cf-ray" },
      { header: "server", value: /^cloudflare$/i },
      { header: "cf-cache-status" },
      { cookie: /^(?:__cf_bm|__cflb|__cfruid|cf_clearance)$/ },
      { script: /\/cdn-cgi\//, confidence: 80 },
    ],
  },
  {
    name: "Fastly",
    category: "cdn",
    evidence: [
      { header: "x-fastly-request-id" },
      { header: "fastly-debug-digest" },
      { header: "x-served-by", value: /cache-[a-z]{3}\d+/i, confidence: 70 },
      { header: "x-timer", value: /^S\d+\.\d+,VS\d+/, confidence: 50 },
    ],
  },
  {
    name: "Akamai",
    category: "cdn",
    evidence: [
      { header: "x-akamai-transformed" },
      { header: "akamai-grn" },
      { header: "akamai-cache-status" },
      { header: "server", value: /AkamaiGHost|AkamaiNetStorage/ },
      { cookie: /^(?:ak_bmsc|bm_sz|_abck)$/, confidence: 70 },
    ],
  },
  {
    name: "Amazon CloudFront",
    category: "cdn",
    evidence: [
      { header: "x-amz-cf-id" },
      { header: "x-amz-cf-pop" },
      { header: "via", value: /cloudfront/i },
      { header: "x-cache", value: /cloudfront/i },
    ],
  },
  {
    name: "jsDelivr",
    category: "cdn",
    evidence: [{ script: /cdn\.jsdelivr\.net/ }],
  },
  {
    name: "cdnjs",
    category: "cdn",
    evidence: [{ script: /cdnjs\.cloudflare\.com/ }],
  },
  {
    name: "unpkg",
    category: "cdn",
    evidence: [{ script: /unpkg\.com\// }],
  },
  {
    name: "Bunny CDN",
    category: "cdn",
    evidence: [{ header: "server", value: /^BunnyCDN/ }, { header: "cdn-pullzone" }],
  },

  // Hosting
  {
    name: "Vercel",
    category: "hosting",
    evidence: [
      { header: "x-vercel-id" },
      { header: "x-vercel-cache" },
      { header: "server", value: /^Vercel$/i },
    ],
  },
  {
    name: "Netlify",
    category: "hosting",
    evidence: [{ header: "x-nf-request-id" }, { header: "server", value: /^Netlify$/i }],
  },
  {
    name: "GitHub Pages",
    category: "hosting",
    evidence: [
      { header: "server", value: /^GitHub\.com$/ },
      { url: /^https?:\/\/[^/]+\.github\.io(?:[:/]|$)/, label: "*.github.io address" },
      { header: "x-github-request-id", confidence: 60 },
    ],
  },
  {
    name: "Heroku",
    category: "hosting",
    evidence: [
      { header: "via", value: /\bvegur\b/ },
      { header: "server", value: /^Heroku$/i },
      { url: /^https?:\/\/[^/]+\.herokuapp\.com(?:[:/]|$)/, label: "*.herokuapp.com address" },
    ],
  },
  {
    name: "Render",
    category: "hosting",
    evidence: [{ header: "rndr-id" }, { header: "x-render-origin-server" }],
  },
  {
    name: "Fly.io",
    category: "hosting",
    evidence: [{ header: "fly-request-id" }, { header: "server", value: /^Fly\// }],
  },
  {
    name: "Amazon S3",
    category: "hosting",
    evidence: [{ header: "server", value: /^AmazonS3$/ }],
  },
  {
    name: "Google Cloud",
    category: "hosting",
    evidence: [
      { header: "server", value: /^Google Frontend$/ },
      { header: "x-cloud-trace-context", confidence: 60 },
      { header: "via", value: /\bgoogle\b/, confidence: 50 },
    ],
  },
  {
    name: "Microsoft Azure",
    category: "hosting",
    evidence: [{ header: "x-azure-ref" }, { header: "x-ms-request-id", confidence: 60 }],
  },
  {
    name: "WP Engine",
    category: "hosting",
    implies: ["WordPress"],
    evidence: [{ header: "x-powered-by", value: /WP Engine/ }, { header: "wpe-backend" }],
  },

  // Servers and languages
  {
    name: "nginx",
    category: "server",
    evidence: [{ header: "server", value: /nginx(?:\/([\d.]+))?/i, version: true }],
  },
  {
    name: "OpenResty",
    category: "server",
    implies: ["nginx"],
    evidence: [{ header: "server", value: /openresty(?:\/([\d.]+))?/i, version: true }],
  },
  {
    name: "Apache HTTP Server",
    category: "server",
    evidence: [{ header: "server", value: /Apache(?!-Coyote)(?:\/([\d.]+))?/, version: true }],
  },
  {
    name: "Apache Tomcat",
    category: "server",
    implies: ["Java"],
    evidence: [{ header: "server", value: /Apache-Coyote/ }],
  },
  {
    name: "Microsoft IIS",
    category: "server",
    evidence: [{ header: "server", value: /Microsoft-IIS(?:\/([\d.]+))?/, version: true }],
  },
  {
    name: "LiteSpeed",
    category: "server",
    evidence: [{ header: "server", value: /LiteSpeed/i }, { header: "x-litespeed-cache" }],
  },
  {
    name: "Caddy",
    category: "server",
    evidence: [{ header: "server", value: /^Caddy/ }],
  },
  {
    name: "Envoy",
    category: "server",
    evidence: [{ header: "server", value: /^envoy$/ }, { header: "x-envoy-upstream-service-time" }],
  },
  {
    name: "PHP",
    category: "server",
    evidence: [
      { header: "x-powered-by", value: /PHP(?:\/([\d.]+))?/, version: true },
      { cookie: /^PHPSESSID$/ },
      { url: /\.php(?:$|\?)/, label: ".php address", confidence: 80 },
    ],
  },
  {
    name: "ASP.NET",
    category: "server",
    evidence: [
      { header: "x-powered-by", value: /ASP\.NET/ },
      { header: "x-aspnet-version", value: /([\d.]+)/, version: true },
      { header: "x-aspnetmvc-version" },
      { cookie: /^(?:ASP\.NET_SessionId|\.AspNetCore\.[\w.]+)$/ },
      { html: /<input[^>]{1,80}name="__VIEWSTATE"/, label: "__VIEWSTATE field" },
    ],
  },
  {
    name: "Java",
    category: "server",
    evidence: [{ cookie: /^JSESSIONID$/ }],
  },
  {
    name: "Node.js",
    category: "server",
    evidence: [],
  },
  {
    name: "Python",
    category: "server",
    evidence: [{ header: "server", value: /(?:gunicorn|uvicorn|Werkzeug|Python)(?:\/([\d.]+))?/i }],
  },
];
