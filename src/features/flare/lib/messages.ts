/**
 * FLARE's user-facing messages: first those of the canvas, kept word for word (the end-to-end
 * tests quote them), then those of the server's own rules. Kept free of zod so the public
 * /flare/apply page can use them without loading the schema library; the contract re-exports them.
 */
export const FLARE_MESSAGES = {
  // Project entry
  createFailed: "Failed to create project. Please try again.",
  created: "Project created successfully!",
  titleRequired: "Please enter a project title",
  codeRequired: "Please enter an access code",
  searchFailed: "Failed to search for project. Please try again.",
  notFound: "Project not found. Please check your access code and try again.",
  accessFailed: "Failed to access project. Please try again.",
  // Welcome screen
  fillAllFields: "Please fill in all fields",
  clientRequired: "Client name and company name are required.",
  clientSaveFailed: "Error saving information",
  tryAgain: "Please try again.",
  codeCopied: "Access code copied!",
  // Canvas
  loading: "Loading your design canvas...",
  templatesFailed: "Failed to load point templates",
  hubAddFailed: "Failed to add feature",
  hubAddAllFailed: "Failed to add features",
  hubAllAdded: "All features from this group have already been added",
  hubAdded: (n: number, group: string) => `Added ${n} features from ${group}`,
  uploaded: "File uploaded successfully",
  uploadFailed: "Failed to upload file",
  saved: "Design saved successfully",
  saveFailed: "Failed to save design",
  versionNameRequired: "Please name this version",
  versionsLoadFailed: "Failed to load versions",
  savePending: "Some of your changes have not reached the server yet. Reconnect, then save.",
  loadFailed: "Failed to load design",
  // AI import
  describeProject: "Please describe your project",
  designIdRequired: "Design ID is required",
  analyzeFailed: (reason: string) => `Failed to analyze project: ${reason}`,
  analysisFailed: (reason: string) => `Analysis failed: ${reason}`,
  noAnalysisData: "No data received from analysis",
  newProject: "New project created!",
  analyzed: "Project analyzed successfully!",
  aiAddFailed: "Failed to add feature. Please try again.",
  // Wireframes
  selectScreen: "Please select a screen first",
  noWireframe: (action: "refine" | "download" | "copy code from" | "preview" | "provide feedback on") =>
    `No wireframe to ${action}. Generate one first.`,
  wireframeGenerateFailed: "Failed to generate wireframe",
  wireframeRefineFailed: "Failed to refine wireframe",
  wireframeGenerated: "Wireframe generated successfully",
  wireframeRefined: "Wireframe refined successfully",
  wireframesSaved: "Wireframes saved successfully",
  wireframesExported: "Wireframes exported successfully",
  wireframeDownloaded: "Wireframe downloaded",
  codeCopiedToClipboard: "Code copied to clipboard",
  previewOpened: "Preview opened in new window",
  positiveFeedback: "Positive feedback recorded",
  negativeFeedback: "Negative feedback recorded",
  switchedDevice: (device: string) => `Switched to ${device} view`,
  wireframePlaceholder: "Select a screen and generate a wireframe",
  // Gate
  incorrectPassword: "Incorrect password",
  accessGranted: "Access granted to Flare Canvas",
  // Our own
  passwordRequired: "Please enter the password",
  locked: "Enter the FLARE canvas password to continue.",
  notHolder: "This project is not open in this browser. Open it with its access code.",
  canvasFailed: "Failed to load the canvas",
  listFailed: "Failed to load designs",
  gateRateLimited:
    "Too many password attempts from your connection. Please wait a few minutes and try again.",
  codeRateLimited:
    "Too many access code attempts from your connection. Please wait a few minutes and try again.",
  createRateLimited: "Too many new projects from your connection. Please wait a few minutes and try again.",
  analysisRateLimited: "Too many analyses from your connection. Please wait a few minutes and try again.",
  versionConflict:
    "This design was changed elsewhere after you opened it. Reload to get the latest version (your unsaved changes here will be lost).",
  invalidDesign: "The design could not be saved: it contains something the canvas does not know.",
  danglingEdge: "The design could not be saved: a connection points at an element that is not on the canvas.",
  tooManyNodes: (max: number) => `A design can hold at most ${max.toLocaleString("en-US")} elements.`,
  planNotFound: "That startup plan was not found. Analyze your pitch again on /startup.",
  featureRequired: "Please enter a feature name",
  featureDescriptionRequired: "Please enter a description",
  pointsRequired: "Please enter the points",
  screenRequired: "Name and description are required.",
  attachmentMissing: "Please choose a file to upload",
  attachmentType:
    "This file type cannot be attached. Attach an image, a PDF, an office document, a text file or a ZIP archive.",
  attachmentTooLarge: "The file is larger than 10 MB. Please attach a smaller file.",
  attachmentEmpty: "The file is empty.",
  attachmentNotFound: "No such attachment",
  featureNotFound: "That feature is not on the canvas any more.",
  // /flare/apply
  applyNameRequired: "Please enter your name",
  applyEmailRequired: "Please enter your email address",
  invalidEmail: "Please enter a valid email address",
  applyIdeaRequired: "Please tell us what you want to build",
  applySent: "Application received! We review every application within two business days and reply by email.",
  applyFailed: "We could not send your application. Please try again.",
  applyRateLimited:
    "We received several applications from your connection recently. Please wait a few minutes and try again.",
  tooLong: (label: string, max: number) =>
    `${label} must be at most ${max.toLocaleString("en-US")} characters`,
} as const;

/** Field limits of the /flare/apply form. */
export const APPLY_LIMITS = { line: 200, email: 254, text: 5000 } as const;
