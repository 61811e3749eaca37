export interface IndustryHint {
  industry: string;
  /** Where it was seen, e.g. 'schema.org @type Restaurant' or '"saas" in the description'. */
  evidence: string;
}

/**
 * A small table of industries: the words that point to each (matched as whole words in the title,
 * description and keywords) and the schema.org types that declare it.
 */
export const INDUSTRIES: readonly {
  industry: string;
  words: readonly string[];
  schemaTypes: readonly string[];
}[] = [
  {
    industry: "Software & Technology",
    words: [
      "software",
      "saas",
      "cloud software",
      "developer",
      "developers",
      "api",
      "devops",
      "machine learning",
      "cybersecurity",
      "it services",
    ],
    schemaTypes: ["SoftwareApplication", "WebApplication", "MobileApplication"],
  },
  {
    industry: "Healthcare",
    words: [
      "health",
      "healthcare",
      "medical",
      "clinic",
      "hospital",
      "patients",
      "dental",
      "dentist",
      "pharmacy",
      "therapy",
      "wellness",
    ],
    schemaTypes: [
      "MedicalOrganization",
      "MedicalBusiness",
      "Hospital",
      "Dentist",
      "Physician",
      "Pharmacy",
      "MedicalClinic",
    ],
  },
  {
    industry: "Finance",
    words: [
      "bank",
      "banking",
      "fintech",
      "finance",
      "financial",
      "payments",
      "investment",
      "investing",
      "wealth",
      "accounting",
      "loans",
      "credit",
    ],
    schemaTypes: ["FinancialService", "BankOrCreditUnion", "AccountingService"],
  },
  {
    industry: "Insurance",
    words: ["insurance", "insurer", "underwriting", "claims"],
    schemaTypes: ["InsuranceAgency"],
  },
  {
    industry: "Legal",
    words: ["law firm", "lawyer", "lawyers", "attorney", "attorneys", "legal services", "solicitors"],
    schemaTypes: ["LegalService", "Attorney", "Notary"],
  },
  {
    industry: "Education",
    words: [
      "education",
      "school",
      "university",
      "college",
      "courses",
      "learning",
      "students",
      "training",
      "edtech",
    ],
    schemaTypes: ["EducationalOrganization", "School", "CollegeOrUniversity", "Course"],
  },
  {
    industry: "Retail & E-commerce",
    words: [
      "shop",
      "store",
      "ecommerce",
      "e-commerce",
      "retail",
      "free shipping",
      "fashion",
      "apparel",
      "clothing",
    ],
    schemaTypes: ["Store", "OnlineStore", "ClothingStore", "Product", "Offer"],
  },
  {
    industry: "Real Estate",
    words: [
      "real estate",
      "property",
      "properties",
      "realtor",
      "homes for sale",
      "rentals",
      "apartments",
      "mortgage",
    ],
    schemaTypes: ["RealEstateAgent", "Residence", "Accommodation"],
  },
  {
    industry: "Hospitality & Food",
    words: ["restaurant", "cafe", "coffee", "bakery", "catering", "hotel", "food", "brewery"],
    schemaTypes: [
      "Restaurant",
      "FoodEstablishment",
      "CafeOrCoffeeShop",
      "Bakery",
      "BarOrPub",
      "Hotel",
      "LodgingBusiness",
    ],
  },
  {
    industry: "Travel & Tourism",
    words: ["travel", "tours", "tourism", "vacation", "flights", "holidays"],
    schemaTypes: ["TravelAgency", "TouristAttraction", "TouristTrip"],
  },
  {
    industry: "Manufacturing",
    words: ["manufacturing", "manufacturer", "factory", "industrial", "machinery", "fabrication"],
    schemaTypes: [],
  },
  {
    industry: "Construction",
    words: [
      "construction",
      "contractor",
      "builders",
      "roofing",
      "plumbing",
      "electrician",
      "renovation",
      "architecture",
    ],
    schemaTypes: [
      "HomeAndConstructionBusiness",
      "GeneralContractor",
      "Plumber",
      "Electrician",
      "RoofingContractor",
    ],
  },
  {
    industry: "Marketing & Advertising",
    words: [
      "marketing",
      "advertising",
      "seo",
      "branding",
      "digital agency",
      "marketing agency",
      "public relations",
    ],
    schemaTypes: ["AdvertisingAgency"],
  },
  {
    industry: "Media & Entertainment",
    words: [
      "news",
      "magazine",
      "media",
      "entertainment",
      "music",
      "film",
      "podcast",
      "games",
      "gaming",
      "streaming",
    ],
    schemaTypes: ["NewsMediaOrganization", "MusicGroup", "Movie", "VideoGame", "EntertainmentBusiness"],
  },
  {
    industry: "Nonprofit",
    words: ["nonprofit", "non-profit", "charity", "foundation", "donate", "volunteer", "ngo"],
    schemaTypes: ["NGO", "NonprofitOrganization", "FundingScheme"],
  },
  {
    industry: "Government",
    words: ["government", "municipal", "city council", "ministry", "public services"],
    schemaTypes: ["GovernmentOrganization", "GovernmentOffice", "GovernmentService"],
  },
  {
    industry: "Energy",
    words: ["energy", "solar", "renewable", "oil", "gas", "utilities", "electricity", "wind power"],
    schemaTypes: [],
  },
  {
    industry: "Logistics & Transportation",
    words: [
      "logistics",
      "shipping",
      "freight",
      "delivery",
      "transportation",
      "trucking",
      "supply chain",
      "courier",
    ],
    schemaTypes: ["MovingCompany", "DeliveryChargeSpecification"],
  },
  {
    industry: "Automotive",
    words: ["automotive", "cars", "car dealer", "dealership", "vehicles", "auto repair", "ev charging"],
    schemaTypes: ["AutomotiveBusiness", "AutoDealer", "AutoRepair", "Car"],
  },
  {
    industry: "Consulting & Professional Services",
    words: ["consulting", "consultancy", "consultants", "advisory", "professional services", "outsourcing"],
    schemaTypes: ["ProfessionalService"],
  },
  {
    industry: "Telecommunications",
    words: ["telecom", "telecommunications", "broadband", "internet provider", "mobile network", "5g"],
    schemaTypes: [],
  },
  {
    industry: "Agriculture",
    words: ["agriculture", "farm", "farming", "agritech", "crops", "organic produce"],
    schemaTypes: [],
  },
];

function wordPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
}

const WORD_PATTERNS = INDUSTRIES.map(
  (entry) =>
    new RegExp(`(?<![\\p{L}\\p{N}])(${entry.words.map(wordPattern).join("|")})(?![\\p{L}\\p{N}])`, "iu"),
);

const matchIndustryName = (text: string) => {
  const wanted = text.trim().toLowerCase();
  return INDUSTRIES.find(
    (entry) =>
      entry.industry.toLowerCase() === wanted ||
      entry.industry
        .toLowerCase()
        .split(/\s*&\s*/)
        .includes(wanted),
  );
};

/** Industry hints from schema.org types and declared industries, keywords, title and description. */
export function industryHintsFrom(input: {
  schemaTypes: string[];
  declaredIndustries: string[];
  keywords: string[];
  title: string;
  description: string;
}): IndustryHint[] {
  const hints: IndustryHint[] = [];
  const add = (industry: string, evidence: string) => {
    if (hints.length < 20 && !hints.some((h) => h.industry === industry && h.evidence === evidence))
      hints.push({ industry, evidence });
  };
  for (const declared of input.declaredIndustries.slice(0, 5)) {
    const known = matchIndustryName(declared);
    add(
      known?.industry ?? declared.trim().slice(0, 60),
      `schema.org industry "${declared.trim().slice(0, 60)}"`,
    );
  }
  for (const type of new Set(input.schemaTypes)) {
    const entry = INDUSTRIES.find((e) => e.schemaTypes.includes(type));
    if (entry) add(entry.industry, `schema.org @type ${type}`);
  }
  const sources: [string, string][] = [
    ["the keywords", input.keywords.join(", ")],
    ["the title", input.title],
    ["the description", input.description],
  ];
  for (const [where, text] of sources) {
    if (text === "") continue;
    INDUSTRIES.forEach((entry, index) => {
      const match = WORD_PATTERNS[index]!.exec(text);
      if (match) add(entry.industry, `"${match[1]!.toLowerCase()}" in ${where}`);
    });
  }
  return hints;
}
