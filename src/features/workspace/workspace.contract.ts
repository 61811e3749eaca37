import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { isoDateTime, isoDay, okAnswer, rowId } from "#src/lib/wire.ts";

/** The workspace app's user-facing messages; pages and tests use them word for word. */
export const WM = {
  loadFailed: "Failed to load workspace data",
  spacesLoadFailed: "Failed to load spaces",
  foldersLoadFailed: "Failed to load folders",
  listsLoadFailed: "Failed to load lists",
  loginToCreate: "You must be logged in to create a workspace",
  taskCreated: "Task created successfully",
  taskCreateFailed: "Failed to create task",
  messageSent: "Message sent successfully",
  messageFailed: "Failed to send message",
  fileUploaded: "File uploaded successfully",
  uploadFailed: "Failed to upload file",
  downloadFailed: "Failed to download file",
  taskBlocked: "Task marked as blocked",
  blockerFailed: "Failed to flag blocker",
  noApprovers: "No workspace members available to request approval from",
  approvalSent: "Approval request sent successfully",
  approvalFailed: "Failed to send approval request",
  feedbackSent: "Feedback request sent successfully",
  meetingScheduled: "Meeting scheduled successfully",
  taskNotFound: "Task not found",
  dashboardError: "Error loading dashboard",
  comingSoon: (what: string) => `Coming soon: ${what}`,
  unknownCommand: "Unknown command",
  selectWorkspace: "Select a Workspace",
  newWorkspace: "New Workspace",
} as const;

/** The kinds of items in the tree, with the words the '... successfully' messages use. */
export const ITEM_KINDS = ["workspace", "space", "folder", "list"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
const LABEL: Record<ItemKind, string> = {
  workspace: "Workspace",
  space: "Space",
  folder: "Folder",
  list: "List",
};

export const itemLabel = (kind: ItemKind) => LABEL[kind];
/** '{Type} created successfully' / 'Failed to create {type}', and the same for update and delete. */
export const itemMessages = (kind: ItemKind) => ({
  created: `${LABEL[kind]} created successfully`,
  createFailed: `Failed to create ${kind}`,
  updated: `${LABEL[kind]} updated successfully`,
  updateFailed: `Failed to update ${kind}`,
  deleted: `${LABEL[kind]} deleted successfully`,
  deleteFailed: `Failed to delete ${kind}`,
  notFound: `${LABEL[kind]} not found`,
});

/** The messages for everything WM does not cover, in the same plain style. */
export const WORKSPACE_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 120 characters",
  titleRequired: "Title is required",
  dueBeforeStart: "The due date cannot be before the start date",
  invalidDate: "Enter a real date (YYYY-MM-DD)",
  invalidStatus: "Choose todo, in_progress, done or blocked",
  invalidPriority: "Choose low, normal, high or urgent",
  assigneeNotMember: "The assignee must be a member of this workspace",
  estimateRange: "The estimate must be between 0 and 1000 hours",
  messageRequired: "Please enter a message",
  feedbackFailed: "Failed to send feedback request",
  meetingFailed: "Failed to schedule meeting",
  meetingTimes: "The meeting must end after it starts",
  meetingTitleRequired: "Please enter a meeting title",
  attendeeNotMember: "Every attendee must be a member of this workspace",
  docSaved: "Documentation saved successfully",
  docFailed: "Failed to save documentation",
  apiDocSaved: "API documentation saved successfully",
  apiDocFailed: "Failed to save API documentation",
  endpointRequired: "Please enter the endpoint",
  invalidMethod: "Choose GET, POST, PUT, PATCH or DELETE",
  invalidJson: "Enter valid JSON (or leave it empty)",
  approved: "Task approved",
  rejected: "Approval rejected",
  answerNotYours: "Only the person asked can answer this request",
  alreadyAnswered: "This request has already been answered",
  requestNotFound: "Request not found",
  feedbackRequired: "Please write your feedback",
  feedbackGiven: "Feedback sent",
  fileRequired: "Choose a file to upload",
  fileTooLarge: "The file is larger than 10 MB",
  fileType: "This type of file cannot be attached (images, PDF, text, CSV, JSON, ZIP and Office files only)",
  fileEmpty: "The file is empty",
  attachmentNotFound: "Attachment not found",
  emailInvalid: "Enter a valid email address",
  memberAdded: (email: string) => `${email} added to the workspace`,
  alreadyMember: "This person is already a member",
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationInvalid: "This invitation link is not valid. It may have been used already.",
  invitationEmail: "Sign in with the address the invitation was sent to.",
  invitationAccepted: "You joined the workspace",
  memberRemoved: "Member removed",
  lastMember: "A workspace needs at least one member",
  ownerOnlyDelete: "Only the owner of this workspace or an admin can delete it",
  ownerOnlyRemoveOwner: "Only the owner of this workspace or an admin can remove its owner",
  ownerOnlyTransfer: "Only the owner of this workspace or an admin can make someone else the owner",
  transferOwnershipFirst: "The owner cannot be removed. Make another member the owner first.",
  ownerNotMember: "The new owner must be a member of this workspace",
  alreadyOwner: "This person is already the owner",
  ownerChanged: (name: string) => `${name} is now the owner`,
  statusUpdated: "Task updated",
  taskDeleted: "Task deleted",
  timerStarted: "Timer started",
  timerStopped: "Timer stopped",
  timerRunning: "A timer is already running on this task",
  noTimer: "No timer is running on this task",
  timeLogged: "Time logged",
  minutesRange: "Enter between 1 and 1440 minutes",
  chatRequired: "Please enter a message",
} as const;

