import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { RequireRole } from '../../lib/permissions';
import { AgentsTab } from './AgentsTab';
import { AuditTab } from './AuditTab';
import { CatalogTab } from './CatalogTab';
import { JobsTab } from './JobsTab';
import { UsersTab } from './UsersTab';
import { useTranslation } from 'react-i18next';

const TABS = [
  { id: 'users', Panel: UsersTab },
  { id: 'catalogue', Panel: CatalogTab },
  { id: 'jobs', Panel: JobsTab },
  { id: 'agents', Panel: AgentsTab },
  { id: 'audit', Panel: AuditTab },
] as const;
export type AdminTab = (typeof TABS)[number]['id'];

/** /admin: the administrators' console. The server refuses everyone else (403); this guard only spares them the screen. */
export function AdminPage() {
  return (
    <RequireRole role="admin">
      <AdminConsole />
    </RequireRole>
  );
}

function AdminConsole() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  const Panel = current.Panel;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        value={current.id}
        onChange={(_e, id: AdminTab) => setParams(id === 'users' ? {} : { tab: id }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('sections')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={t(`tabs.${tab.id}`)}
            id={`admin-tab-${tab.id}`}
            aria-controls={`admin-panel-${tab.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
        <Panel />
      </Box>
    </>
  );
}
