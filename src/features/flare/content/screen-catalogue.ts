/**
 * The screen type catalogue: every screen key in its group, and the eight categories of the Add
 * Screen panel. The keys are stored in saved designs and must not change; the labels,
 * descriptions, feature lists and the wireframe layout ("archetype") of each screen are content.
 */

/** The wireframe layout a screen is generated from (lib/wireframe.ts). */
export type Archetype =
  | "hero"
  | "features"
  | "cta"
  | "about"
  | "team"
  | "form"
  | "info"
  | "map"
  | "dashboard"
  | "sidebar"
  | "bottom-nav"
  | "list"
  | "detail"
  | "grid"
  | "editor"
  | "chat"
  | "kanban"
  | "table"
  | "settings"
  | "message"
  | "wizard"
  | "cart"
  | "gantt";

export type ScreenTemplate = {
  key: string;
  label: string;
  description: string;
  archetype: Archetype;
  /** Form fields or list columns the wireframe shows, when the archetype has them. */
  fields?: readonly string[];
  /** What the user sees and does on the screen. */
  ui: readonly string[];
};

export type ScreenGroup = {
  id: string;
  label: string;
  /** Server-side work every screen of the group needs. */
  backend: readonly string[];
  /** Pieces shared with other screens. */
  shared: readonly string[];
  screens: readonly ScreenTemplate[];
};

export type ScreenCategory = { id: string; label: string; groups: readonly ScreenGroup[] };

const WEBSITE: ScreenGroup = {
  id: "website",
  label: "Website",
  backend: ["Content served from the CMS", "Contact form endpoint with spam protection"],
  shared: ["Site header and footer", "SEO meta tags"],
  screens: [
    {
      key: "landing_hero",
      label: "Landing Hero",
      description: "The first screen a visitor sees: headline, promise and the main call to action.",
      archetype: "hero",
      ui: ["Headline and subheadline", "Primary call-to-action button", "Hero image"],
    },
    {
      key: "landing_features",
      label: "Feature Highlights",
      description: "Three to six product benefits with icons and short explanations.",
      archetype: "features",
      ui: ["Feature cards with icons", "Section heading"],
    },
    {
      key: "landing_cta",
      label: "Call to Action",
      description: "A closing band that asks the visitor to sign up or book a call.",
      archetype: "cta",
      ui: ["Persuasive heading", "Primary and secondary buttons"],
    },
    {
      key: "about_us",
      label: "About Us",
      description: "The company's story, mission and values.",
      archetype: "about",
      ui: ["Story text", "Mission statement", "Team photo"],
    },
    {
      key: "about_team",
      label: "Team",
      description: "The people behind the product with photos and roles.",
      archetype: "team",
      ui: ["Team member cards", "Roles and short bios"],
    },
    {
      key: "contact_form",
      label: "Contact Form",
      description: "A form visitors use to send a message.",
      archetype: "form",
      fields: ["Name", "Email", "Message"],
      ui: ["Name, email and message fields", "Send button with confirmation"],
    },
    {
      key: "contact_info",
      label: "Contact Information",
      description: "Address, phone, email and opening hours.",
      archetype: "info",
      fields: ["Address", "Phone", "Email", "Hours"],
      ui: ["Contact details list", "Click-to-call and mail links"],
    },
    {
      key: "contact_map",
      label: "Location Map",
      description: "Where to find the business, with directions.",
      archetype: "map",
      ui: ["Map", "Directions link"],
    },
  ],
};

