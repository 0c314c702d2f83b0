CREATE TABLE "codehosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"application_id" text DEFAULT '' NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	"auth_type" text DEFAULT '' NOT NULL,
	"ssh_key" text DEFAULT '' NOT NULL,
	"private_access_token" text DEFAULT '' NOT NULL,
	"enable_proxy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