// ---------------------------------------------------------------------------------------------
// Task statuses and priorities, the page sizes of chat and recent lists, and the upload limit.

export const TASK_STATUSES = ["todo", "in_progress", "done", "blocked"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const STATUS_LABELS: Record<TaskStatus, string> = {
  todo: "To do",
  in_progress: "In progress",
  done: "Done",
  blocked: "Blocked",
};
export const TASK_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const CHAT_LIMIT = 50;
export const RECENT_LIMIT = 5;
export const MEETING_DEFAULT_MINUTES = 60;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VIEW_MODES = ["list", "board", "calendar"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The slash commands of the task command line: one per action of the task page, every one of
 * them working. 'Coming soon' answers only an action listed here as planned (none today).
 */
export const SLASH_COMMANDS = [
  { name: "approval", hint: "Request approval from a workspace member" },
  { name: "feedback", hint: "Request feedback on this task" },
  { name: "meeting", hint: "Schedule a one-hour review meeting" },
  { name: "blocker", hint: "Flag a blocker (status blocked)" },
  { name: "doc", hint: "Add documentation" },
  { name: "api", hint: "Document an API endpoint" },
  { name: "status", hint: "Change status: /status done" },
  { name: "timer", hint: "Start or stop the timer" },
  { name: "log", hint: "Log time: /log 30 (minutes)" },
] as const;

// ---------------------------------------------------------------------------------------------
// Inputs.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  const y = Number(value.slice(0, 4));
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && y >= 1900 && y <= 2200;
}

const WM2 = WORKSPACE_MESSAGES;

const optionalDate = z
  .union([text({ label: "Date" }).trim(), z.null()])
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isRealDate(v), WM2.invalidDate);

const optionalDescription = z
  .union([multilineText({ label: "Description" }).trim().max(5000), z.null()])
  .optional()
  .transform((v) => v || null);

export const itemInputSchema = z.object({
  name: text({ label: "Name", error: WM2.nameRequired })
    .trim()
    .min(1, WM2.nameRequired)
    .max(120, WM2.nameTooLong),
  description: optionalDescription,
});

export const itemUpdateSchema = z.object({
  name: text({ label: "Name", error: WM2.nameRequired })
    .trim()
    .min(1, WM2.nameRequired)
    .max(120, WM2.nameTooLong)
    .optional(),
  description: optionalDescription,
});

export const selectionSchema = z.object({ workspaceId: text({ label: "Workspace" }).trim().min(1).max(64) });

const estimate = z
  .union([z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined ? null : v))
  .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v <= 1000), WM2.estimateRange);

const userId = z
  .union([text({ label: "Assignee" }).trim().max(64), z.null()])
  .optional()
  .transform((v) => v || null);

export const taskInputSchema = z
  .object({
    title: text({ label: "Title", error: WM2.titleRequired }).trim().min(1, WM2.titleRequired).max(200),
    description: optionalDescription,
    priority: z.enum(TASK_PRIORITIES, { error: WM2.invalidPriority }).default("normal"),
    status: z.enum(TASK_STATUSES, { error: WM2.invalidStatus }).default("todo"),
    startDate: optionalDate,
    dueDate: optionalDate,
    assignedTo: userId,
    timeEstimate: estimate,
  })
  .refine((v) => !v.startDate || !v.dueDate || v.dueDate >= v.startDate, {
    message: WM2.dueBeforeStart,
    path: ["dueDate"],
  });

