import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const TABS = ['contact', 'biograph', 'information'] as const;
export type ProfileTab = (typeof TABS)[number];

/** Contact, Personal (the spec's Biograph; Biodata in Indonesian) and Information (rules §2), one panel shown at a time. */
export function ProfileTabs({ panels }: { panels: Record<ProfileTab, ReactNode> }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProfileTab>('contact');
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: ProfileTab) => setTab(next)}
        variant="fullWidth"
        aria-label={t('profile.tabsLabel')}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`profile.tabs.${name}`)}
            id={`profile-tab-${name}`}
            aria-controls={`profile-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: 2 }}>
        {panels[tab]}
      </Box>
    </>
  );
}