const AUTH: ScreenGroup = {
  id: "auth",
  label: "Auth",
  backend: ["Session management", "Password hashing and rate-limited sign-in"],
  shared: ["Auth layout", "Form validation messages"],
  screens: [
    {
      key: "auth_login",
      label: "Login",
      description: "Sign in with email and password.",
      archetype: "form",
      fields: ["Email", "Password"],
      ui: ["Email and password fields", "Forgot password link", "Sign in button"],
    },
    {
      key: "auth_signup",
      label: "Sign Up",
      description: "Create an account.",
      archetype: "form",
      fields: ["Name", "Email", "Password"],
      ui: ["Registration fields", "Terms acceptance", "Create account button"],
    },
    {
      key: "auth_reset",
      label: "Password Reset",
      description: "Request a reset link and choose a new password.",
      archetype: "form",
      fields: ["Email"],
      ui: ["Email field", "Send reset link button"],
    },
    {
      key: "auth_2fa",
      label: "Two-Factor Verification",
      description: "Enter the one-time code from an authenticator app or SMS.",
      archetype: "form",
      fields: ["6-digit code"],
      ui: ["Code input", "Resend code link", "Verify button"],
    },
    {
      key: "auth_social",
      label: "Social Sign-In",
      description: "Sign in with Google, Apple or GitHub.",
      archetype: "cta",
      ui: ["Provider buttons", "Email sign-in fallback"],
    },
    {
      key: "auth_onboarding",
      label: "Onboarding",
      description: "A short first-run flow that gets a new user to their first result.",
      archetype: "wizard",
      fields: ["Your role", "Team size"],
      ui: ["Step indicator", "Questions per step", "Skip and continue buttons"],
    },
  ],
};

const DASHBOARD: ScreenGroup = {
  id: "dashboard",
  label: "Dashboard",
  backend: ["Aggregated figures per user", "Recent activity query"],
  shared: ["App shell navigation", "Empty states"],
  screens: [
    {
      key: "dash_main",
      label: "Main Dashboard",
      description: "The key figures, recent activity and shortcuts at a glance.",
      archetype: "dashboard",
      ui: ["Stat cards", "Activity chart", "Recent items list"],
    },
    {
      key: "dash_sidebar",
      label: "Sidebar Navigation",
      description: "A collapsible side menu for the app's sections.",
      archetype: "sidebar",
      ui: ["Section links", "Collapse toggle", "Active state"],
    },
    {
      key: "dash_bottom_nav",
      label: "Bottom Navigation",
      description: "Tab bar navigation for phones.",
      archetype: "bottom-nav",
      ui: ["Four to five tabs with icons", "Active tab highlight"],
    },
    {
      key: "dash_breadcrumb",
      label: "Breadcrumb Header",
      description: "Where the user is in the hierarchy, with a way back.",
      archetype: "detail",
      ui: ["Breadcrumb trail", "Page title and actions"],
    },
    {
      key: "dash_quick_actions",
      label: "Quick Actions",
      description: "Shortcuts to the most frequent tasks.",
      archetype: "features",
      ui: ["Action tiles", "Keyboard shortcuts"],
    },
  ],
};

const PROFILE: ScreenGroup = {
  id: "profile",
  label: "Profile",
  backend: ["Profile read and update endpoints", "Avatar storage"],
  shared: ["Settings layout", "Save confirmation toasts"],
  screens: [
    {
      key: "profile_view",
      label: "Profile",
      description: "A user's public profile.",
      archetype: "about",
      ui: ["Avatar and name", "Bio", "Activity summary"],
    },
    {
      key: "profile_edit",
      label: "Edit Profile",
      description: "Change name, photo and bio.",
      archetype: "form",
      fields: ["Display name", "Bio", "Location"],
      ui: ["Editable fields", "Photo upload", "Save button"],
    },
    {
      key: "profile_settings",
      label: "Account Settings",
      description: "Email, password and account preferences.",
      archetype: "settings",
      fields: ["Email address", "Password", "Time zone"],
      ui: ["Settings rows", "Change buttons"],
    },
    {
      key: "profile_privacy",
      label: "Privacy Settings",
      description: "Who can see what, and data export.",
      archetype: "settings",
      fields: ["Profile visibility", "Show activity", "Download my data"],
      ui: ["Visibility toggles", "Data export button"],
    },
    {
      key: "profile_billing",
      label: "Billing",
      description: "Plan, payment method and invoices.",
      archetype: "table",
      fields: ["Date", "Amount", "Status"],
      ui: ["Current plan card", "Payment method", "Invoice history"],
    },
    {
      key: "profile_notifications",
      label: "Notification Preferences",
      description: "Which notifications arrive by email, push or in the app.",
      archetype: "settings",
      fields: ["Email digests", "Push notifications", "Mentions"],
      ui: ["Channel toggles per event"],
    },
    {
      key: "profile_language",
      label: "Language & Region",
      description: "Language, date format and currency.",
      archetype: "settings",
      fields: ["Language", "Date format", "Currency"],
      ui: ["Language picker", "Format previews"],
    },
  ],
};

