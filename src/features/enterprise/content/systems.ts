/**
 * The enterprise systems catalogue the analyzer offers and reasons about: real products, grouped
 * into eight categories. Only IBM Db2 is marked as not cloud ready, as the product states;
 * complexity is how hard a modernization of that system usually is (Low, Medium or High).
 */
export const SYSTEM_CATEGORIES = [
  "ERP",
  "CRM",
  "HRMS",
  "ProjectManagement",
  "DataManagement",
  "Communications",
  "Security",
  "Other",
] as const;
export type SystemCategory = (typeof SYSTEM_CATEGORIES)[number];

export const COMPLEXITIES = ["Low", "Medium", "High"] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export type EnterpriseSystem = {
  id: string;
  name: string;
  vendor: string;
  description: string;
  complexity: Complexity;
  cloudReady: boolean;
};

/** How each category is labelled in the picker, the report and the PDF. */
export const CATEGORY_LABELS: Record<SystemCategory, string> = {
  ERP: "Enterprise Resource Planning (ERP)",
  CRM: "Customer Relationship Management (CRM)",
  HRMS: "Human Resources (HRMS)",
  ProjectManagement: "Project Management",
  DataManagement: "Data Management & Analytics",
  Communications: "Communications & Collaboration",
  Security: "Security & Identity",
  Other: "Other Business Systems",
};

