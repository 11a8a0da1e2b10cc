CREATE TABLE "health_probes" (
	"checked_at" timestamp with time zone NOT NULL,
	"padding" "bytea" NOT NULL
);
