import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CountRow, type Count } from '../../../components/count-row';

/** One column of the rows' table: its heading and what a row shows in it. */
export interface DryRunColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** The cell stays on one line (a number with its unit). */
  nowrap?: boolean;
  /** A palette path for the cell's text, e.g. 'error.main' on a row the file gets wrong. */
  color?: (row: Row) => string | undefined;
}

export interface DryRunTableProps<Row> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** h2 where the dry run is the screen's own section, h3 inside another. */
  headingLevel?: 'h2' | 'h3';
  /** The line under the heading: the file, its rows, that nothing is written yet. */
  summary: ReactNode;
  counts: Count[];
  /** The errors' heading (it also names their alert), e.g. "Errors (2): fix them in the file…". */
  errorsTitle: string;
  /** Each bad row's error in words, e.g. "Row 3: No employee has NIK 99999". */
  errors: string[];
  /** The table's name, e.g. "Cells that change". */
  tableLabel: string;
  columns: DryRunColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Said when there is no row and no error (a file that changes nothing); without it nothing is said. */
  empty?: string;
  maxHeight?: number;
  tableSx?: SxProps<Theme>;
  /** An outlined card, for a dry run inside a screen that is not a card of its own. */
  outlined?: boolean;
  /** What to do with the dry run (apply, cancel), inside its section. */
  children?: ReactNode;
}

/**
 * The dry run of an import file (employees, opening leave balances, rosters): what the file would do,
 * its counts, every bad row's error in words, then a table of its rows. Nothing is written by it.
 */
export function DryRunTable<Row>({
  id,
  title,
  headingLevel = 'h3',
  summary,
  counts,
  errorsTitle,
  errors,
  tableLabel,
  columns,
  rows,
  rowKey,
  empty,
  maxHeight = 360,
  tableSx,
  outlined = false,
  children,
}: DryRunTableProps<Row>) {
  return (
    <Card component="section" aria-labelledby={id} variant={outlined ? 'outlined' : 'elevation'}>
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id={id} component={headingLevel} variant="h6">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {summary}
            </Typography>
          </div>
          <CountRow loading={false} counts={counts} />
          {errors.length > 0 && (
            <Alert severity="error" aria-label={errorsTitle}>
              <AlertTitle>{errorsTitle}</AlertTitle>
              <List dense disablePadding>
                {errors.map((error, index) => (
                  <ListItem key={index} disableGutters sx={{ py: 0 }}>
                    <ListItemText primary={error} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          {rows.length === 0 && errors.length === 0 && empty && <Alert severity="info">{empty}</Alert>}
          {rows.length > 0 && (
            <TableContainer component={Paper} variant="outlined" sx={{ maxHeight }}>
              <Table size="small" stickyHeader aria-label={tableLabel} sx={tableSx}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.label} align={column.align}>
                        {column.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={rowKey(row)}>
                      {columns.map((column) => (
                        <TableCell
                          key={column.label}
                          align={column.align}
                          sx={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, color: column.color?.(row) }}
                        >
                          {column.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
