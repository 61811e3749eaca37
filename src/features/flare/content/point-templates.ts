/**
 * The feature point templates seeded into feature_point_templates. Base points are the effort of a
 * plain version of the feature type; each complexity factor a planner ticks multiplies them.
 */
export type PointTemplateSeed = {
  name: string;
  description: string;
  basePoints: number;
  multipliers: Record<string, number>;
};

export const POINT_TEMPLATES: readonly PointTemplateSeed[] = [
  {
    name: "UI screen",
    description: "A screen built from existing components, with its states.",
    basePoints: 20,
    multipliers: {
      "Responsive for phone, tablet and desktop": 1.2,
      "Custom animations": 1.3,
      "Accessibility review": 1.1,
      "Several languages": 1.25,
    },
  },
  {
    name: "Data management (CRUD)",
    description: "Create, read, update and delete one kind of record.",
    basePoints: 30,
    multipliers: {
      "Complex validation rules": 1.2,
      "Bulk edit and import": 1.3,
      "Change history": 1.15,
      "Real-time updates": 1.4,
    },
  },
  {
    name: "Authentication",
    description: "Sign-up, sign-in and account recovery.",
    basePoints: 40,
    multipliers: {
      "Social sign-in": 1.25,
      "Two-factor authentication": 1.3,
      "Single sign-on (SAML / OIDC)": 1.6,
      "Roles and permissions": 1.3,
    },
  },
  {
    name: "Payments",
    description: "Taking money through a payment provider.",
    basePoints: 60,
    multipliers: {
      Subscriptions: 1.4,
      "Several currencies": 1.2,
      "Refunds and disputes": 1.25,
      "Marketplace payouts": 1.7,
    },
  },
  {
    name: "Third-party integration",
    description: "Connecting to another service's API.",
    basePoints: 50,
    multipliers: {
      "OAuth connection": 1.3,
      "Incoming webhooks": 1.2,
      "Two-way data sync": 1.5,
      "Poorly documented API": 1.35,
    },
  },
  {
    name: "Search",
    description: "Finding records by text.",
    basePoints: 35,
    multipliers: {
      "Filters and facets": 1.3,
      "Typo tolerance": 1.2,
      "Search across several record types": 1.25,
    },
  },
  {
    name: "Reporting and analytics",
    description: "Figures and charts from the product's data.",
    basePoints: 45,
    multipliers: {
      "Custom date ranges": 1.1,
      "Scheduled email reports": 1.2,
      "Export to CSV and PDF": 1.15,
      "Large data volumes": 1.5,
    },
  },
  {
    name: "Notifications",
    description: "Email and in-app notifications.",
    basePoints: 25,
    multipliers: {
      "Push notifications": 1.3,
      "SMS messages": 1.25,
      "User preferences per channel": 1.15,
      "Digest emails": 1.2,
    },
  },
  {
    name: "File handling",
    description: "Uploading, storing and serving files.",
    basePoints: 30,
    multipliers: {
      "Image resizing": 1.2,
      "Video processing": 1.8,
      "Virus scanning": 1.15,
      "Large files (resumable uploads)": 1.4,
    },
  },
  {
    name: "Real-time collaboration",
    description: "Several people working on the same thing at once.",
    basePoints: 70,
    multipliers: {
      "Presence indicators": 1.15,
      "Conflict-free editing": 1.8,
      "Offline support": 1.5,
    },
  },
  {
    name: "AI feature",
    description: "A feature built on a language or vision model.",
    basePoints: 80,
    multipliers: {
      "Retrieval over the customer's data": 1.4,
      "Streaming answers": 1.15,
      "Evaluation set and quality checks": 1.2,
      "Custom model training": 1.8,
    },
  },
  {
    name: "Admin tool",
    description: "An internal screen for staff.",
    basePoints: 25,
    multipliers: {
      "Audit log": 1.15,
      "Bulk actions": 1.25,
      "Impersonation with safeguards": 1.4,
    },
  },
];
