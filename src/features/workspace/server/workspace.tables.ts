import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The top of the hierarchy; visible only to its members (workspace_members). The owner (a member;
 * the creator at first, transferable) or an admin may delete it or remove its owner; the owner
 * becomes null only when their account is deleted, and then only an admin may do those.
 */
export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: ts("created_at"),
});

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: ts("created_at"),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
  ],
);

/** An invitation by email to someone without an account: claimed by signing up through its link. */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** SHA-256 of the link's token; the link alone carries the token. */
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: text("claimed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("workspace_invitations_workspace_idx").on(t.workspaceId)],
);

/** The workspace each user last opened (/workspace goes there). */
export const workspaceSelections = pgTable("workspace_selections", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  workspaceId: uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
});

export const workspaceSpaces = pgTable(
  "workspace_spaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    avatarUrl: text("avatar_url"),
    createdAt: ts("created_at"),
  },
  (t) => [index("workspace_spaces_workspace_idx").on(t.workspaceId)],
);

export const workspaceFolders = pgTable(
  "workspace_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    spaceId: uuid("space_id")
      .notNull()
      .references(() => workspaceSpaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: ts("created_at"),
    updatedAt: ts("updated_at"),
  },
  (t) => [index("workspace_folders_space_idx").on(t.spaceId)],
);

export const workspaceLists = pgTable(
  "workspace_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    folderId: uuid("folder_id")
      .notNull()
      .references(() => workspaceFolders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: ts("created_at"),
  },
  (t) => [index("workspace_lists_folder_idx").on(t.folderId)],
);

export const workspaceTasks = pgTable(
  "workspace_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => workspaceLists.id, { onDelete: "cascade" }),
    /** Found by walking list → folder → space → workspace when the task is created. */
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    priority: text("priority").notNull().default("normal"),
    status: text("status").notNull().default("todo"),
    startDate: date("start_date"),
    dueDate: date("due_date"),
    assignedTo: text("assigned_to").references(() => user.id, { onDelete: "set null" }),
    /** Hours. */
    timeEstimate: real("time_estimate"),
    /** Where the task was planned (a FLARE design's node, set by Start delivery); null for tasks made here. */
    sourceUrl: text("source_url"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at"),
    updatedAt: ts("updated_at"),
  },
  (t) => [
    index("workspace_tasks_list_idx").on(t.listId, t.createdAt),
    index("workspace_tasks_workspace_status_idx").on(t.workspaceId, t.status),
    index("workspace_tasks_workspace_updated_idx").on(t.workspaceId, t.updatedAt),
  ],
);

const taskRef = () =>
  uuid("task_id")
    .notNull()
    .references(() => workspaceTasks.id, { onDelete: "cascade" });
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: "set null" });

export const taskMessages = pgTable(
  "task_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    userId: userRef("user_id"),
    content: text("content").notNull(),
    type: text("type").notNull().default("user"),
    createdAt: ts("created_at"),
  },
  (t) => [index("task_messages_task_idx").on(t.taskId, t.createdAt)],
);

export const taskAttachments = pgTable(
  "task_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    /** The stored file (private storage); its key starts with the task-attachments bucket. */
    fileId: uuid("file_id").notNull(),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    uploadedBy: userRef("uploaded_by"),
    createdAt: ts("created_at"),
  },
  (t) => [index("task_attachments_task_idx").on(t.taskId)],
);

export const taskApprovals = pgTable(
  "task_approvals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    requestedBy: userRef("requested_by"),
    requestedFrom: userRef("requested_from"),
    status: text("status").notNull().default("pending"),
    note: text("note"),
    createdAt: ts("created_at"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    index("task_approvals_task_idx").on(t.taskId),
    index("task_approvals_from_idx").on(t.requestedFrom, t.status),
  ],
);

export const taskFeedback = pgTable(
  "task_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    requestedBy: userRef("requested_by"),
    requestedFrom: userRef("requested_from"),
    feedbackType: text("feedback_type").notNull().default("general"),
    status: text("status").notNull().default("pending"),
    request: text("request"),
    response: text("response"),
    createdAt: ts("created_at"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    index("task_feedback_task_idx").on(t.taskId),
    index("task_feedback_from_idx").on(t.requestedFrom, t.status),
  ],
);

export const taskMeetings = pgTable(
  "task_meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    scheduledBy: userRef("scheduled_by"),
    meetingType: text("meeting_type").notNull().default("review"),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    /** User ids. */
    attendees: jsonb("attendees").$type<string[]>().notNull().default([]),
    createdAt: ts("created_at"),
  },
  (t) => [index("task_meetings_task_idx").on(t.taskId)],
);

export const taskDocumentation = pgTable(
  "task_documentation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    createdBy: userRef("created_by"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    docType: text("doc_type").notNull().default("general"),
    createdAt: ts("created_at"),
  },
  (t) => [index("task_documentation_task_idx").on(t.taskId)],
);

export const taskApiDocs = pgTable(
  "task_api_docs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    createdBy: userRef("created_by"),
    endpoint: text("endpoint").notNull(),
    method: text("method").notNull(),
    description: text("description"),
    requestSchema: text("request_schema"),
    responseSchema: text("response_schema"),
    createdAt: ts("created_at"),
  },
  (t) => [index("task_api_docs_task_idx").on(t.taskId)],
);

/** Time tracking: a running timer (ended_at null) or a finished or hand-logged entry (minutes). */
export const taskTimeEntries = pgTable(
  "task_time_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: taskRef(),
    userId: userRef("user_id"),
    startedAt: ts("started_at"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    minutes: integer("minutes"),
    note: text("note"),
  },
  (t) => [index("task_time_entries_task_idx").on(t.taskId)],
);

export const workspaceChatMessages = pgTable(
  "workspace_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    content: text("content").notNull(),
    type: text("type").notNull().default("user"),
    createdAt: ts("created_at"),
  },
  (t) => [index("workspace_chat_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * Recent activity and the live feed: every change viewers should see. A trigger (migration)
 * NOTIFYs "workspace_events" with "<workspace id>:<event id>" on insert, so every process on the
 * same database fans it out to its viewers; the id is the SSE event id a reconnect resumes from.
 */
export const workspaceEvents = pgTable(
  "workspace_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** A sentence for the dashboard's recent activity, or null for events that are not activity. */
    description: text("description"),
    taskId: uuid("task_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at"),
  },
  (t) => [index("workspace_events_workspace_idx").on(t.workspaceId, t.id)],
);
