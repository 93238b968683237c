import { Facebook, GitHub, Instagram, RocketLaunch, Science, Search, ViewInAr } from '@mui/icons-material';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { FeaturedCarousel } from './FeaturedCarousel';
import { SEARCH_INDEX } from './featured';
import { UpcomingEvents } from './UpcomingEvents';
import { paths } from '../../lib/paths';

const CARDS = [
  {
    title: 'Mission Control',
    text: 'Follow active missions and launch schedules.',
    to: paths.missionControl.to(),
    Icon: RocketLaunch,
  },
  {
    title: 'VR Experiences',
    text: 'Step aboard the ISS or fly through the solar system.',
    to: paths.vrExperience.to(),
    Icon: ViewInAr,
  },
  {
    title: 'Space Science',
    text: 'The latest discoveries from across the universe.',
    to: paths.spaceScience.to(),
    Icon: Science,
  },
];

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: Facebook },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: Instagram },
  { label: 'GitHub', href: 'https://github.com/', Icon: GitHub },
];

export function HomePage() {
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Welcome to Cosmos
      </Typography>
      <Autocomplete
        options={SEARCH_INDEX}
        getOptionLabel={(o) => o.label}
        filterOptions={(opts, { inputValue }) => {
          const q = inputValue.trim().toLowerCase();
          return q ? opts.filter((o) => `${o.label} ${o.words}`.toLowerCase().includes(q)) : opts;
        }}
        onChange={(_e, v) => v && navigate(v.to)}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder="Search space missions, data, or experiences..."
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search space missions, data, or experiences' },
            }}
          />
        )}
      />
      <FeaturedCarousel />
      <Grid container spacing={2}>
        {CARDS.map(({ title, text, to, Icon }) => (
          <Grid key={to} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea onClick={() => navigate(to)} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 40 }} />
                  <Typography variant="h6" component="h2">
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <UpcomingEvents />
      <Box component="section" aria-label="Follow us">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Follow Cosmos
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
    </Stack>
  );
}
