import { Article, Download } from '@mui/icons-material';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { fetchAndSave } from '../../lib/download';
import { useDocs } from './use-docs';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

/** The six resources of the Documentation Hub, in reading order. */
const HUB = ['getting-started', 'using-data', 'billing', 'security', 'api-guide', 'faqs'];

function DownloadAll() {
  const { t } = useTranslation('docs');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = (format: 'pdf' | 'md') => {
    setAnchor(null);
    setError(null);
    fetchAndSave(`/api/docs-export?format=${format}`, t('downloadFailed')).catch((e: Error) => setError(e.message));
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Download />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('downloadAll')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => save('pdf')}>{t('formatPdf')}</MenuItem>
        <MenuItem onClick={() => save('md')}>{t('formatMarkdown')}</MenuItem>
      </Menu>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
}

export function DocumentationPage() {
  const { t } = useTranslation('docs');
  const q = useDocs();
  const links = HUB.map((id) => q.data?.find((d) => d.id === id)).filter((d) => d !== undefined);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} action={<DownloadAll />} />
      <Card>
        <CardContent>
          <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
            <List>
              {links.map((d) => (
                <ListItem disablePadding key={d.id}>
                  <ListItemButton component={RouterLink} to={d.href}>
                    <ListItemIcon>
                      <Article />
                    </ListItemIcon>
                    <ListItemText primary={d.title} secondary={d.summary} />
                  </ListItemButton>
                </ListItem>
              ))}
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.accuracy.to()}>
                  <ListItemIcon>
                    <Article />
                  </ListItemIcon>
                  <ListItemText primary={t('accuracy.title')} secondary={t('accuracy.summary')} />
                </ListItemButton>
              </ListItem>
            </List>
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
}
