ALTER TABLE "categories" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_logos" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_logos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "categories_publish_at_idx" ON "categories" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "customer_logos_publish_at_idx" ON "customer_logos" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "resources_publish_at_idx" ON "resources" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "testimonials_publish_at_idx" ON "testimonials" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "videos_publish_at_idx" ON "videos" USING btree ("publish_at");