-- The panel's active founders, stored (issue 31; schema.ts programFounders): per program and attendee, the end of their
-- first attended session of the program that is not cancelled. Each write of a session or of its participants
-- recomputes the rows of the attendees it touches, from their own attendance (evento_participantes_user_idx).
CREATE TABLE `programa_fundadores` (
	`programa_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`primera_fin` text NOT NULL,
	PRIMARY KEY(`programa_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `programa_fundadores_fin_idx` ON `programa_fundadores` (`programa_id`,`primera_fin`);--> statement-breakpoint
INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
  SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id AND p.asistencia = 1
  WHERE e.programa_id IS NOT NULL AND e.cancelado_at IS NULL
  GROUP BY e.programa_id, p.user_id;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_fundadores_insert` AFTER INSERT ON `evento_participantes` WHEN NEW.asistencia = 1 BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND user_id = NEW.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = NEW.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_fundadores_update` AFTER UPDATE OF evento_id, user_id, asistencia ON `evento_participantes`
  WHEN OLD.asistencia IS 1 OR NEW.asistencia IS 1 BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND user_id = OLD.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = OLD.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND user_id = NEW.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = NEW.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = NEW.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `evento_participantes_programa_fundadores_delete` AFTER DELETE ON `evento_participantes` WHEN OLD.asistencia = 1 BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND user_id = OLD.user_id;
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id = OLD.user_id AND p.asistencia = 1 AND e.programa_id = (SELECT programa_id FROM eventos WHERE id = OLD.evento_id) AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `eventos_programa_fundadores_update` AFTER UPDATE OF programa_id, fecha_fin, cancelado_at ON `eventos` BEGIN
  DELETE FROM `programa_fundadores` WHERE programa_id = OLD.programa_id AND user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1);
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1) AND p.asistencia = 1 AND e.programa_id = OLD.programa_id AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
  DELETE FROM `programa_fundadores` WHERE programa_id = NEW.programa_id AND user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1);
  INSERT INTO `programa_fundadores` (programa_id, user_id, primera_fin)
    SELECT e.programa_id, p.user_id, MIN(e.fecha_fin) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
    WHERE p.user_id IN (SELECT user_id FROM evento_participantes WHERE evento_id = NEW.id AND asistencia = 1) AND p.asistencia = 1 AND e.programa_id = NEW.programa_id AND e.cancelado_at IS NULL
    GROUP BY e.programa_id, p.user_id;
END;--> statement-breakpoint
-- A deleted session can only have been the first of the attendees whose first end is its end: those are recomputed
-- (its participants may already be gone with it, by the cascade).
CREATE TRIGGER `eventos_programa_fundadores_delete` AFTER DELETE ON `eventos` BEGIN
  UPDATE `programa_fundadores` SET primera_fin = coalesce((SELECT MIN(e.fecha_fin) FROM evento_participantes p JOIN eventos e ON e.id = p.evento_id
      WHERE p.user_id = programa_fundadores.user_id AND p.asistencia = 1 AND e.programa_id = OLD.programa_id AND e.cancelado_at IS NULL), '')
    WHERE programa_id = OLD.programa_id AND primera_fin = OLD.fecha_fin;
  DELETE FROM `programa_fundadores` WHERE programa_id = OLD.programa_id AND primera_fin = '';
END;
