import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HrUnitFieldsFragment, HrUnitKind } from '../../gql/graphql';

interface Props {
  kind: HrUnitKind;
  units: readonly HrUnitFieldsFragment[];
  onAdd: () => void;
  onEdit: (unit: HrUnitFieldsFragment) => void;
  onDelete: (unit: HrUnitFieldsFragment) => void;
}

/** One kind of unit (divisions, subdivisions or departments) with who uses each. */
export function UnitList({ kind, units, onAdd, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const headingId = `units-${kind}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {t(`hr.organisation.kinds.${kind}`)}
          </Typography>
          <Button startIcon={<AddRounded />} onClick={onAdd}>
            {t(`hr.organisation.add.${kind}`)}
          </Button>
        </Stack>
        {units.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t(`hr.organisation.none.${kind}`)}
          </Typography>
        ) : (
          <List dense aria-labelledby={headingId}>
            {units.map((unit) => (
              <ListItem
                key={unit.code}
                divider
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={t('hr.organisation.editLabel', { code: unit.code })}
                      onClick={() => onEdit(unit)}
                    >
                      <EditRounded />
                    </IconButton>
                    <IconButton
                      aria-label={t('hr.organisation.deleteLabel', { code: unit.code })}
                      onClick={() => onDelete(unit)}
                      edge="end"
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  </Stack>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={`${unit.code} · ${unit.name}`}
                  secondary={t('hr.organisation.usedBy', { employees: unit.employees, locations: unit.locations })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
