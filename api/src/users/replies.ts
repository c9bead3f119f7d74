import { z } from 'zod';
import { LANGUAGES } from '../lib/languages.js';

// The shape presenter.ts answers a person with, for the provider contract (docs/openapi.json).

const text = z.string().nullable();

export const user = z.object({
  id: z.number(),
  name: z.string(),
  nik: z.number(),
  gender: text,
  email: text,
  phone: text,
  address: text,
  birth_date: text.meta({ description: 'yyyy-mm-dd' }),
  birth_place: text,
  comp_kd: text,
  comp_nm: text,
  divisi_kd: text,
  subdivisi_kd: text,
  dept_kd: text,
  divisi_nm: text,
  subdivisi_nm: text,
  dept_nm: text,
  profile: text.meta({ description: 'the photo file name, served under /images/profile/' }),
  roleId: z.number().meta({ description: '1 employee, 2 supervisor, 3 HR admin' }),
  blood: text,
  createdAt: z.string().meta({ description: 'the join date, ISO 8601' }),
  active: z.boolean(),
  language: z
    .enum(LANGUAGES)
    .nullable()
    .meta({ description: 'the language the person chose for the app and its e-mails; null until they choose one' }),
  time_zone: z.string().meta({
    description:
      "the person's zone (HR's setting, else the work location they clock at, else Asia/Jakarta): their clock and times are read on it (issue 45)",
  }),
});

/** A signed-in session: the bearer token and who it is. */
export const session = z.object({ token: z.string(), user, device: z.string().optional() });
