import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, idID } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const PACKS = { en: enUS, id: idID };

/**
 * The HR tables' own words in the chosen language. What a person reads on every table (the empty
 * table, the pager, "rows per page") comes from the catalogue; the rest of the grid's texts (column
 * menu, sort labels, screen-reader names) from MUI X's language pack for that language.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'id' ? 'id' : 'en';
  return useMemo(
    () => ({
      ...PACKS[language].components.MuiDataGrid.defaultProps.localeText,
      noRowsLabel: t('hr.grid.noRows'),
      noResultsOverlayLabel: t('hr.grid.noResults'),
      paginationRowsPerPage: t('hr.grid.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }) => t('hr.grid.displayedRows', { from, to, count }),
      paginationItemAriaLabel: (type) => t(`hr.grid.goTo.${type}`),
      columnMenuLabel: t('hr.grid.columnMenu'),
      columnHeaderSortIconLabel: t('hr.grid.sort'),
    }),
    [t, language],
  );
}