export const taskUpdateSchema = z.object({
  title: text({ label: "Title", error: WM2.titleRequired })
    .trim()
    .min(1, WM2.titleRequired)
    .max(200)
    .optional(),
  description: optionalDescription,
  priority: z.enum(TASK_PRIORITIES, { error: WM2.invalidPriority }).optional(),
  status: z.enum(TASK_STATUSES, { error: WM2.invalidStatus }).optional(),
  startDate: optionalDate,
  dueDate: optionalDate,
  assignedTo: userId,
  timeEstimate: estimate,
});

export const messageSchema = z.object({
  content: multilineText({ label: "Message", error: WM2.messageRequired })
    .trim()
    .min(1, WM2.messageRequired)
    .max(4000),
});

export const approvalAnswerSchema = z.object({
  decision: z.enum(["approved", "rejected"], { error: "Choose approve or reject" }),
  note: optionalDescription,
});

export const feedbackRequestSchema = z.object({
  request: optionalDescription,
});

export const feedbackAnswerSchema = z.object({
  response: multilineText({ label: "Feedback", error: WM2.feedbackRequired })
    .trim()
    .min(1, WM2.feedbackRequired)
    .max(5000),
});

const dateTimeInput = text({ label: "Time" })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), "Enter a real date and time");

export const meetingInputSchema = z
  .object({
    title: text({ label: "Title", error: WM2.meetingTitleRequired })
      .trim()
      .min(1, WM2.meetingTitleRequired)
      .max(200),
    description: optionalDescription,
    startTime: dateTimeInput,
    endTime: dateTimeInput.optional(),
    attendees: z
      .array(text({ label: "Attendee" }).trim().min(1).max(64))
      .max(50)
      .optional(),
  })
  .refine((v) => !v.endTime || Date.parse(v.endTime) > Date.parse(v.startTime), {
    message: WM2.meetingTimes,
    path: ["endTime"],
  });

export const docInputSchema = z.object({
  title: text({ label: "Title", error: WM2.titleRequired }).trim().min(1, WM2.titleRequired).max(200),
  content: multilineText({ label: "Content" }).max(50_000).default(""),
  docType: z.enum(["general", "technical", "requirements", "notes"]).default("general"),
});

const jsonText = z
  .union([multilineText({ label: "Schema" }).trim().max(20_000), z.null()])
  .optional()
  .transform((v) => v || null)
  .refine((v) => {
    if (v === null) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  }, WM2.invalidJson);

export const apiDocInputSchema = z.object({
  endpoint: text({ label: "Endpoint", error: WM2.endpointRequired })
    .trim()
    .min(1, WM2.endpointRequired)
    .max(500),
  method: z.enum(API_METHODS, { error: WM2.invalidMethod }),
  description: optionalDescription,
  requestSchema: jsonText,
  responseSchema: jsonText,
});

export const timeEntrySchema = z.object({
  minutes: z
    .number({ error: WM2.minutesRange })
    .int(WM2.minutesRange)
    .min(1, WM2.minutesRange)
    .max(1440, WM2.minutesRange),
  note: z
    .union([text({ label: "Note" }).trim().max(200), z.null()])
    .optional()
    .transform((v) => v || null),
});

