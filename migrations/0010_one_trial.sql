ALTER TABLE `users` ADD `trial_claimed_by` text;--> statement-breakpoint
UPDATE `users` SET `trial_claimed_by` = 'before-one-trial-rule' WHERE `trial_ends_at` IS NOT NULL OR `subscription_status` <> 'none';
