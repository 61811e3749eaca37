ALTER TABLE "workspaces" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every existing workspace gets an owner (issue: workspaces have no owner): its creator while still a
-- member, otherwise the member who joined first. A workspace without members stays without an owner.
UPDATE "workspaces" AS w SET "owner_id" = COALESCE(
  (SELECT m."user_id" FROM "workspace_members" m
    WHERE m."workspace_id" = w."id" AND m."user_id" = w."created_by"),
  (SELECT m."user_id" FROM "workspace_members" m
    WHERE m."workspace_id" = w."id" ORDER BY m."created_at", m."user_id" LIMIT 1)
);
