import { Article, Download } from '@mui/icons-material';
import { Button, Card, CardContent, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useDocs } from './use-docs';
import { saveBlob } from '../../lib/download';

/** Builds the whole documentation as one Markdown file in the browser. */
function downloadAll(docs: { title: string; summary: string; body: string }[]) {
  const text = ['# Cosmos documentation', '', ...docs.flatMap((d) => [`## ${d.title}`, '', d.summary, '', d.body, ''])].join('\n');
  saveBlob(new Blob([text], { type: 'text/markdown' }), 'cosmos-documentation.md');
}

export function DocumentationPage() {
  const q = useDocs();
  const links = (q.data ?? []).filter((d) => ['getting-started', 'using-data', 'billing', 'security', 'api-guide', 'faqs'].includes(d.id));
  return (
    <>
      <PageHeader
        title="Documentation Hub"
        subtitle="Guides, references and downloads"
        action={
          <Button variant="contained" startIcon={<Download />} disabled={!q.data} onClick={() => q.data && downloadAll(q.data)}>
            Download Complete Documentation
          </Button>
        }
      />
      <Card>
        <CardContent>
          <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
            <List>
              {links.map((d) =>
                d.href.startsWith('/api/') ? (
                  <ListItemButton key={d.id} component="a" href={d.href}>
                    <ListItemIcon>
                      <Article />
                    </ListItemIcon>
                    <ListItemText primary={d.title} secondary={d.summary} />
                  </ListItemButton>
                ) : (
                  <ListItemButton key={d.id} component={RouterLink} to={d.href}>
                    <ListItemIcon>
                      <Article />
                    </ListItemIcon>
                    <ListItemText primary={d.title} secondary={d.summary} />
                  </ListItemButton>
                ),
              )}
            </List>
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
}
