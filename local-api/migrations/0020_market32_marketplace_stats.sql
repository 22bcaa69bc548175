-- The marketplace's order kept with each mentor (issue 31): the rating (average), the number of reviews and the sessions
-- as main mentor that count whatever the time (not cancelled, not an unpaid marketplace booking, whose hold runs out),
-- so a page of /mentores is a walk of one of three small indexes instead of three sub-queries per priced mentor and a
-- sort. Written by triggers on calificaciones (recounted) and on eventos (one up or down), never by the API.
ALTER TABLE `usuarios` ADD `mentor_puntaje` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `mentor_reviews` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `usuarios` ADD `mentor_sesiones` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `usuarios` SET
  mentor_puntaje = coalesce((SELECT AVG(puntaje) FROM calificaciones c WHERE c.mentor_id = usuarios.id), 0),
  mentor_reviews = (SELECT COUNT(*) FROM calificaciones c WHERE c.mentor_id = usuarios.id),
  mentor_sesiones = (SELECT COUNT(*) FROM eventos e WHERE e.mentor_id = usuarios.id AND e.cancelado_at IS NULL
    AND NOT (e.marketplace = 1 AND e.estado = ''))
WHERE id IN (SELECT mentor_id FROM calificaciones) OR id IN (SELECT mentor_id FROM eventos);--> statement-breakpoint
CREATE INDEX `usuarios_marketplace_relevant_idx` ON `usuarios` (`mentor_reviews` DESC,`mentor_puntaje` DESC,`mentor_sesiones` DESC,`id`,`precio`) WHERE mentor = 1 AND is_active = 1 AND precio IS NOT NULL;--> statement-breakpoint
CREATE INDEX `usuarios_marketplace_rating_idx` ON `usuarios` (`mentor_puntaje` DESC,`mentor_reviews` DESC,`id`,`precio`) WHERE mentor = 1 AND is_active = 1 AND precio IS NOT NULL;--> statement-breakpoint
CREATE INDEX `usuarios_marketplace_price_idx` ON `usuarios` (`precio`,`mentor_puntaje` DESC,`id`) WHERE mentor = 1 AND is_active = 1 AND precio IS NOT NULL;--> statement-breakpoint
DROP INDEX `usuarios_marketplace_idx`;--> statement-breakpoint
CREATE INDEX `user_skills_tag_idx` ON `user_skills` (`tag_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `eventos_unpaid_holds_idx` ON `eventos` (`created_at`,`mentor_id`) WHERE marketplace = 1 AND estado = '' AND cancelado_at IS NULL;--> statement-breakpoint
CREATE TRIGGER `calificaciones_mentor_stats_insert` AFTER INSERT ON `calificaciones` BEGIN
  UPDATE `usuarios` SET mentor_puntaje = coalesce((SELECT AVG(puntaje) FROM calificaciones c WHERE c.mentor_id = NEW.mentor_id), 0),
    mentor_reviews = (SELECT COUNT(*) FROM calificaciones c WHERE c.mentor_id = NEW.mentor_id)
  WHERE id = NEW.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `calificaciones_mentor_stats_delete` AFTER DELETE ON `calificaciones` BEGIN
  UPDATE `usuarios` SET mentor_puntaje = coalesce((SELECT AVG(puntaje) FROM calificaciones c WHERE c.mentor_id = OLD.mentor_id), 0),
    mentor_reviews = (SELECT COUNT(*) FROM calificaciones c WHERE c.mentor_id = OLD.mentor_id)
  WHERE id = OLD.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `calificaciones_mentor_stats_update` AFTER UPDATE OF mentor_id, puntaje ON `calificaciones` BEGIN
  UPDATE `usuarios` SET mentor_puntaje = coalesce((SELECT AVG(puntaje) FROM calificaciones c WHERE c.mentor_id = OLD.mentor_id), 0),
    mentor_reviews = (SELECT COUNT(*) FROM calificaciones c WHERE c.mentor_id = OLD.mentor_id)
  WHERE id = OLD.mentor_id;
  UPDATE `usuarios` SET mentor_puntaje = coalesce((SELECT AVG(puntaje) FROM calificaciones c WHERE c.mentor_id = NEW.mentor_id), 0),
    mentor_reviews = (SELECT COUNT(*) FROM calificaciones c WHERE c.mentor_id = NEW.mentor_id)
  WHERE id = NEW.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_mentor_sesiones_insert` AFTER INSERT ON `eventos`
WHEN NEW.cancelado_at IS NULL AND NOT (NEW.marketplace = 1 AND NEW.estado = '') BEGIN
  UPDATE `usuarios` SET mentor_sesiones = mentor_sesiones + 1 WHERE id = NEW.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_mentor_sesiones_delete` AFTER DELETE ON `eventos`
WHEN OLD.cancelado_at IS NULL AND NOT (OLD.marketplace = 1 AND OLD.estado = '') BEGIN
  UPDATE `usuarios` SET mentor_sesiones = mentor_sesiones - 1 WHERE id = OLD.mentor_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_mentor_sesiones_update` AFTER UPDATE OF mentor_id, cancelado_at, marketplace, estado ON `eventos` BEGIN
  UPDATE `usuarios` SET mentor_sesiones = mentor_sesiones - 1
  WHERE id = OLD.mentor_id AND OLD.cancelado_at IS NULL AND NOT (OLD.marketplace = 1 AND OLD.estado = '');
  UPDATE `usuarios` SET mentor_sesiones = mentor_sesiones + 1
  WHERE id = NEW.mentor_id AND NEW.cancelado_at IS NULL AND NOT (NEW.marketplace = 1 AND NEW.estado = '');
END;