const CONTENT: ScreenGroup = {
  id: "content",
  label: "Content",
  backend: ["Content storage with drafts", "Image resizing on upload"],
  shared: ["Content cards", "Pagination"],
  screens: [
    {
      key: "content_list",
      label: "Content List",
      description: "Browse items with filters and sorting.",
      archetype: "list",
      ui: ["Item rows", "Filters", "Sort menu"],
    },
    {
      key: "content_detail",
      label: "Content Detail",
      description: "One item in full, with related items.",
      archetype: "detail",
      ui: ["Title and body", "Media", "Related items"],
    },
    {
      key: "content_upload",
      label: "Upload",
      description: "Add files or media with progress.",
      archetype: "form",
      fields: ["Title", "File", "Tags"],
      ui: ["Drop zone", "Upload progress", "Metadata fields"],
    },
    {
      key: "content_editor",
      label: "Editor",
      description: "Write and format content.",
      archetype: "editor",
      ui: ["Formatting toolbar", "Editing area", "Save and publish"],
    },
    {
      key: "content_gallery",
      label: "Gallery",
      description: "Images or videos in a grid.",
      archetype: "grid",
      ui: ["Thumbnail grid", "Lightbox"],
    },
    {
      key: "content_viewer",
      label: "Document Viewer",
      description: "Read a PDF or document in the app.",
      archetype: "detail",
      ui: ["Page view", "Zoom and download"],
    },
  ],
};

const FORMS: ScreenGroup = {
  id: "forms",
  label: "Forms",
  backend: ["Server-side validation", "Submission storage"],
  shared: ["Form fields and error messages"],
  screens: [
    {
      key: "form_basic",
      label: "Basic Form",
      description: "A single-page form.",
      archetype: "form",
      fields: ["Name", "Email", "Details"],
      ui: ["Labelled fields", "Submit button"],
    },
    {
      key: "form_wizard",
      label: "Multi-Step Form",
      description: "A long form split into steps.",
      archetype: "wizard",
      fields: ["Company", "Industry"],
      ui: ["Progress steps", "Back and next buttons"],
    },
    {
      key: "form_search",
      label: "Search Form",
      description: "Criteria for finding records.",
      archetype: "form",
      fields: ["Keywords", "Category", "Date range"],
      ui: ["Criteria fields", "Search button"],
    },
    {
      key: "form_date",
      label: "Date & Time Picker",
      description: "Choose dates, times or ranges.",
      archetype: "grid",
      ui: ["Calendar grid", "Time slots"],
    },
    {
      key: "form_upload",
      label: "File Upload Form",
      description: "A form with attachments.",
      archetype: "form",
      fields: ["Subject", "Attachment"],
      ui: ["File picker", "Type and size hints"],
    },
    {
      key: "form_rich",
      label: "Rich Text Form",
      description: "A form with formatted text input.",
      archetype: "editor",
      ui: ["Formatting toolbar", "Text area"],
    },
    {
      key: "form_survey",
      label: "Survey",
      description: "Questions with choices and ratings.",
      archetype: "wizard",
      fields: ["How satisfied are you?", "What should we improve?"],
      ui: ["Question cards", "Rating scales"],
    },
  ],
};

const SEARCH: ScreenGroup = {
  id: "search",
  label: "Search",
  backend: ["Full-text search index", "Query suggestions"],
  shared: ["Search field", "Result cards"],
  screens: [
    {
      key: "search_global",
      label: "Global Search",
      description: "Search everything from one field.",
      archetype: "list",
      ui: ["Search field", "Grouped results"],
    },
    {
      key: "search_advanced",
      label: "Advanced Search",
      description: "Search with several criteria.",
      archetype: "form",
      fields: ["All of these words", "Exact phrase", "Date range"],
      ui: ["Criteria fields", "Saved searches"],
    },
    {
      key: "search_faceted",
      label: "Faceted Search",
      description: "Narrow results with filters.",
      archetype: "sidebar",
      ui: ["Facet filters", "Result list", "Result count"],
    },
    {
      key: "search_auto",
      label: "Autocomplete",
      description: "Suggestions while typing.",
      archetype: "list",
      ui: ["Suggestion dropdown", "Keyboard selection"],
    },
    {
      key: "search_tags",
      label: "Tag Browser",
      description: "Browse content by tags.",
      archetype: "grid",
      ui: ["Tag cloud", "Tagged items"],
    },
  ],
};

