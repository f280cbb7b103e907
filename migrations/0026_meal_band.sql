ALTER TABLE `day_totals` ADD `below_band` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `day_totals` ADD `in_band` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each stored day's meals below and in the per-meal band (20-40 g, edges in, on the protein to
-- the tenth as shown; ADR 065), counted from the meal rows as the write path counts them.
UPDATE `day_totals` SET
  `below_band` = (SELECT count(*) FROM `meals` m WHERE m.`user_id` = `day_totals`.`user_id` AND m.`local_date` = `day_totals`.`local_date` AND m.`awaiting_analysis` = 0 AND round(m.`total_protein`, 1) < 20),
  `in_band` = (SELECT count(*) FROM `meals` m WHERE m.`user_id` = `day_totals`.`user_id` AND m.`local_date` = `day_totals`.`local_date` AND m.`awaiting_analysis` = 0 AND round(m.`total_protein`, 1) BETWEEN 20 AND 40);
