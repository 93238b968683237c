import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { RequireRole } from '../../lib/permissions';
import { AgentsTab } from './AgentsTab';
import { AuditTab } from './AuditTab';
import { CatalogTab } from './CatalogTab';
import { JobsTab } from './JobsTab';
import { UsersTab } from './UsersTab';

const TABS = [
  { id: 'users', label: 'Users', Panel: UsersTab },
  { id: 'catalogue', label: 'Catalogue', Panel: CatalogTab },
  { id: 'jobs', label: 'Jobs', Panel: JobsTab },
  { id: 'agents', label: 'Support agents', Panel: AgentsTab },
  { id: 'audit', label: 'Audit log', Panel: AuditTab },
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
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const Panel = current.Panel;
  return (
    <>
      <PageHeader
        title="Admin console"
        subtitle="Accounts, the satellite catalogue, scheduled jobs, the support team and a log of every admin action"
      />
      <Tabs
        value={current.id}
        onChange={(_e, id: AdminTab) => setParams(id === 'users' ? {} : { tab: id }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Admin sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`admin-tab-${t.id}`} aria-controls={`admin-panel-${t.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${current.id}`} aria-labelledby={`admin-tab-${current.id}`}>
        <Panel />
      </Box>
    </>
  );
}
