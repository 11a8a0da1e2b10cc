-- Hand-written (decision 129): a saved or deleted resource translation changes
-- what public pages show, so it bumps the content version like every other
-- content table (migration 0001), and every app server's page cache follows.
CREATE TRIGGER "resource_translations_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
