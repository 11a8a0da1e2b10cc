ALTER TABLE "categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_logos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "categories_deleted_at_idx" ON "categories" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "customer_logos_deleted_at_idx" ON "customer_logos" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "resources_deleted_at_idx" ON "resources" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "testimonials_deleted_at_idx" ON "testimonials" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "videos_deleted_at_idx" ON "videos" USING btree ("deleted_at");