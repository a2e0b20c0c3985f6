import { z } from "zod";
import { EMAIL_PATTERN } from "./auth";
import { isRealDate, todayInBusinessZone } from "./dates";
import { exportable } from "./export";
import { pageQuerySchema } from "./pagination";
import { requiredText, searchText, text } from "./text";

/** Field rules shared by clients and employees (SPEC §5 "Client/employee form"). */
export const personMessages = {
  identificationRequired: "La identificación es obligatoria",
  tenDigits: "Debe contener exactamente 10 dígitos",
  nameRequired: "Los nombres son obligatorios",
  lastNameRequired: "Los apellidos son obligatorios",
  emailRequired: "El correo es obligatorio",
  emailInvalid: "El formato del correo es inválido",
  birthdayRequired: "La fecha de nacimiento es obligatoria",
  dateInvalid: "La fecha no es válida",
  birthdayInFuture: "La fecha de nacimiento no puede ser posterior a hoy",
  phoneRequired: "El celular es obligatorio",
  tooLong: "Es demasiado largo",
} as const;

const personText = (required: string, max = 100) => requiredText(required, max, personMessages.tooLong);

const tenDigits = (required: string) =>
  text(required)
    .trim()
    .min(1, required)
    .regex(/^\d{10}$/, personMessages.tenDigits);

const pastOrTodayDate = (required: string) =>
  text(required)
    .trim()
    .min(1, required)
    .refine(isRealDate, personMessages.dateInvalid)
    .refine((value) => !isRealDate(value) || value <= todayInBusinessZone(), personMessages.birthdayInFuture);

export const personSchema = z.object({
  identification: tenDigits(personMessages.identificationRequired),
  name: personText(personMessages.nameRequired),
  last_name: personText(personMessages.lastNameRequired),
  email: personText(personMessages.emailRequired, 254)
    .regex(EMAIL_PATTERN, personMessages.emailInvalid)
    .transform((email) => email.toLowerCase()),
  birthday: pastOrTodayDate(personMessages.birthdayRequired),
  phone_number: tenDigits(personMessages.phoneRequired),
});
export type PersonInput = z.input<typeof personSchema>;

/** PUT bodies: the identification lives in the path and cannot change. */
export const personUpdateSchema = personSchema.omit({ identification: true });

/**
 * 'Consumidor final' (issue 35): the DIAN's anonymous buyer, identification 222222222222, that a counter sells
 * to when the client gives no data. A system record: created by the first sale to it, never edited or
 * deleted (its twelve digits are outside the 10-digit identification the client routes address), and it has
 * no email, birthday or phone.
 */
export const FINAL_CONSUMER = { identification: "222222222222", name: "Consumidor", last_name: "final" } as const;
export const isFinalConsumer = (identification: string) => identification === FINAL_CONSUMER.identification;

export const identificationParamsSchema = z.object({
  identification: z.string().regex(/^\d{10}$/, personMessages.tenDigits),
});

export const listQuerySchema = exportable(
  pageQuerySchema.extend({
    search: searchText(personMessages.tooLong),
  }),
);

export const clientSchema = z.object({
  /** The record's id: the audit trail keys a person's history by it (the API's paths use the identification). */
  id: z.string(),
  identification: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  birthday: z.string(),
  phone_number: z.string(),
  is_active: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

/** The admin created at first start has no birthday or phone until someone edits them, and no role until given access. */
export const employeeSchema = clientSchema.extend({
  birthday: z.string().nullable(),
  phone_number: z.string().nullable(),
  hired_at: z.string().nullable(),
  role: z.string().nullable(),
  has_access: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const countResponseSchema = z.object({ count: z.number().int() });

export const employeeAccessSchema = z.object({
  role: text().trim().min(1, "El rol es obligatorio").max(50),
  password: text().min(8, "La contraseña debe tener al menos 8 caracteres").max(200).optional(),
});
