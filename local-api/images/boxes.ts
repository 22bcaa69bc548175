// Which boxes (contract/media.ts) the images of each public R2 prefix are shown in: the sizes made for them.
import { IMAGE_BOXES, type ImageBox } from "../../app/api/contract/media";
import { COMPANY_IMAGE_PREFIX } from "../services/company";
import { LOGO_PREFIX } from "../services/institution";
import { PROGRAM_IMAGE_PREFIX } from "../services/programs";
import { AVATAR_PREFIX } from "../services/profiles";

/** The boxes of an original's key, or null when its prefix is not public (read on call: the services import this). */
export function boxesOfKey(key: string): readonly ImageBox[] | null {
  const table: [string, ImageBox[]][] = [
    [LOGO_PREFIX, [IMAGE_BOXES.logo]],
    [PROGRAM_IMAGE_PREFIX, [IMAGE_BOXES.programCard, IMAGE_BOXES.programHero]],
    [COMPANY_IMAGE_PREFIX, [IMAGE_BOXES.logo]],
    [AVATAR_PREFIX, [IMAGE_BOXES.avatar, IMAGE_BOXES.avatarLarge]],
  ];
  return table.find(([prefix]) => key.startsWith(prefix))?.[1] ?? null;
}
