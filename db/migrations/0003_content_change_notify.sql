-- Public pages are served from in-memory caches (site settings, rendered HTML). Every write to a
-- table behind a public page sends a notification on the channel "content_changed" with the table's
-- name, so every process (several on one PostgreSQL) drops what it cached from that table, whoever
-- wrote it: an admin screen, a seed, a script or psql.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER segment_statistics_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON segment_statistics
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER guides_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER client_showcase_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_showcase
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER meetup_events_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meetup_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