const COLLABORATION: ScreenGroup = {
  id: "collaboration",
  label: "Collaboration",
  backend: ["Real-time updates", "Mentions and notifications"],
  shared: ["Avatars", "Timestamps"],
  screens: [
    {
      key: "collab_chat",
      label: "Chat",
      description: "Direct and group messages.",
      archetype: "chat",
      ui: ["Conversation list", "Message thread", "Composer"],
    },
    {
      key: "collab_comments",
      label: "Comments",
      description: "Discuss an item in place.",
      archetype: "chat",
      ui: ["Comment thread", "Mentions", "Reply box"],
    },
    {
      key: "collab_activity",
      label: "Activity Feed",
      description: "What changed and who changed it.",
      archetype: "list",
      ui: ["Activity rows", "Filters by person"],
    },
    {
      key: "collab_forum",
      label: "Forum",
      description: "Topics and replies.",
      archetype: "list",
      ui: ["Topic list", "Reply counts", "New topic button"],
    },
    {
      key: "collab_calls",
      label: "Video Calls",
      description: "Start or join a call.",
      archetype: "grid",
      ui: ["Participant tiles", "Mute and camera controls"],
    },
  ],
};

const TASKS: ScreenGroup = {
  id: "tasks",
  label: "Tasks",
  backend: ["Task storage with status history", "Assignment notifications"],
  shared: ["Task cards", "Status badges"],
  screens: [
    {
      key: "task_list",
      label: "Task List",
      description: "Tasks with status, owner and due date.",
      archetype: "list",
      ui: ["Task rows", "Status filter", "New task button"],
    },
    {
      key: "task_kanban",
      label: "Kanban Board",
      description: "Tasks as cards in status columns.",
      archetype: "kanban",
      ui: ["Status columns", "Draggable cards"],
    },
    {
      key: "task_dashboard",
      label: "Task Dashboard",
      description: "Progress across projects.",
      archetype: "dashboard",
      ui: ["Progress figures", "Overdue list"],
    },
    {
      key: "task_gantt",
      label: "Gantt Chart",
      description: "Tasks on a timeline with dependencies.",
      archetype: "gantt",
      ui: ["Timeline bars", "Dependencies", "Zoom by week or month"],
    },
    {
      key: "task_workflow",
      label: "Workflow Builder",
      description: "Define the steps a task goes through.",
      archetype: "kanban",
      ui: ["Workflow steps", "Transition rules"],
    },
  ],
};

const ANALYTICS: ScreenGroup = {
  id: "analytics",
  label: "Analytics",
  backend: ["Pre-aggregated daily figures", "Export jobs"],
  shared: ["Charts", "Date range picker"],
  screens: [
    {
      key: "analytics_dashboard",
      label: "Analytics Dashboard",
      description: "Key metrics over time.",
      archetype: "dashboard",
      ui: ["Metric cards", "Trend charts", "Date range"],
    },
    {
      key: "analytics_reports",
      label: "Reports",
      description: "Saved and scheduled reports.",
      archetype: "table",
      fields: ["Report", "Schedule", "Last run"],
      ui: ["Report list", "Run and schedule buttons"],
    },
    {
      key: "analytics_export",
      label: "Data Export",
      description: "Download data as CSV.",
      archetype: "form",
      fields: ["Dataset", "Date range", "Format"],
      ui: ["Dataset picker", "Export button"],
    },
    {
      key: "analytics_charts",
      label: "Chart Builder",
      description: "Build a chart from the data.",
      archetype: "sidebar",
      ui: ["Chart type picker", "Dimension and measure fields", "Preview"],
    },
  ],
};

