CREATE TABLE `ai_usage` (
	`local_date` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
