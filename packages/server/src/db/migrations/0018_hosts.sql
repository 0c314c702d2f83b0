CREATE TABLE "hosts" (
	"id" text PRIMARY KEY NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"provider" integer DEFAULT 0 NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"port" integer DEFAULT 22 NOT NULL,
	"is_prod" boolean DEFAULT false NOT NULL,
	"user_name" text NOT NULL,
	"private_key" text NOT NULL,
	"probe" jsonb NOT NULL,
	"status" text DEFAULT 'abnormal' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hosts_project_name" ON "hosts" USING btree ("project_name","name");