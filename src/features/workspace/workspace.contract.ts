import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";

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

const isoDateTime = text({ label: "Time" })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), "Enter a real date and time");

export const meetingInputSchema = z
  .object({
    title: text({ label: "Title", error: WM2.meetingTitleRequired })
      .trim()
      .min(1, WM2.meetingTitleRequired)
      .max(200),
    description: optionalDescription,
    startTime: isoDateTime,
    endTime: isoDateTime.optional(),
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
// DTOs.

export type MemberDto = { id: string; email: string; name: string };
export type ListNode = { id: string; name: string; description: string | null };
export type FolderNode = { id: string; name: string; description: string | null; lists: ListNode[] };
export type SpaceNode = { id: string; name: string; description: string | null; folders: FolderNode[] };
export type WorkspaceDto = {
  id: string;
  name: string;
  description: string | null;
  /** The owner's user id; null only after the owner's account was deleted. */
  ownerId: string | null;
  createdAt: string;
};
/** `canManage`: the caller may delete the workspace and change its owner (the owner or an admin). */
export type TreeDto = { workspace: WorkspaceDto; spaces: SpaceNode[]; canManage: boolean };

export type TaskDto = {
  id: string;
  title: string;
  description: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  startDate: string | null;
  dueDate: string | null;
  assignedTo: string | null;
  assigneeName: string | null;
  listId: string;
  workspaceId: string;
  timeEstimate: number | null;
  /** The plan this task came from (a FLARE node on the staff canvas), or null. */
  sourceUrl: string | null;
  /** Hours, from the time entries (finished ones). */
  timeSpent: number;
  createdAt: string;
  updatedAt: string;
};

export type ListViewDto = {
  workspace: WorkspaceDto;
  list: ListNode & { folderId: string; folderName: string; spaceId: string; spaceName: string };
  tasks: TaskDto[];
  members: MemberDto[];
};

export type TaskMessageDto = {
  id: string;
  content: string;
  type: "user" | "system";
  userId: string | null;
  userName: string | null;
  createdAt: string;
};
export type AttachmentDto = {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  url: string;
  createdAt: string;
};
export type ApprovalDto = {
  id: string;
  status: "pending" | "approved" | "rejected";
  requestedBy: string;
  requestedByName: string;
  requestedFrom: string;
  requestedFromName: string;
  note: string | null;
  createdAt: string;
  respondedAt: string | null;
};
export type FeedbackDto = {
  id: string;
  status: "pending" | "completed";
  feedbackType: string;
  requestedBy: string;
  requestedByName: string;
  requestedFrom: string;
  requestedFromName: string;
  request: string | null;
  response: string | null;
  createdAt: string;
};
export type MeetingDto = {
  id: string;
  title: string;
  description: string | null;
  meetingType: string;
  startTime: string;
  endTime: string;
  attendees: MemberDto[];
  scheduledByName: string;
};
export type DocDto = {
  id: string;
  title: string;
  content: string;
  docType: string;
  createdAt: string;
  authorName: string;
};
export type ApiDocDto = {
  id: string;
  endpoint: string;
  method: (typeof API_METHODS)[number];
  description: string | null;
  requestSchema: string | null;
  responseSchema: string | null;
  createdAt: string;
};
export type TimeEntryDto = {
  id: string;
  userName: string;
  minutes: number | null;
  startedAt: string;
  endedAt: string | null;
  note: string | null;
};

export type TaskDetailDto = {
  workspace: WorkspaceDto;
  list: { id: string; name: string };
  task: TaskDto;
  chips: { approved: boolean; pendingApproval: boolean; feedbackReceived: boolean; blocked: boolean };
  messages: TaskMessageDto[];
  attachments: AttachmentDto[];
  approvals: ApprovalDto[];
  feedback: FeedbackDto[];
  meetings: MeetingDto[];
  docs: DocDto[];
  apiDocs: ApiDocDto[];
  timeEntries: TimeEntryDto[];
  runningTimer: { startedAt: string } | null;
  members: MemberDto[];
  me: string;
};

export type ChatMessageDto = {
  id: string;
  content: string;
  type: "user" | "system";
  userId: string | null;
  userName: string | null;
  createdAt: string;
};

export type ActivityDto = { id: string; description: string; timestamp: string; taskId: string | null };

export type WaitingRequestDto = {
  kind: "approval" | "feedback";
  id: string;
  taskId: string;
  listId: string;
  taskTitle: string;
  requestedByName: string;
  request: string | null;
  createdAt: string;
};

export type DashboardDto = {
  workspace: WorkspaceDto;
  counts: Record<TaskStatus, number>;
  total: number;
  progress: number;
  recentTasks: (TaskDto & { listName: string })[];
  activity: ActivityDto[];
  chat: ChatMessageDto[];
  waiting: WaitingRequestDto[];
  members: MemberDto[];
  me: string;
  /** The caller may delete the workspace and change its owner (the owner or an admin). */
  canManage: boolean;
};

export type TimeRow = {
  level: "workspace" | "space" | "folder" | "list";
  id: string;
  name: string;
  estimateHours: number;
  spentHours: number;
  tasks: number;
};

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

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const workspaceEndpointSchemas = {
  "POST /api/workspace/workspaces": { body: itemInputSchema },
  "PUT /api/workspace/selection": { body: selectionSchema },
  "POST /api/workspace/workspaces/:id/members": { body: memberInputSchema },
  "PUT /api/workspace/workspaces/:id/owner": { body: ownerInputSchema },
  "POST /api/workspace/workspaces/:id/chat": { body: chatSchema },
  "POST /api/workspace/lists/:id/tasks": { body: taskInputSchema },
  "PATCH /api/workspace/tasks/:id": { body: taskUpdateSchema },
  "POST /api/workspace/tasks/:id/messages": { body: messageSchema },
  "POST /api/workspace/approvals/:id/answer": { body: approvalAnswerSchema },
  "POST /api/workspace/tasks/:id/feedback": { body: feedbackRequestSchema },
  "POST /api/workspace/feedback/:id/answer": { body: feedbackAnswerSchema },
  "POST /api/workspace/tasks/:id/meetings": { body: meetingInputSchema },
  "POST /api/workspace/tasks/:id/docs": { body: docInputSchema },
  "POST /api/workspace/tasks/:id/api-docs": { body: apiDocInputSchema },
  "POST /api/workspace/tasks/:id/time-entries": { body: timeEntrySchema },
  "POST /api/workspace/invitations/sign-up": { body: invitationSignUpSchema },
  "POST /api/workspace/invitations/claim": { body: invitationClaimSchema },
  "GET /api/workspace/workspaces/:id/events": { query: liveResumeSchema },
  "PATCH /api/workspace/workspaces/:id": { body: itemUpdateSchema },
  "POST /api/workspace/workspaces/:id/spaces": { body: itemInputSchema },
  "PATCH /api/workspace/spaces/:id": { body: itemUpdateSchema },
  "POST /api/workspace/spaces/:id/folders": { body: itemInputSchema },
  "PATCH /api/workspace/folders/:id": { body: itemUpdateSchema },
  "POST /api/workspace/folders/:id/lists": { body: itemInputSchema },
  "PATCH /api/workspace/lists/:id": { body: itemUpdateSchema },
} as const satisfies EndpointSchemas;
