ALTER TABLE `users` ADD `goal_grams_per_kg` real;--> statement-breakpoint
ALTER TABLE `users` ADD `goal_weight_kg` real;--> statement-breakpoint
ALTER TABLE `users` ADD `trend_kg` real;--> statement-breakpoint
ALTER TABLE `users` ADD `weight_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `goal_offer_snoozed_until` text;--> statement-breakpoint
-- A goal set before the weight log means its grams per kg of the onboarding body weight.
UPDATE `users` SET
  `goal_weight_kg` = CASE `weight_unit` WHEN 'kg' THEN `body_weight` ELSE `body_weight` * 0.453592 END,
  `goal_grams_per_kg` = `daily_goal` / (CASE `weight_unit` WHEN 'kg' THEN `body_weight` ELSE `body_weight` * 0.453592 END)
WHERE `body_weight` > 0;
