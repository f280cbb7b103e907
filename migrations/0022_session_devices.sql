-- Settings lists the account's sessions: the device each signed in on, in plain words, and when it was last used. Both empty for the sessions that exist already ("Unknown device"; last seen is written at their next use).
ALTER TABLE `sessions` ADD `device` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer;
