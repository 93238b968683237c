import { Search } from '@mui/icons-material';
import { Button, Card, CardContent, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useAuth } from '../../lib/auth/auth-store';
import { matches, useFaqs } from './api';
import { ContactForm } from './ContactForm';
import { EmailSupportCard } from './EmailSupportCard';
import { FaqAccordion } from './FaqAccordion';
import { HelpSearchResults } from './HelpSearchResults';
import { paths } from '../../lib/paths';
import { useCan } from '../../lib/permissions';
import { useTranslation } from 'react-i18next';

export function SupportPage() {
  const { t } = useTranslation('support');
  const [query, setQuery] = useState('');
  const [params] = useSearchParams();
  const faqs = useFaqs();
  const user = useAuth((s) => s.user);
  const canSeeQueue = useCan('ticket.listAll');
  const items = (faqs.data ?? []).filter((f) => matches(`${f.question} ${f.answer}`, query));
  return (
    <>
      <PageHeader
        title={t('center.title')}
        subtitle={t('center.subtitle')}
        action={
          <Stack direction="row" spacing={1}>
            {canSeeQueue && (
              <Button component={RouterLink} to={paths.ticketQueue.to()}>
                {t('queue.title')}
              </Button>
            )}
            <Button variant="outlined" component={RouterLink} to={paths.myTickets.to()}>
              {t('myTickets.title')}
            </Button>
          </Stack>
        }
      />
      <TextField
        fullWidth
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ mb: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': t('search.label') },
        }}
      />
      <HelpSearchResults query={query} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {t('faq.title')}
            </Typography>
            <QueryState isLoading={faqs.isLoading} error={faqs.error} onRetry={() => faqs.refetch()}>
              <FaqAccordion key={params.get('faq') ?? ''} items={items} initialOpen={params.get('faq') ?? undefined} />
            </QueryState>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <ContactForm
                  defaultName={user ? `${user.firstName} ${user.lastName}` : ''}
                  defaultEmail={user?.email ?? ''}
                />
              </CardContent>
            </Card>
            <EmailSupportCard />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
