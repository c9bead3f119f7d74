import type { UserRow } from '../users/presenter.js';
import type { LeaveRow } from './queries.js';

/** Leave item of the list (rules §3). */
export const presentLeaveItem = (row: LeaveRow) => ({
  id: row.id,
  tipe: row.tipe,
  start_date: row.start_date,
  end_date: row.end_date,
  status: row.status,
  days: row.days,
});

/** Leave detail (rules §3): the request, its supervisor (karyawan) and its employee (user). */
export const presentLeaveDetail = (row: LeaveRow, employee: UserRow, supervisor: UserRow | undefined) => ({
  leave: {
    id: row.id,
    tipe: row.tipe,
    reason: row.reason,
    start_date: row.start_date,
    end_date: row.end_date,
    leave_duration: row.leave_duration,
    start_time: row.start_time,
    end_time: row.end_time,
    status: row.status,
    days: row.days,
    attachment: row.attachment,
    signature: row.signature,
    spv_signature: row.spv_signature,
    description: row.description,
    replacement_date: row.replacement_date,
    pdf_name: row.pdf_name,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  },
  karyawan: { name: supervisor?.name ?? null },
  user: {
    name: employee.name,
    nik: employee.nik,
    lok_kd: employee.dept_kd,
    department: employee.dept_nm ?? employee.dept_kd,
  },
});
