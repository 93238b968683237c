import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useDocs } from './use-docs';
import { paths } from '../../lib/paths';

export function DocPage() {
  const { docId } = useParams();
  const q = useDocs();
  const doc = q.data?.find((d) => d.href === paths.doc.to(docId ?? ''));
  return (
    <QueryState isLoading={q.isLoading} error={q.error}>
      {doc ? (
        <>
          <PageHeader title={doc.title} subtitle={doc.summary} action={<Button component={RouterLink} to={paths.documentation.to()}>All documentation</Button>} />
          <Card>
            <CardContent>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{doc.body}</Typography>
            </CardContent>
          </Card>
        </>
      ) : (
        <PageHeader title="Document not found" action={<Button component={RouterLink} to={paths.documentation.to()}>All documentation</Button>} />
      )}
    </QueryState>
  );
}