export const memberInputSchema = z.object({
  email: text({ label: "Email", error: WM2.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => EMAIL_PATTERN.test(v), WM2.emailInvalid),
});

export const ownerInputSchema = z.object({
  userId: text({ label: "Member", error: WM2.ownerNotMember }).trim().min(1, WM2.ownerNotMember).max(64),
});

export const invitationClaimSchema = z.object({
  token: text({ label: "Token" }).trim().min(20).max(100),
});

/** Signing up through an invitation link: the account is made for the invited address. */
export const invitationSignUpSchema = z.object({
  token: text({ label: "Token" }).trim().min(20).max(100),
  password: text({ label: "Password", error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(128, "Password is too long"),
});

export const chatSchema = z.object({
  content: multilineText({ label: "Message", error: WM2.chatRequired })
    .trim()
    .min(1, WM2.chatRequired)
    .max(4000),
});

/** Where a live-events reconnect resumes: the Last-Event-ID it sends (a malformed one starts afresh). */
export const liveResumeSchema = z.object({
  lastEventId: z
    .string()
    .optional()
    .transform((v) => (v !== undefined && /^\d{1,15}$/.test(v) ? Number(v) : null)),
});

export type ItemInput = z.infer<typeof itemInputSchema>;
export type TaskInput = z.infer<typeof taskInputSchema>;
export type ApprovalAnswer = z.infer<typeof approvalAnswerSchema>;
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
export type MeetingInput = z.infer<typeof meetingInputSchema>;
export type DocInput = z.infer<typeof docInputSchema>;
export type ApiDocInput = z.infer<typeof apiDocInputSchema>;
export type MemberInput = z.infer<typeof memberInputSchema>;
export type OwnerInput = z.infer<typeof ownerInputSchema>;
/** A rename: only the fields the request named (a null description clears it, an absent one stays). */
export type ItemUpdate = Partial<z.infer<typeof itemUpdateSchema>>;
/** A task change: only the fields the request named (a null clears a field, an absent one stays). */
export type TaskUpdate = Partial<z.infer<typeof taskUpdateSchema>>;

/**
 * The parsed fields of a partial update that the request named: the schema fills every optional
 * field in (with null), so what the request left out is told apart from what it cleared here.
 */
export function namedFields<T extends object>(parsed: T, input: unknown): Partial<T> {
  const given = input && typeof input === "object" ? input : {};
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in given)) as Partial<T>;
}

// ---------------------------------------------------------------------------------------------
// DTOs, as they travel (the endpoints' response schemas; times are ISO strings, days YYYY-MM-DD).

const memberSchema = z.strictObject({ id: rowId, email: z.string(), name: z.string() });
export type MemberDto = z.output<typeof memberSchema>;
const listNodeSchema = z.strictObject({ id: rowId, name: z.string(), description: z.string().nullable() });
export type ListNode = z.output<typeof listNodeSchema>;
const folderNodeSchema = listNodeSchema.extend({ lists: z.array(listNodeSchema) });
const spaceNodeSchema = listNodeSchema.extend({ folders: z.array(folderNodeSchema) });
export type SpaceNode = z.output<typeof spaceNodeSchema>;

const workspaceSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  ownerId: rowId.nullable().describe("The owner's user id; null only after the owner's account was deleted"),
  createdAt: isoDateTime,
});
export type WorkspaceDto = z.output<typeof workspaceSchema>;

const canManage = z
  .boolean()
  .describe("The caller may delete the workspace and change its owner (the owner or an admin)");
const treeSchema = z.strictObject({
  workspace: workspaceSchema,
  spaces: z.array(spaceNodeSchema),
  canManage,
});
export type TreeDto = z.output<typeof treeSchema>;

const taskSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  startDate: isoDay.nullable(),
  dueDate: isoDay.nullable(),
  assignedTo: rowId.nullable(),
  assigneeName: z.string().nullable(),
  listId: rowId,
  workspaceId: rowId,
  timeEstimate: z.number().nullable().describe("Hours"),
  sourceUrl: z
    .string()
    .nullable()
    .describe("The plan this task came from (a FLARE node on the staff canvas), or null"),
  timeSpent: z.number().describe("Hours, from the finished time entries"),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TaskDto = z.output<typeof taskSchema>;

const listViewSchema = z.strictObject({
  workspace: workspaceSchema,
  list: listNodeSchema.extend({
    folderId: rowId,
    folderName: z.string(),
    spaceId: rowId,
    spaceName: z.string(),
  }),
  tasks: z.array(taskSchema),
  members: z.array(memberSchema),
});
export type ListViewDto = z.output<typeof listViewSchema>;

