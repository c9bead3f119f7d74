import { hashPassword } from '../auth/passwords.js';
import type { Db } from './db.js';

export const DEMO_PASSWORD = 'Hadir#2026';

/** Seeds the demo accounts and work locations of DESIGN.md into an empty database. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.one<{ count: number }>('SELECT count(*)::int AS count FROM users');
  if (existing && existing.count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const common = [passwordHash, 'HADIR', 'OPS', 'OPS-FIELD', 'OPS-JKT'];
    const supervisor = await tx.one<{ id: number }>(
      `INSERT INTO users (nik, name, gender, email, phone, address, birth_date, birth_place, role_id, blood,
         password_hash, comp_kd, divisi_kd, subdivisi_kd, dept_kd, created_at)
       VALUES (10002, 'Dewi Lestari', 'Perempuan', 'dewi.lestari@hadir.test', '081234567802',
         'Jl. Sudirman No. 2, Jakarta', '1988-04-12', 'Bandung', 2, 'A', $1, $2, $3, $4, $5, '2019-02-01')
       RETURNING id`,
      common,
    );
    await tx.query(
      `INSERT INTO users (nik, name, gender, email, phone, address, birth_date, birth_place, role_id, blood,
         password_hash, comp_kd, divisi_kd, subdivisi_kd, dept_kd, created_at, supervisor_id, must_reset_password)
       VALUES
       (10001, 'Ade Rahmat Hidayat', 'Laki-laki', 'ade.rahmat@hadir.test', '081234567801',
         'Jl. Kebon Jeruk No. 1, Jakarta', '1994-08-17', 'Jakarta', 1, 'O', $1, $2, $3, $4, $5, '2021-06-14', $6, false),
       (10003, 'Siti Nurhaliza', 'Perempuan', 'siti.nurhaliza@hadir.test', '081234567803',
         'Jl. Ahmad Yani No. 3, Bekasi', '1997-01-05', 'Bekasi', 1, 'B', $1, $2, $3, $4, $5, '2026-11-01', $6, true)`,
      [...common, supervisor!.id],
    );
    await tx.query(
      `INSERT INTO work_locations (lok_kd, lok_nm, latitude, longitude, radius, divisi_kd) VALUES
       ('JKT01', 'Kantor Pusat Jakarta', -6.2, 106.816666, 100, NULL),
       ('BKS01', 'Gudang Bekasi', -6.23827, 106.975573, 150, 'OPS')`,
    );
  });
  return true;
}
