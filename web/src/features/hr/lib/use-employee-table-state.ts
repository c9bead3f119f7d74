import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { HrEmployeeSort, SortOrder } from '../gql/graphql';

export interface EmployeeTableState {
  search: string;
  division: string;
  department: string;
  role: string;
  active: '' | 'true' | 'false';
  /** 0-based, as the grid counts. */
  page: number;
  pageSize: number;
  sort: HrEmployeeSort;
  order: SortOrder;
}

const DEFAULTS: EmployeeTableState = {
  search: '',
  division: '',
  department: '',
  role: '',
  active: '',
  page: 0,
  pageSize: 25,
  sort: 'NIK',
  order: 'ASC',
};

const SORTS: readonly HrEmployeeSort[] = [
  'NIK',
  'NAME',
  'EMAIL',
  'DIVISION',
  'DEPARTMENT',
  'ROLE',
  'JOIN_DATE',
  'ACTIVE',
];
export const PAGE_SIZES = [10, 25, 50, 100];

/**
 * The table's search, filters, page and sort live in the address, so that coming back from an
 * employee's page (or reloading) shows the same rows.
 */
export function useEmployeeTableState() {
  // The address's query, read and written with the location hooks every screen already uses.
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const state = useMemo<EmployeeTableState>(() => {
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('size'));
    const sort = params.get('sort') as HrEmployeeSort | null;
    const active = params.get('active');
    return {
      search: params.get('q') ?? '',
      division: params.get('division') ?? '',
      department: params.get('department') ?? '',
      role: params.get('role') ?? '',
      active: active === 'true' || active === 'false' ? active : '',
      page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULTS.pageSize,
      sort: sort && SORTS.includes(sort) ? sort : DEFAULTS.sort,
      order: params.get('order') === 'DESC' ? 'DESC' : 'ASC',
    };
  }, [params]);

  /** Changes some of the state; any change but paging goes back to the first page. */
  const update = useCallback(
    (patch: Partial<EmployeeTableState>) => {
      const next = { ...state, ...('page' in patch ? {} : { page: 0 }), ...patch };
      const entries: [string, string][] = [
        ['q', next.search],
        ['division', next.division],
        ['department', next.department],
        ['role', next.role],
        ['active', next.active],
        ['page', next.page > 0 ? String(next.page + 1) : ''],
        ['size', next.pageSize !== DEFAULTS.pageSize ? String(next.pageSize) : ''],
        ['sort', next.sort !== DEFAULTS.sort ? next.sort : ''],
        ['order', next.order !== DEFAULTS.order ? next.order : ''],
      ];
      const query = new URLSearchParams(entries.filter(([, value]) => value !== '')).toString();
      void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
    },
    [state, navigate, pathname],
  );

  return [state, update] as const;
}
