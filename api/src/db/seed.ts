import { hashPassword } from '../auth/passwords.js';
import type { Db } from './db.js';

export const DEMO_PASSWORD = 'Hadir#2026';

/**
 * The demo group: company HADIR with the staff accounts of DESIGN.md and its HR admin, and a
 * second company HLOG with its own HR admin, supervisor, employees and location, so that the
 * company boundary of the HR console is real on a fresh start.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.one<{ count: number }>('SELECT count(*)::int AS count FROM users');
  if (existing && existing.count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedOrganisation(tx);
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
      `INSERT INTO work_locations (lok_kd, lok_nm, latitude, longitude, radius, comp_kd, divisi_kd) VALUES
       ('JKT01', 'Kantor Pusat Jakarta', -6.2, 106.816666, 100, 'HADIR', NULL),
       ('BKS01', 'Gudang Bekasi', -6.23827, 106.975573, 150, 'HADIR', 'OPS')`,
    );
    await seedHrAccounts(tx, passwordHash);
  });
  return true;
}

async function seedOrganisation(tx: Db): Promise<void> {
  await tx.query(`INSERT INTO companies (comp_kd, name) VALUES ('HADIR', 'Hadir'), ('HLOG', 'Hadir Logistik')`);
  await tx.query(
    `INSERT INTO divisions (comp_kd, code, name) VALUES
     ('HADIR', 'OPS', 'Operations'), ('HADIR', 'FIN', 'Finance'), ('HADIR', 'HR', 'Human Resources'),
     ('HLOG', 'WH', 'Warehouse'), ('HLOG', 'HR', 'Human Resources')`,
  );
  await tx.query(
    `INSERT INTO subdivisions (comp_kd, code, name) VALUES
     ('HADIR', 'OPS-FIELD', 'Field Operations'), ('HADIR', 'HR-PEOPLE', 'People'),
     ('HLOG', 'WH-INBOUND', 'Inbound'), ('HLOG', 'HR-PEOPLE', 'People')`,
  );
  await tx.query(
    `INSERT INTO departments (comp_kd, code, name) VALUES
     ('HADIR', 'OPS-JKT', 'Operations Jakarta'), ('HADIR', 'HR-JKT', 'HR Jakarta'),
     ('HLOG', 'WH-CKR', 'Warehouse Cikarang'), ('HLOG', 'HR-CKR', 'HR Cikarang')`,
  );
}

/** HR admin 10009 of HADIR; HLOG's HR admin 20009, supervisor 20002 and employees 20001, 20003–20005. */
async function seedHrAccounts(tx: Db, passwordHash: string): Promise<void> {
  await tx.query(
    `INSERT INTO users (nik, name, gender, email, phone, address, birth_date, birth_place, role_id, blood,
       password_hash, comp_kd, divisi_kd, subdivisi_kd, dept_kd, created_at)
     VALUES
     (10009, 'Rina Wulandari', 'Perempuan', 'rina.wulandari@hadir.test', '081234567809',
       'Jl. Gatot Subroto No. 9, Jakarta', '1986-03-21', 'Semarang', 3, 'AB', $1, 'HADIR', 'HR', 'HR-PEOPLE', 'HR-JKT', '2017-07-03'),
     (20009, 'Bambang Sutrisno', 'Laki-laki', 'bambang.sutrisno@hadirlogistik.test', '081355500209',
       'Jl. Industri No. 9, Cikarang', '1984-11-02', 'Surabaya', 3, 'O', $1, 'HLOG', 'HR', 'HR-PEOPLE', 'HR-CKR', '2018-01-15'),
     (20002, 'Yusuf Pratama', 'Laki-laki', 'yusuf.pratama@hadirlogistik.test', '081355500202',
       'Jl. Raya Cikarang No. 2, Bekasi', '1989-06-30', 'Bekasi', 2, 'A', $1, 'HLOG', 'WH', 'WH-INBOUND', 'WH-CKR', '2019-09-02')`,
    [passwordHash],
  );
  await tx.query(
    `INSERT INTO users (nik, name, gender, email, phone, address, birth_date, birth_place, role_id, blood,
       password_hash, comp_kd, divisi_kd, subdivisi_kd, dept_kd, created_at, supervisor_id)
     SELECT v.nik, v.name, v.gender, v.email, v.phone, v.address, v.birth_date::date, v.birth_place, 1, v.blood,
       $1, 'HLOG', 'WH', 'WH-INBOUND', 'WH-CKR', v.joined::timestamptz, (SELECT id FROM users WHERE nik = 20002)
     FROM (VALUES
       (20001, 'Agus Setiawan', 'Laki-laki', 'agus.setiawan@hadirlogistik.test', '081355500201',
         'Jl. Kalimalang No. 1, Bekasi', '1995-02-14', 'Karawang', 'B', '2022-03-01'),
       (20003, 'Putri Ayu Lestari', 'Perempuan', 'putri.ayu@hadirlogistik.test', '081355500203',
         'Jl. Cibitung No. 3, Bekasi', '1998-09-09', 'Bekasi', 'O', '2023-05-08'),
       (20004, 'Rudi Hartono', 'Laki-laki', 'rudi.hartono@hadirlogistik.test', '081355500204',
         'Jl. Jababeka No. 4, Cikarang', '1992-12-25', 'Medan', 'A', '2021-11-22'),
       (20005, 'Wulan Sari', 'Perempuan', 'wulan.sari@hadirlogistik.test', '081355500205',
         'Jl. Tambun No. 5, Bekasi', '1996-07-17', 'Purwakarta', 'AB', '2024-02-05')
     ) AS v (nik, name, gender, email, phone, address, birth_date, birth_place, blood, joined)`,
    [passwordHash],
  );
  await tx.query(
    `INSERT INTO work_locations (lok_kd, lok_nm, latitude, longitude, radius, comp_kd, divisi_kd) VALUES
     ('CKR01', 'Gudang Cikarang', -6.285, 107.171, 200, 'HLOG', NULL)`,
  );
}
