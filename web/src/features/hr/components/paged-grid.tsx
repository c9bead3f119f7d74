import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridLocaleText } from '../lib/grid-locale';

type Props<R extends GridValidRowModel> = Omit<
  DataGridProps<R>,
  'localeText' | 'aria-label' | 'rowCount' | 'paginationMode'
> & {
  /** The table's accessible name. */
  label: string;
  /** How many rows there are in all, on every page. */
  total: number;
};

/**
 * An HR table over one page the provider sent: the provider pages it (the grid only asks for the
 * next one), rows are not selectable, 25, 50 or 100 a page unless told, and the grid speaks the
 * chosen language.
 */
export function PagedGrid<R extends GridValidRowModel>({ label, total, ...props }: Props<R>) {
  const localeText = useGridLocaleText();
  return (
    <DataGrid
      localeText={localeText}
      aria-label={label}
      rowCount={total}
      paginationMode="server"
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      {...props}
    />
  );
}