/** A message of a task's activity or of the workspace chat (the same shape). */
const chatMessageSchema = z.strictObject({
  id: rowId,
  content: z.string(),
  type: z.enum(["user", "system"]),
  userId: rowId.nullable(),
  userName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type TaskMessageDto = z.output<typeof chatMessageSchema>;
export type ChatMessageDto = z.output<typeof chatMessageSchema>;

const attachmentSchema = z.strictObject({
  id: rowId,
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int().nonnegative(),
  url: z.string().describe("Where to download it (GET /api/workspace/attachments/:id)"),
  createdAt: isoDateTime,
});
export type AttachmentDto = z.output<typeof attachmentSchema>;

/** A person's user id, null when their account was deleted (the name is then "Former member"). */
const personId = rowId.nullable();
const approvalSchema = z.strictObject({
  id: rowId,
  status: z.enum(["pending", "approved", "rejected"]),
  requestedBy: personId,
  requestedByName: z.string(),
  requestedFrom: personId,
  requestedFromName: z.string(),
  note: z.string().nullable(),
  createdAt: isoDateTime,
  respondedAt: isoDateTime.nullable(),
});
export type ApprovalDto = z.output<typeof approvalSchema>;
const feedbackSchema = z.strictObject({
  id: rowId,
  status: z.enum(["pending", "completed"]),
  feedbackType: z.string(),
  requestedBy: personId,
  requestedByName: z.string(),
  requestedFrom: personId,
  requestedFromName: z.string(),
  request: z.string().nullable(),
  response: z.string().nullable(),
  createdAt: isoDateTime,
});
export type FeedbackDto = z.output<typeof feedbackSchema>;
const meetingSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  description: z.string().nullable(),
  meetingType: z.string(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  attendees: z.array(memberSchema),
  scheduledByName: z.string(),
});
export type MeetingDto = z.output<typeof meetingSchema>;
const docSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  content: z.string(),
  docType: z.string(),
  createdAt: isoDateTime,
  authorName: z.string(),
});
export type DocDto = z.output<typeof docSchema>;
const apiDocSchema = z.strictObject({
  id: rowId,
  endpoint: z.string(),
  method: z.enum(API_METHODS),
  description: z.string().nullable(),
  requestSchema: z.string().nullable().describe("JSON, pretty-printed"),
  responseSchema: z.string().nullable().describe("JSON, pretty-printed"),
  createdAt: isoDateTime,
});
export type ApiDocDto = z.output<typeof apiDocSchema>;
const timeEntryDtoSchema = z.strictObject({
  id: rowId,
  userName: z.string(),
  minutes: z.number().int().nullable().describe("Null while the timer runs"),
  startedAt: isoDateTime,
  endedAt: isoDateTime.nullable(),
  note: z.string().nullable(),
});
export type TimeEntryDto = z.output<typeof timeEntryDtoSchema>;

const taskDetailSchema = z.strictObject({
  workspace: workspaceSchema,
  list: z.strictObject({ id: rowId, name: z.string() }),
  task: taskSchema,
  chips: z.strictObject({
    approved: z.boolean(),
    pendingApproval: z.boolean(),
    feedbackReceived: z.boolean(),
    blocked: z.boolean(),
  }),
  messages: z.array(chatMessageSchema),
  attachments: z.array(attachmentSchema),
  approvals: z.array(approvalSchema),
  feedback: z.array(feedbackSchema),
  meetings: z.array(meetingSchema),
  docs: z.array(docSchema),
  apiDocs: z.array(apiDocSchema),
  timeEntries: z.array(timeEntryDtoSchema),
  runningTimer: z.strictObject({ startedAt: isoDateTime }).nullable().describe("The caller's running timer"),
  members: z.array(memberSchema),
  me: rowId.describe("The caller's user id"),
});
export type TaskDetailDto = z.output<typeof taskDetailSchema>;

const activitySchema = z.strictObject({
  id: rowId,
  description: z.string(),
  timestamp: isoDateTime,
  taskId: rowId.nullable(),
});
export type ActivityDto = z.output<typeof activitySchema>;

const waitingRequestSchema = z.strictObject({
  kind: z.enum(["approval", "feedback"]),
  id: rowId,
  taskId: rowId,
  listId: rowId,
  taskTitle: z.string(),
  requestedByName: z.string(),
  request: z.string().nullable(),
  createdAt: isoDateTime,
});
export type WaitingRequestDto = z.output<typeof waitingRequestSchema>;

const dashboardSchema = z.strictObject({
  workspace: workspaceSchema,
  counts: z.record(z.enum(TASK_STATUSES), z.number().int()).describe("Tasks per status"),
  total: z.number().int(),
  progress: z.number().int().min(0).max(100).describe("Percent of the tasks done"),
  recentTasks: z.array(taskSchema.extend({ listName: z.string() })),
  activity: z.array(activitySchema),
  chat: z.array(chatMessageSchema),
  waiting: z.array(waitingRequestSchema).describe("Approvals and feedback asked of the caller"),
  members: z.array(memberSchema),
  me: rowId.describe("The caller's user id"),
  canManage,
});
export type DashboardDto = z.output<typeof dashboardSchema>;

