import { Facebook, GitHub, Instagram, RocketLaunch, Science, ViewInAr } from '@mui/icons-material';
import { Box, Button, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { FeaturedCarousel } from './FeaturedCarousel';
import { HomeSearch } from './HomeSearch';
import { UpcomingEvents } from './UpcomingEvents';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';
import { AfterFirstCommit } from '../../lib/render/deferred';

/** `key` names the card's title and text in the `home` texts (cards.<key>.title/text). */
const CARDS = [
  { key: 'missionControl', to: paths.missionControl.to(), Icon: RocketLaunch },
  { key: 'vr', to: paths.vrExperience.to(), Icon: ViewInAr },
  { key: 'science', to: paths.spaceScience.to(), Icon: Science },
];

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: Facebook },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: Instagram },
  { label: 'GitHub', href: 'https://github.com/', Icon: GitHub },
];

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('welcome')}
      </Typography>
      <HomeSearch />
      <FeaturedCarousel />
      {/* What the server's first paint does not show (ADR 0007) comes in a second commit: a shorter first task. */}
      <AfterFirstCommit>
        <HomeBelowTheFold />
      </AfterFirstCommit>
    </Stack>
  );
}

function HomeBelowTheFold() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  return (
    <>
      <Grid container spacing={2}>
        {CARDS.map(({ key, to, Icon }) => (
          <Grid key={to} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea onClick={() => navigate(to)} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 40 }} />
                  <Typography variant="h6" component="h2">
                    {t(`cards.${key}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`cards.${key}.text`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <UpcomingEvents />
      <Box component="section" aria-label={t('follow.label')}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('follow.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          {SOCIAL.map(({ label, href, Icon }) => (
            <Button
              key={label}
              variant="outlined"
              startIcon={<Icon />}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {label}
            </Button>
          ))}
        </Stack>
      </Box>
    </>
  );
}
