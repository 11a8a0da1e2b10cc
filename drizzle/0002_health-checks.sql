CREATE TABLE "health_checks" (
	"server" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