const timeRowSchema = z.strictObject({
  level: z.enum(ITEM_KINDS),
  id: rowId,
  name: z.string(),
  estimateHours: z.number(),
  spentHours: z.number(),
  tasks: z.number().int(),
});
export type TimeRow = z.output<typeof timeRowSchema>;

/** What a delete takes with it, for the confirmation ("… and 3 lists, 12 tasks"). */
const deleteSummarySchema = z.strictObject({
  spaces: z.number().int(),
  folders: z.number().int(),
  lists: z.number().int(),
  tasks: z.number().int(),
});
export type DeleteSummary = z.output<typeof deleteSummarySchema>;

/** One live change for viewers of a workspace (server-sent events). */
export type LiveEvent =
  | { kind: "chat"; message: ChatMessageDto }
  | { kind: "task-message"; taskId: string; message: TaskMessageDto }
  | { kind: "task"; task: TaskDto; change: "created" | "updated" | "deleted" }
  | { kind: "tree" }
  | { kind: "request" };
/** What a viewer receives: the change, and its line of recent activity when it has one. */
export type LiveMessage = LiveEvent & { activity?: ActivityDto };

// ---------------------------------------------------------------------------------------------
// Endpoints. `gate:workspace`: a signed-in user with the workspace_user or employee role (admins
// included); every service then checks membership of the object's workspace.

const W = "gate:workspace" as const;
export const workspaceEndpoints = [
  { method: "GET", path: "/api/workspace/workspaces", permission: W, summary: "My workspaces" },
  { method: "POST", path: "/api/workspace/workspaces", permission: W, summary: "Create a workspace" },
  {
    method: "PUT",
    path: "/api/workspace/selection",
    permission: W,
    summary: "Remember the selected workspace",
  },
  { method: "PATCH", path: "/api/workspace/workspaces/:id", permission: W, summary: "Rename a workspace" },
  {
    method: "DELETE",
    path: "/api/workspace/workspaces/:id",
    permission: W,
    summary: "Delete a workspace (owner or admin)",
  },
  {
    method: "GET",
    path: "/api/workspace/workspaces/:id/tree",
    permission: W,
    summary: "Spaces, folders, lists",
  },
  { method: "GET", path: "/api/workspace/workspaces/:id/dashboard", permission: W, summary: "The dashboard" },
  {
    method: "GET",
    path: "/api/workspace/workspaces/:id/members",
    permission: W,
    summary: "Members",
    employeeData: true,
  },
  { method: "POST", path: "/api/workspace/workspaces/:id/members", permission: W, summary: "Add or invite" },
  {
    method: "DELETE",
    path: "/api/workspace/workspaces/:id/members/:userId",
    permission: W,
    summary: "Remove a member",
  },
  {
    method: "PUT",
    path: "/api/workspace/workspaces/:id/owner",
    permission: W,
    summary: "Make another member the owner",
  },
  {
    method: "POST",
    path: "/api/workspace/workspaces/:id/chat",
    permission: W,
    summary: "Send a chat message",
  },
  {
    method: "GET",
    path: "/api/workspace/workspaces/:id/events",
    permission: W,
    summary: "Live events (SSE)",
  },
  { method: "GET", path: "/api/workspace/workspaces/:id/time", permission: W, summary: "Time roll-up" },
  {
    method: "GET",
    path: "/api/workspace/workspaces/:id/time.csv",
    permission: W,
    summary: "Time CSV export",
  },
  { method: "POST", path: "/api/workspace/workspaces/:id/spaces", permission: W, summary: "Create a space" },
  { method: "PATCH", path: "/api/workspace/spaces/:id", permission: W, summary: "Rename a space" },
  { method: "DELETE", path: "/api/workspace/spaces/:id", permission: W, summary: "Delete a space" },
  { method: "POST", path: "/api/workspace/spaces/:id/folders", permission: W, summary: "Create a folder" },
  { method: "PATCH", path: "/api/workspace/folders/:id", permission: W, summary: "Rename a folder" },
  { method: "DELETE", path: "/api/workspace/folders/:id", permission: W, summary: "Delete a folder" },
  { method: "POST", path: "/api/workspace/folders/:id/lists", permission: W, summary: "Create a list" },
  { method: "GET", path: "/api/workspace/lists/:id", permission: W, summary: "A list and its tasks" },
  { method: "PATCH", path: "/api/workspace/lists/:id", permission: W, summary: "Rename a list" },
  { method: "DELETE", path: "/api/workspace/lists/:id", permission: W, summary: "Delete a list" },
  { method: "POST", path: "/api/workspace/lists/:id/tasks", permission: W, summary: "Create a task" },
  { method: "GET", path: "/api/workspace/tasks/:id", permission: W, summary: "Task detail" },
  { method: "PATCH", path: "/api/workspace/tasks/:id", permission: W, summary: "Update a task" },
  { method: "DELETE", path: "/api/workspace/tasks/:id", permission: W, summary: "Delete a task" },
  { method: "POST", path: "/api/workspace/tasks/:id/messages", permission: W, summary: "Task chat message" },
  {
    method: "POST",
    path: "/api/workspace/tasks/:id/attachments",
    permission: W,
    summary: "Attach a file",
    body: "multipart",
  },
  { method: "GET", path: "/api/workspace/attachments/:id", permission: W, summary: "Download an attachment" },
  { method: "POST", path: "/api/workspace/tasks/:id/approvals", permission: W, summary: "Request approval" },
  {
    method: "POST",
    path: "/api/workspace/approvals/:id/answer",
    permission: W,
    summary: "Approve or reject",
  },
  { method: "POST", path: "/api/workspace/tasks/:id/feedback", permission: W, summary: "Request feedback" },
  { method: "POST", path: "/api/workspace/feedback/:id/answer", permission: W, summary: "Give feedback" },
  { method: "POST", path: "/api/workspace/tasks/:id/meetings", permission: W, summary: "Schedule a meeting" },
  { method: "POST", path: "/api/workspace/tasks/:id/docs", permission: W, summary: "Add documentation" },
  {
    method: "POST",
    path: "/api/workspace/tasks/:id/api-docs",
    permission: W,
    summary: "Add API documentation",
  },
  { method: "POST", path: "/api/workspace/tasks/:id/blocker", permission: W, summary: "Flag a blocker" },
  {
    method: "POST",
    path: "/api/workspace/tasks/:id/timer",
    permission: W,
    summary: "Start or stop the timer",
  },
  {
    method: "POST",
    path: "/api/workspace/tasks/:id/time-entries",
    permission: W,
    summary: "Log time by hand",
  },
  {
    method: "POST",
    path: "/api/workspace/invitations/sign-up",
    permission: "public",
    summary: "Sign up through an invitation and join",
  },
  {
    method: "POST",
    path: "/api/workspace/invitations/claim",
    permission: "signed-in",
    summary: "Join a workspace by invitation",
  },
] as const satisfies readonly EndpointDescriptor[];