export const SYSTEM_CATALOGUE: Record<SystemCategory, EnterpriseSystem[]> = {
  ERP: [
    {
      id: "sap-s4hana",
      name: "SAP S/4HANA",
      vendor: "SAP",
      description: "Finance, supply chain, manufacturing and procurement on SAP's in-memory ERP suite.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "sap-ecc",
      name: "SAP ERP Central Component (ECC 6.0)",
      vendor: "SAP",
      description: "The classic SAP ERP core, with mainstream maintenance ending and S/4HANA migrations due.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "oracle-fusion-erp",
      name: "Oracle Fusion Cloud ERP",
      vendor: "Oracle",
      description:
        "Oracle's cloud suite for financials, procurement, project accounting and risk management.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "oracle-netsuite",
      name: "Oracle NetSuite",
      vendor: "Oracle",
      description:
        "Cloud ERP for mid-sized companies: accounting, inventory, order management and CRM basics.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "dynamics-365-finance",
      name: "Microsoft Dynamics 365 Finance & Supply Chain",
      vendor: "Microsoft",
      description: "Microsoft's ERP for general ledger, budgeting, warehousing and production planning.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "infor-cloudsuite",
      name: "Infor CloudSuite Industrial (SyteLine)",
      vendor: "Infor",
      description: "Manufacturing ERP for make-to-order and configure-to-order production.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "epicor-kinetic",
      name: "Epicor Kinetic",
      vendor: "Epicor",
      description: "ERP for discrete manufacturers: shop floor, scheduling, quality and costing.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "sage-intacct",
      name: "Sage Intacct",
      vendor: "Sage",
      description: "Cloud financial management with multi-entity consolidation and dimensional reporting.",
      complexity: "Low",
      cloudReady: true,
    },
  ],
  CRM: [
    {
      id: "salesforce-sales-cloud",
      name: "Salesforce Sales Cloud",
      vendor: "Salesforce",
      description: "Pipeline, opportunity and account management on the Salesforce platform.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "salesforce-service-cloud",
      name: "Salesforce Service Cloud",
      vendor: "Salesforce",
      description: "Case management, omni-channel routing and knowledge base for customer service teams.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "dynamics-365-sales",
      name: "Microsoft Dynamics 365 Sales",
      vendor: "Microsoft",
      description: "Microsoft's CRM for leads, opportunities and forecasting, tied into Outlook and Teams.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "hubspot-crm",
      name: "HubSpot CRM",
      vendor: "HubSpot",
      description: "Contacts, deals and marketing automation in one hub, popular with growing teams.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "zoho-crm",
      name: "Zoho CRM",
      vendor: "Zoho",
      description: "Sales automation, workflows and analytics at a low cost per seat.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "oracle-siebel-crm",
      name: "Oracle Siebel CRM",
      vendor: "Oracle",
      description: "Long-standing on-premises CRM with heavy customisation in many large enterprises.",
      complexity: "High",
      cloudReady: true,
    },
  ],
  HRMS: [
    {
      id: "workday-hcm",
      name: "Workday Human Capital Management",
      vendor: "Workday",
      description: "Core HR, talent, compensation and workforce planning in one cloud system of record.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "sap-successfactors",
      name: "SAP SuccessFactors",
      vendor: "SAP",
      description: "Employee central, recruiting, learning and performance management from SAP.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "oracle-peoplesoft-hcm",
      name: "Oracle PeopleSoft HCM",
      vendor: "Oracle",
      description: "Mature HR and payroll suite, often heavily customised and hosted on premises.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "adp-workforce-now",
      name: "ADP Workforce Now",
      vendor: "ADP",
      description: "Payroll, benefits administration, time tracking and HR compliance.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "ukg-pro",
      name: "UKG Pro",
      vendor: "UKG",
      description: "HR, payroll and workforce management for large, shift-based workforces.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "bamboohr",
      name: "BambooHR",
      vendor: "BambooHR",
      description: "HR records, onboarding and time off for small and mid-sized companies.",
      complexity: "Low",
      cloudReady: true,
    },
  ],
  ProjectManagement: [
    {
      id: "jira-software",
      name: "Jira Software",
      vendor: "Atlassian",
      description: "Issue tracking and agile boards for software and IT teams.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "microsoft-project",
      name: "Microsoft Project",
      vendor: "Microsoft",
      description: "Schedules, Gantt charts and resource planning for classic project management.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "asana",
      name: "Asana",
      vendor: "Asana",
      description: "Work management for cross-functional teams: tasks, timelines and portfolios.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "smartsheet",
      name: "Smartsheet",
      vendor: "Smartsheet",
      description: "Spreadsheet-style project tracking with automated workflows and dashboards.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "servicenow-spm",
      name: "ServiceNow Strategic Portfolio Management",
      vendor: "ServiceNow",
      description: "Demand, portfolio and project management on the Now Platform.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "planview-portfolios",
      name: "Planview Portfolios",
      vendor: "Planview",
      description: "Enterprise portfolio and resource management for PMOs.",
      complexity: "Medium",
      cloudReady: true,
    },
  ],
  DataManagement: [
    {
      id: "oracle-database",
      name: "Oracle Database",
      vendor: "Oracle",
      description: "Relational database behind many core business applications, often with PL/SQL logic.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "microsoft-sql-server",
      name: "Microsoft SQL Server",
      vendor: "Microsoft",
      description: "Relational database with reporting (SSRS) and integration (SSIS) services.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "ibm-db2",
      name: "IBM Db2",
      vendor: "IBM",
      description: "IBM's relational database, common on mainframe (z/OS) and AIX installations.",
      complexity: "High",
      cloudReady: false,
    },
    {
      id: "snowflake",
      name: "Snowflake",
      vendor: "Snowflake",
      description: "Cloud data warehouse with separate storage and compute and secure data sharing.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "informatica-powercenter",
      name: "Informatica PowerCenter",
      vendor: "Informatica",
      description: "Batch ETL platform that moves and transforms data between enterprise systems.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "tableau",
      name: "Tableau",
      vendor: "Salesforce",
      description: "Visual analytics and dashboards for business users.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "power-bi",
      name: "Microsoft Power BI",
      vendor: "Microsoft",
      description: "Self-service reporting and dashboards connected to the Microsoft data stack.",
      complexity: "Low",
      cloudReady: true,
    },
  ],
  Communications: [
    {
      id: "microsoft-teams",
      name: "Microsoft Teams",
      vendor: "Microsoft",
      description: "Chat, meetings, calling and file collaboration within Microsoft 365.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "slack",
      name: "Slack",
      vendor: "Salesforce",
      description: "Channel-based messaging with workflow automation and thousands of integrations.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "zoom-workplace",
      name: "Zoom Workplace",
      vendor: "Zoom",
      description: "Video meetings, webinars, phone and team chat.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "cisco-webex",
      name: "Cisco Webex",
      vendor: "Cisco",
      description: "Meetings, calling and contact-center features, common in regulated industries.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "microsoft-exchange-server",
      name: "Microsoft Exchange Server",
      vendor: "Microsoft",
      description: "On-premises email and calendaring, a frequent candidate for Exchange Online migration.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "ringcentral",
      name: "RingCentral",
      vendor: "RingCentral",
      description: "Cloud phone system (UCaaS) with messaging, video and contact-center options.",
      complexity: "Low",
      cloudReady: true,
    },
  ],
  Security: [
    {
      id: "okta-workforce-identity",
      name: "Okta Workforce Identity",
      vendor: "Okta",
      description: "Single sign-on, multi-factor authentication and lifecycle management for employees.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "microsoft-entra-id",
      name: "Microsoft Entra ID",
      vendor: "Microsoft",
      description: "Identity and access management (formerly Azure Active Directory).",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "splunk-enterprise-security",
      name: "Splunk Enterprise Security",
      vendor: "Splunk",
      description: "SIEM for log analytics, threat detection and incident investigation.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "crowdstrike-falcon",
      name: "CrowdStrike Falcon",
      vendor: "CrowdStrike",
      description: "Endpoint detection and response with threat intelligence.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "cyberark-pam",
      name: "CyberArk Privileged Access Manager",
      vendor: "CyberArk",
      description: "Vaulting, rotation and session monitoring for privileged accounts.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "palo-alto-prisma-access",
      name: "Palo Alto Networks Prisma Access",
      vendor: "Palo Alto Networks",
      description: "Secure access service edge (SASE) for remote users and branch offices.",
      complexity: "Medium",
      cloudReady: true,
    },
  ],
  Other: [
    {
      id: "servicenow-itsm",
      name: "ServiceNow IT Service Management",
      vendor: "ServiceNow",
      description: "Incident, problem, change and request management for IT operations.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "microsoft-sharepoint",
      name: "Microsoft SharePoint",
      vendor: "Microsoft",
      description: "Intranet, document libraries and team sites, often with custom workflows.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "sap-ariba",
      name: "SAP Ariba",
      vendor: "SAP",
      description: "Procurement and supplier management network for sourcing and purchasing.",
      complexity: "High",
      cloudReady: true,
    },
    {
      id: "coupa",
      name: "Coupa Business Spend Management",
      vendor: "Coupa",
      description: "Procure-to-pay, invoicing and expense management.",
      complexity: "Medium",
      cloudReady: true,
    },
    {
      id: "docusign-esignature",
      name: "DocuSign eSignature",
      vendor: "DocuSign",
      description: "Electronic signatures and agreement workflows.",
      complexity: "Low",
      cloudReady: true,
    },
    {
      id: "opentext-content-server",
      name: "OpenText Content Server",
      vendor: "OpenText",
      description: "Enterprise content management with records retention and archiving.",
      complexity: "High",
      cloudReady: true,
    },
  ],
};

export type CatalogueEntry = EnterpriseSystem & { category: SystemCategory };

/** Every system with its category, in catalogue order. */
export const ALL_SYSTEMS: readonly CatalogueEntry[] = SYSTEM_CATEGORIES.flatMap((category) =>
  SYSTEM_CATALOGUE[category].map((s) => ({ ...s, category })),
);

const BY_ID = new Map(ALL_SYSTEMS.map((s) => [s.id, s]));

export function systemById(id: string): CatalogueEntry | undefined {
  return BY_ID.get(id);
}

export const SYSTEM_IDS: readonly string[] = ALL_SYSTEMS.map((s) => s.id);
