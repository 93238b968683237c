import { Box, Button, Card, CardContent } from '@mui/material';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { ApiError } from '../../lib/api';
import { useDocPage } from './use-docs';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

/** Typography for the server-rendered page: headings, steps, code and tables in the theme's colours. */
const prose = {
  '& h1': { display: 'none' }, // the page header shows the title
  '& h2': { typography: 'h5', mt: 4, mb: 1, scrollMarginTop: 80 },
  '& h3': { typography: 'h6', mt: 3, mb: 1, scrollMarginTop: 80 },
  '& p, & li': { typography: 'body1', lineHeight: 1.7 },
  '& ol, & ul': { pl: 3 },
  '& li': { mb: 0.5 },
  '& a': { color: 'primary.main' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': {
    bgcolor: 'action.hover',
    p: 2,
    borderRadius: 1,
    overflowX: 'auto',
    '& code': { bgcolor: 'transparent', px: 0 },
  },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2, display: 'block', overflowX: 'auto' },
  '& img': {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    my: 2,
  },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
} as const;

export function DocPage() {
  const { t } = useTranslation('docs');
  const { docId = '' } = useParams();
  const q = useDocPage(docId);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const body = useRef<HTMLDivElement>(null);

  // A link to one section (/docs/security#reset-your-password) scrolls to it once the page is in.
  useEffect(() => {
    if (!q.data || !hash) return;
    void document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [q.data, hash]);

  // Links inside the page stay in the app (no full reload); others (the API reference) load normally.
  const onClick = (e: MouseEvent) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('/api/') || e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    void navigate(href);
  };

  const missing = q.error instanceof ApiError && q.error.status === 404;
  const back = (
    <Button component={RouterLink} to={paths.documentation.to()}>
      {t('all')}
    </Button>
  );
  if (missing) return <PageHeader title={t('notFound')} action={back} />;
  return (
    <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
      {q.data && (
        <>
          <PageHeader title={q.data.title} subtitle={q.data.summary} action={back} />
          <Card>
            <CardContent>
              {/* The HTML is rendered from Markdown with raw HTML disabled and sanitised on the server (modules/content/markdown.ts). */}
              <Box
                ref={body}
                component="article"
                sx={prose}
                onClick={onClick}
                dangerouslySetInnerHTML={{ __html: q.data.html }}
              />
            </CardContent>
          </Card>
        </>
      )}
    </QueryState>
  );
}
