ALTER TABLE "uploaded_files" ADD COLUMN "variant_of" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "focal_x" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "focal_y" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "in_library" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_variant_of_uploaded_files_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_variant_of_idx" ON "uploaded_files" USING btree ("variant_of");