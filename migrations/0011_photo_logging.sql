ALTER TABLE `meals` ADD `awaiting_analysis` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `meals` SET `awaiting_analysis` = 1 WHERE `source` = 'guest' AND `image_url` IS NOT NULL AND `total_protein` = 0 AND `title` = 'Meal';