const ECOMMERCE: ScreenGroup = {
  id: "ecommerce",
  label: "E-commerce",
  backend: ["Product catalogue and stock", "Payment provider webhooks", "Order states"],
  shared: ["Price formatting", "Cart badge"],
  screens: [
    {
      key: "ecom_products",
      label: "Product Listing",
      description: "Products with filters.",
      archetype: "grid",
      ui: ["Product cards", "Filters", "Sort"],
    },
    {
      key: "ecom_detail",
      label: "Product Detail",
      description: "One product with variants and reviews.",
      archetype: "detail",
      ui: ["Image gallery", "Variant picker", "Add to cart button"],
    },
    {
      key: "ecom_cart",
      label: "Shopping Cart",
      description: "Items, quantities and the total.",
      archetype: "cart",
      ui: ["Cart lines", "Quantity controls", "Checkout button"],
    },
    {
      key: "ecom_checkout",
      label: "Checkout",
      description: "Address, shipping and payment.",
      archetype: "form",
      fields: ["Shipping address", "Card number", "Expiry"],
      ui: ["Address form", "Payment form", "Order summary"],
    },
    {
      key: "ecom_orders",
      label: "Order History",
      description: "Past orders and their status.",
      archetype: "table",
      fields: ["Order", "Date", "Status"],
      ui: ["Order rows", "Reorder and track buttons"],
    },
    {
      key: "ecom_payments",
      label: "Payment Methods",
      description: "Saved cards and wallets.",
      archetype: "list",
      ui: ["Saved methods", "Add method button"],
    },
  ],
};

const SUPPORT: ScreenGroup = {
  id: "support",
  label: "Support",
  backend: ["Ticket storage and assignment", "Knowledge base search"],
  shared: ["Help links", "Status badges"],
  screens: [
    {
      key: "support_faq",
      label: "FAQ",
      description: "Common questions and answers.",
      archetype: "list",
      ui: ["Question accordion", "Search"],
    },
    {
      key: "support_kb",
      label: "Knowledge Base",
      description: "Help articles by topic.",
      archetype: "grid",
      ui: ["Topic tiles", "Article search"],
    },
    {
      key: "support_tickets",
      label: "Support Tickets",
      description: "Open and closed requests.",
      archetype: "table",
      fields: ["Ticket", "Subject", "Status"],
      ui: ["Ticket rows", "New ticket button"],
    },
    {
      key: "support_chat",
      label: "Live Support Chat",
      description: "Chat with a support agent.",
      archetype: "chat",
      ui: ["Chat window", "Agent status"],
    },
    {
      key: "support_bot",
      label: "Help Bot",
      description: "An assistant that answers from the help articles.",
      archetype: "chat",
      ui: ["Suggested questions", "Answer with sources", "Hand-over to a person"],
    },
  ],
};

const ADMIN: ScreenGroup = {
  id: "admin",
  label: "Admin",
  backend: ["Role checks on every admin request", "Audit log"],
  shared: ["Admin layout", "Data tables"],
  screens: [
    {
      key: "admin_dashboard",
      label: "Admin Dashboard",
      description: "Health of the product and its users.",
      archetype: "dashboard",
      ui: ["User and revenue figures", "Alerts"],
    },
    {
      key: "admin_users",
      label: "User Management",
      description: "Find, invite and deactivate users.",
      archetype: "table",
      fields: ["User", "Role", "Status"],
      ui: ["User table", "Invite button", "Row actions"],
    },
    {
      key: "admin_roles",
      label: "Roles & Permissions",
      description: "Who may do what.",
      archetype: "table",
      fields: ["Permission", "Admin", "Member"],
      ui: ["Permission matrix", "Role editor"],
    },
    {
      key: "admin_moderation",
      label: "Content Moderation",
      description: "Review reported content.",
      archetype: "list",
      ui: ["Report queue", "Approve and remove buttons"],
    },
    {
      key: "admin_logs",
      label: "Audit Logs",
      description: "Who changed what, and when.",
      archetype: "table",
      fields: ["Time", "Who", "Action"],
      ui: ["Log table", "Filters", "Export"],
    },
  ],
};

