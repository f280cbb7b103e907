-- An account keeps at most ten push subscriptions, its most recently stored: rows beyond that,
-- from before the limit, are forgotten (those browsers can turn notifications on again).
DELETE FROM `push_subscriptions` WHERE `rowid` IN (
	SELECT `rid` FROM (
		SELECT `rowid` AS `rid`, row_number() OVER (PARTITION BY `user_id` ORDER BY `created_at` DESC, `rowid` DESC) AS `n`
		FROM `push_subscriptions`
	) WHERE `n` > 10
);
