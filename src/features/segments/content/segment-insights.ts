import type { SegmentInsights, StatisticsSegment } from "../segments.contract.ts";

/**
 * The built-in insights: the agency's own demo figures per segment (fictional demo content,
 * DECISIONS.md), used when no LLM is configured or when it fails.
 */
export const BUILT_IN_INSIGHTS: Record<StatisticsSegment, SegmentInsights> = {
  enterprise: {
    headline: "Modernize the systems your business already runs on",
    subheading:
      "We connect ERP, CRM and HR platforms, retire brittle integrations and add AI where it pays back, without a risky big-bang rewrite.",
    metrics: [
      {
        name: "systems_integrated",
        value: "120+",
        label: "Enterprise systems integrated",
        description: "ERP, CRM, HRMS and data platforms connected for our clients since 2019.",
      },
      {
        name: "delivery_speed",
        value: "40%",
        label: "Faster delivery",
        description:
          "Median reduction in delivery time when AI-assisted engineering joins a modernization team.",
      },
      {
        name: "manual_work_cut",
        value: "60%",
        label: "Less manual data entry",
        description: "Typical drop in re-keyed data after systems share one integration layer.",
      },
      {
        name: "payback_months",
        value: "9 mo",
        label: "Median payback",
        description: "Months until a modernization engagement pays for itself in our client portfolio.",
      },
    ],
  },
  government: {
    headline: "Compliant digital services, delivered in weeks",
    subheading:
      "Accessible, secure services built against FedRAMP, FISMA and NIST SP 800-53 from the first sprint, with the documentation auditors ask for.",
    metrics: [
      {
        name: "controls_mapped",
        value: "300+",
        label: "NIST controls mapped",
        description:
          "NIST SP 800-53 Rev. 5 controls we map to code, infrastructure and process on a typical engagement.",
      },
      {
        name: "accessibility",
        value: "WCAG 2.1 AA",
        label: "Accessibility by default",
        description: "Every service we ship is tested against Section 508 and WCAG 2 AA before launch.",
      },
      {
        name: "ato_time",
        value: "35%",
        label: "Shorter path to ATO",
        description: "Less time to authority to operate when compliance evidence is produced with the code.",
      },
      {
        name: "agencies_served",
        value: "18",
        label: "Public agencies served",
        description: "Federal, state and local agencies that have shipped services with our teams.",
      },
    ],
  },
};
