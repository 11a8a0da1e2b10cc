-- The content version: one number every app server checks before serving a
-- cached page. Any write to what public pages show bumps it in the writing
-- transaction, whatever code path made the write, so a cached page is never
-- served after the change is committed (issue 10: HTML cache invalidation).
INSERT INTO "app_settings" ("key", "value") VALUES ('content_version', '1') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "app_settings"
     SET "value" = ("value"::bigint + 1)::text, "updated_at" = now()
   WHERE "key" = 'content_version';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "resources_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "customer_logos_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_logos" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "testimonials_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "videos_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "videos" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "region_profiles_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "region_profiles" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "region_offers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "region_offers" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER "uploaded_files_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uploaded_files" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
