import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DryRunTable, type DryRunTableProps } from './dry-run-table';

interface Row {
  row: number;
  nik: string;
  outcome: string;
  error?: string;
}

const rows: Row[] = [
  { row: 2, nik: '10001', outcome: 'Set to 12 days' },
  { row: 3, nik: '99999', outcome: '', error: 'No employee of this company has NIK 99999' },
];

const props = (overrides: Partial<DryRunTableProps<Row>> = {}): DryRunTableProps<Row> => ({
  id: 'test-dry-run',
  title: 'What the file would do',
  summary: 'File: saldo.csv · Rows: 2 · No balance has been changed yet.',
  counts: [
    { label: 'To set', value: 1, color: 'primary.main' },
    { label: 'With errors', value: 1, color: 'error.main' },
  ],
  errorsTitle: 'Errors (1): fix them in the file and check it again',
  errors: ['Row 3: No employee of this company has NIK 99999'],
  tableLabel: 'Each row of the file',
  columns: [
    { label: 'Row', cell: (row) => row.row },
    { label: 'NIK', cell: (row) => row.nik },
    { label: 'Outcome', cell: (row) => row.error ?? row.outcome },
  ],
  rows,
  rowKey: (row) => String(row.row),
  ...overrides,
});

describe('DryRunTable (the dry run of an import file)', () => {
  it('names its section by the heading and says the file, the counts, each error and each row', () => {
    render(<DryRunTable {...props()} />);
    const section = screen.getByRole('region', { name: 'What the file would do' });
    expect(within(section).getByRole('heading', { level: 3, name: 'What the file would do' })).toBeInTheDocument();
    expect(section).toHaveTextContent('File: saldo.csv · Rows: 2 · No balance has been changed yet.');
    expect(within(section).getByLabelText('To set 1')).toBeInTheDocument();
    expect(within(section).getByLabelText('With errors 1')).toBeInTheDocument();

    const errors = within(section).getByRole('alert', { name: 'Errors (1): fix them in the file and check it again' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 3: No employee of this company has NIK 99999']);

    const table = within(section).getByRole('table', { name: 'Each row of the file' });
    const [header, ...body] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Row', 'NIK', 'Outcome']);
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', '10001', 'Set to 12 days'],
      ['3', '99999', 'No employee of this company has NIK 99999'],
    ]);
  });

  it('says the empty text when the file changes nothing and has no error, with no table', () => {
    render(<DryRunTable {...props({ rows: [], errors: [], empty: 'The file changes no cell' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The file changes no cell');
    expect(screen.queryByRole('alert', { name: /^Errors/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says nothing more when rows are empty because of errors, and shows what to do inside the section', () => {
    render(
      <DryRunTable {...props({ rows: [], headingLevel: 'h2', empty: 'The file changes no cell' })}>
        <button type="button">Cancel</button>
      </DryRunTable>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What the file would do' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Row 3: No employee of this company has NIK 99999');
    expect(screen.queryByText('The file changes no cell')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region')).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