const SOCIAL: ScreenGroup = {
  id: "social",
  label: "Social",
  backend: ["Follow graph", "Feed ranking"],
  shared: ["Avatars", "Reaction buttons"],
  screens: [
    {
      key: "social_profile",
      label: "Social Profile",
      description: "A member's posts, followers and following.",
      archetype: "about",
      ui: ["Cover and avatar", "Follow button", "Posts"],
    },
    {
      key: "social_friends",
      label: "Friends & Followers",
      description: "Connections and suggestions.",
      archetype: "list",
      ui: ["Connection list", "Follow suggestions"],
    },
    {
      key: "social_reactions",
      label: "Reactions",
      description: "Likes and reactions on posts.",
      archetype: "list",
      ui: ["Reaction picker", "Who reacted list"],
    },
    {
      key: "social_events",
      label: "Events",
      description: "Upcoming events and RSVPs.",
      archetype: "grid",
      ui: ["Event cards", "RSVP button"],
    },
    {
      key: "social_gamification",
      label: "Badges & Leaderboard",
      description: "Points, badges and rankings.",
      archetype: "table",
      fields: ["Rank", "Member", "Points"],
      ui: ["Leaderboard", "Badge shelf"],
    },
  ],
};

const NOTIFICATIONS: ScreenGroup = {
  id: "notifications",
  label: "Notifications",
  backend: ["Notification queue with retries", "Per-user preferences"],
  shared: ["Unread badge"],
  screens: [
    {
      key: "notif_push",
      label: "Push Notifications",
      description: "Permission prompt and push settings.",
      archetype: "message",
      ui: ["Permission explanation", "Enable button"],
    },
    {
      key: "notif_email",
      label: "Email Notifications",
      description: "The emails the product sends.",
      archetype: "detail",
      ui: ["Email preview", "Unsubscribe link"],
    },
    {
      key: "notif_center",
      label: "Notification Center",
      description: "Every notification in one place.",
      archetype: "list",
      ui: ["Notification rows", "Mark all as read"],
    },
    {
      key: "notif_activity",
      label: "Activity Alerts",
      description: "Alerts about changes that matter to the user.",
      archetype: "list",
      ui: ["Alert rows", "Alert rules"],
    },
  ],
};

const INTEGRATION: ScreenGroup = {
  id: "integration",
  label: "Integration",
  backend: ["OAuth token storage", "Webhook delivery with retries"],
  shared: ["Connection status badges"],
  screens: [
    {
      key: "integration_oauth",
      label: "Connect Accounts",
      description: "Link third-party accounts with OAuth.",
      archetype: "list",
      ui: ["Provider rows", "Connect and disconnect buttons"],
    },
    {
      key: "integration_webhooks",
      label: "Webhooks",
      description: "Endpoints that receive events.",
      archetype: "table",
      fields: ["Endpoint", "Events", "Last delivery"],
      ui: ["Webhook table", "Add endpoint form", "Delivery log"],
    },
    {
      key: "integration_services",
      label: "Integrations Directory",
      description: "Available integrations.",
      archetype: "grid",
      ui: ["Integration tiles", "Search"],
    },
  ],
};

const LEGAL: ScreenGroup = {
  id: "legal",
  label: "Legal",
  backend: ["Consent records", "Data export and deletion jobs"],
  shared: ["Legal page layout"],
  screens: [
    {
      key: "legal_terms",
      label: "Terms of Service",
      description: "The terms users accept.",
      archetype: "detail",
      ui: ["Terms text", "Table of contents"],
    },
    {
      key: "legal_privacy",
      label: "Privacy Policy",
      description: "How personal data is handled.",
      archetype: "detail",
      ui: ["Policy text", "Contact for privacy questions"],
    },
    {
      key: "legal_gdpr",
      label: "Data Requests",
      description: "Export or delete personal data.",
      archetype: "form",
      fields: ["Email", "Request type"],
      ui: ["Request form", "Request status"],
    },
    {
      key: "legal_cookies",
      label: "Cookie Consent",
      description: "Choose which cookies are allowed.",
      archetype: "settings",
      fields: ["Necessary", "Analytics", "Marketing"],
      ui: ["Consent banner", "Category toggles"],
    },
  ],
};

