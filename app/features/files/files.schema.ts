// The upload forms of the files area (core spec › Validation rules "Attachments", docs/house-rules.md#files, #user-supplied-urls),
// shared by the browser (loaded lazily by `lazyRules`, ~/lib/use-app-form) and the actions, which are authoritative.
import { SESSION_FILE_MAX_BYTES, SESSION_FILE_TYPES } from "~/api/contract/calendario";
import { plainName, z } from "~/lib/validation";
import { httpUrl } from "~/lib/http-url";

export const fileUploadSchema = z.object({
  name: plainName(z.string().trim().max(255)).optional(),
  // 'Debe seleccionar al menos un archivo' (core spec › Validation rules); at most 10 MB of an accepted type (the API checks the bytes).
  file: z
    .instanceof(File, { message: "files:upload.fileRequired" })
    .refine((file) => file.size > 0 && file.name !== "", "files:upload.fileRequired")
    .refine((file) => (SESSION_FILE_TYPES as readonly string[]).includes(file.type), "files:upload.fileType")
    .refine((file) => file.size <= SESSION_FILE_MAX_BYTES, "files:upload.fileSize"),
});
export type FileUpload = z.infer<typeof fileUploadSchema>;

export const urlUploadSchema = z.object({
  nombre: plainName(z.string().trim().max(255)).optional(),
  // 'Debe ingresar al menos una url' (core spec › Validation rules); http and https only.
  url: z
    .string({ required_error: "files:url.urlRequired" })
    .trim()
    .min(1, "files:url.urlRequired")
    .max(2000)
    .refine((value) => value === "" || httpUrl(value) !== null, "files:url.urlScheme"),
});
export type UrlUpload = z.infer<typeof urlUploadSchema>;