// ---------------------------------------------------------------------------------------------
// Answers: what each endpoint sends back on success.

/** An answer with the message the page shows, and what else it carries. */
const said = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ message: z.string(), ...shape });
const messageOnly = said({});
const taskAnswer = said({ task: taskSchema });
const createdItem = said({ item: z.strictObject({ id: rowId, name: z.string(), workspaceId: rowId }) });
const deleteAnswer = z.strictObject({
  message: z.string().optional().describe("Absent on a dry run (?dryRun=1), which deletes nothing"),
  summary: deleteSummarySchema,
});
const requestAnswer = said({ id: rowId, requestedFrom: rowId.describe("The member asked") });
const joined = said({ workspaceId: rowId });

/**
 * What each endpoint's handler validates, and what it answers: the OpenAPI document (a test holds
 * the handlers to both).
 */
export const workspaceEndpointSchemas = {
  "GET /api/workspace/workspaces": {
    response: z.strictObject({
      workspaces: z.array(workspaceSchema),
      selectedId: rowId.nullable().describe("The workspace the caller last opened, if still a member"),
    }),
  },
  "POST /api/workspace/workspaces": { body: itemInputSchema, response: said({ workspace: workspaceSchema }) },
  "PUT /api/workspace/selection": { body: selectionSchema, response: okAnswer },
  "PATCH /api/workspace/workspaces/:id": { body: itemUpdateSchema, response: messageOnly },
  "DELETE /api/workspace/workspaces/:id": { response: deleteAnswer },
  "GET /api/workspace/workspaces/:id/tree": { response: treeSchema },
  "GET /api/workspace/workspaces/:id/dashboard": { response: dashboardSchema },
  "GET /api/workspace/workspaces/:id/members": {
    response: z.strictObject({ members: z.array(memberSchema) }),
  },
  "POST /api/workspace/workspaces/:id/members": {
    body: memberInputSchema,
    response: said({
      added: z.boolean().describe("A verified account joined at once"),
      invited: z.boolean().describe("An invitation email was sent instead"),
    }),
  },
  "DELETE /api/workspace/workspaces/:id/members/:userId": { response: messageOnly },
  "PUT /api/workspace/workspaces/:id/owner": { body: ownerInputSchema, response: said({ ownerId: rowId }) },
  "POST /api/workspace/workspaces/:id/chat": {
    body: chatSchema,
    response: said({ chat: chatMessageSchema }),
  },
  "GET /api/workspace/workspaces/:id/events": { query: liveResumeSchema, response: ANSWERS.eventStream },
  "GET /api/workspace/workspaces/:id/time": {
    response: z.strictObject({ workspaceName: z.string(), rows: z.array(timeRowSchema) }),
  },
  "GET /api/workspace/workspaces/:id/time.csv": { response: ANSWERS.csv },
  "POST /api/workspace/workspaces/:id/spaces": { body: itemInputSchema, response: createdItem },
  "PATCH /api/workspace/spaces/:id": { body: itemUpdateSchema, response: messageOnly },
  "DELETE /api/workspace/spaces/:id": { response: deleteAnswer },
  "POST /api/workspace/spaces/:id/folders": { body: itemInputSchema, response: createdItem },
  "PATCH /api/workspace/folders/:id": { body: itemUpdateSchema, response: messageOnly },
  "DELETE /api/workspace/folders/:id": { response: deleteAnswer },
  "POST /api/workspace/folders/:id/lists": { body: itemInputSchema, response: createdItem },
  "GET /api/workspace/lists/:id": { response: listViewSchema },
  "PATCH /api/workspace/lists/:id": { body: itemUpdateSchema, response: messageOnly },
  "DELETE /api/workspace/lists/:id": { response: deleteAnswer },
  "POST /api/workspace/lists/:id/tasks": { body: taskInputSchema, response: taskAnswer },
  "GET /api/workspace/tasks/:id": { response: taskDetailSchema },
  "PATCH /api/workspace/tasks/:id": { body: taskUpdateSchema, response: taskAnswer },
  "DELETE /api/workspace/tasks/:id": { response: messageOnly },
  "POST /api/workspace/tasks/:id/messages": {
    body: messageSchema,
    response: said({ chat: chatMessageSchema }),
  },
  "POST /api/workspace/tasks/:id/attachments": { response: said({ attachment: attachmentSchema }) },
  "GET /api/workspace/attachments/:id": { response: ANSWERS.file },
  "POST /api/workspace/tasks/:id/approvals": { response: requestAnswer },
  "POST /api/workspace/approvals/:id/answer": { body: approvalAnswerSchema, response: messageOnly },
  "POST /api/workspace/tasks/:id/feedback": { body: feedbackRequestSchema, response: requestAnswer },
  "POST /api/workspace/feedback/:id/answer": { body: feedbackAnswerSchema, response: messageOnly },
  "POST /api/workspace/tasks/:id/meetings": {
    body: meetingInputSchema,
    response: said({
      id: rowId,
      startTime: isoDateTime,
      endTime: isoDateTime,
      invited: z.number().int().describe("How many attendees an invitation went to"),
    }),
  },
  "POST /api/workspace/tasks/:id/docs": { body: docInputSchema, response: said({ id: rowId }) },
  "POST /api/workspace/tasks/:id/api-docs": { body: apiDocInputSchema, response: said({ id: rowId }) },
  "POST /api/workspace/tasks/:id/blocker": { response: taskAnswer },
  "POST /api/workspace/tasks/:id/timer": {
    response: said({
      running: z.boolean().describe("The timer now runs (started) or not (stopped)"),
      minutes: z.number().int().optional().describe("On a stop: the minutes recorded"),
    }),
  },
  "POST /api/workspace/tasks/:id/time-entries": { body: timeEntrySchema, response: taskAnswer },
  "POST /api/workspace/invitations/sign-up": { body: invitationSignUpSchema, response: joined },
  "POST /api/workspace/invitations/claim": { body: invitationClaimSchema, response: joined },
} as const satisfies EndpointSchemas;
