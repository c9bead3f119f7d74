import { describe, expect, it } from '@jest/globals';
import { mayReadAttendanceOf } from './access.js';
import { clockingRefusal } from './clocking-rule.js';

describe('clockingRefusal (one Jakarta day)', () => {
  it('allows a clock-in on an empty day and after a clock-out', () => {
    expect(clockingRefusal(true, null)).toBeNull();
    expect(clockingRefusal(true, false)).toBeNull();
  });

  it('refuses a second clock-in', () => {
    expect(clockingRefusal(true, true)).toEqual({
      message: 'You have already clocked in, please clock out first',
      error: 'already_clocked_in',
    });
  });

  it('allows a clock-out only after a clock-in', () => {
    expect(clockingRefusal(false, true)).toBeNull();
    expect(clockingRefusal(false, null)).toEqual({ message: 'You have not clocked in today', error: 'not_clocked_in' });
    expect(clockingRefusal(false, false)).toEqual({
      message: 'You have already clocked out, please clock in first',
      error: 'already_clocked_out',
    });
  });
});

describe('mayReadAttendanceOf', () => {
  const supervisor = { id: 1, role_id: 2, supervisor_id: null, comp_kd: 'HADIR' };
  const employee = { id: 2, role_id: 1, supervisor_id: 1, comp_kd: 'HADIR' };
  const colleague = { id: 3, role_id: 1, supervisor_id: 1, comp_kd: 'HADIR' };
  const hr = { id: 4, role_id: 3, supervisor_id: null, comp_kd: 'HADIR' };

  it('lets users read their own records and supervisors those of their employees', () => {
    expect(mayReadAttendanceOf(employee, employee)).toBe(true);
    expect(mayReadAttendanceOf(supervisor, employee)).toBe(true);
  });

  it('refuses colleagues, and employees reading their supervisor', () => {
    expect(mayReadAttendanceOf(colleague, employee)).toBe(false);
    expect(mayReadAttendanceOf(employee, supervisor)).toBe(false);
  });

  it("lets an HR admin read their own company's people, never another company's", () => {
    expect(mayReadAttendanceOf(hr, employee)).toBe(true);
    expect(mayReadAttendanceOf({ ...hr, comp_kd: 'HLOG' }, employee)).toBe(false);
    expect(mayReadAttendanceOf({ ...hr, comp_kd: null }, { ...employee, comp_kd: null })).toBe(false);
  });

  it('refuses a user named as supervisor_id who is not a supervisor (role 2)', () => {
    expect(mayReadAttendanceOf({ ...supervisor, role_id: 1 }, employee)).toBe(false);
  });
});