const UTILITY: ScreenGroup = {
  id: "utility",
  label: "Utility",
  backend: ["Health and status checks"],
  shared: ["Illustrations", "Back to home link"],
  screens: [
    {
      key: "utility_splash",
      label: "Splash Screen",
      description: "Shown while the app starts.",
      archetype: "message",
      ui: ["Logo", "Loading indicator"],
    },
    {
      key: "utility_maintenance",
      label: "Maintenance",
      description: "Shown during planned maintenance.",
      archetype: "message",
      ui: ["Explanation", "Expected return time"],
    },
    {
      key: "utility_404",
      label: "Page Not Found",
      description: "A helpful 404 page.",
      archetype: "message",
      ui: ["Message", "Links home and to search"],
    },
    {
      key: "utility_expired",
      label: "Session Expired",
      description: "Ask the user to sign in again.",
      archetype: "message",
      ui: ["Message", "Sign in again button"],
    },
    {
      key: "utility_status",
      label: "System Status",
      description: "Service health and incidents.",
      archetype: "list",
      ui: ["Service status rows", "Incident history"],
    },
  ],
};

/** Every group of the catalogue, in the order the screen type select lists them. */
export const SCREEN_GROUPS: readonly ScreenGroup[] = [
  WEBSITE,
  AUTH,
  DASHBOARD,
  PROFILE,
  CONTENT,
  FORMS,
  SEARCH,
  COLLABORATION,
  TASKS,
  ANALYTICS,
  ECOMMERCE,
  SUPPORT,
  ADMIN,
  SOCIAL,
  NOTIFICATIONS,
  INTEGRATION,
  LEGAL,
  UTILITY,
];

/** The Add Screen panel's eight categories, holding the whole catalogue. */
export const SCREEN_CATEGORIES: readonly ScreenCategory[] = [
  { id: "website", label: "Website Pages", groups: [WEBSITE, CONTENT, FORMS, SEARCH] },
  { id: "ecommerce", label: "E-commerce", groups: [ECOMMERCE] },
  { id: "admin", label: "Admin & Moderation", groups: [ADMIN, DASHBOARD, ANALYTICS, TASKS] },
  { id: "social", label: "Social Features", groups: [SOCIAL, PROFILE, COLLABORATION] },
  { id: "notifications", label: "Notifications", groups: [NOTIFICATIONS] },
  { id: "integration", label: "Integration", groups: [INTEGRATION] },
  { id: "legal", label: "Legal & Compliance", groups: [LEGAL] },
  { id: "utility", label: "Utility Screens", groups: [UTILITY, AUTH, SUPPORT] },
];

/** The screen used when no keyword rule matches: the main dashboard. */
export const DEFAULT_SCREEN_TYPE = "dash_main";

/**
 * AI-suggested screen types: keyword rules tested in this order on an item's name and description;
 * the first rule that matches gives the screen type.
 */
export const SCREEN_TYPE_RULES: readonly { keywords: readonly string[]; screenType: string }[] = [
  { keywords: ["login", "sign in"], screenType: "auth_login" },
  { keywords: ["signup", "register"], screenType: "auth_signup" },
  { keywords: ["dashboard"], screenType: "dash_main" },
  { keywords: ["profile"], screenType: "profile_view" },
  { keywords: ["search"], screenType: "search_global" },
  { keywords: ["chat", "message"], screenType: "collab_chat" },
  { keywords: ["settings"], screenType: "profile_settings" },
  { keywords: ["landing"], screenType: "landing_hero" },
  { keywords: ["payment", "checkout"], screenType: "ecom_checkout" },
  { keywords: ["product"], screenType: "ecom_products" },
  { keywords: ["onboarding"], screenType: "auth_onboarding" },
  { keywords: ["notification"], screenType: "notif_center" },
  { keywords: ["task"], screenType: "task_list" },
  { keywords: ["analytics"], screenType: "analytics_dashboard" },
  { keywords: ["list"], screenType: "content_list" },
  { keywords: ["detail"], screenType: "content_detail" },
  { keywords: ["form"], screenType: "form_basic" },
];
