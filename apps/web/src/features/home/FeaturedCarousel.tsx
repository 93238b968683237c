import { ChevronLeft, ChevronRight, Pause, PlayArrow } from '@mui/icons-material';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useReducedMotion } from '../../lib/a11y/reduced-motion';
import { CAROUSEL_INTERVAL_MS, FEATURED } from './featured';

/**
 * Advances every 5000 ms; pauses while hovered or focused so a reader is not interrupted, stays paused after the
 * Pause button (WCAG 2.2.2), and never moves by itself when the system asks for reduced motion.
 */
export function FeaturedCarousel() {
  const { t: ta } = useTranslation('a11y');
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !stopped && !reducedMotion;
  useEffect(() => {
    if (paused || !rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % FEATURED.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, rotating]);
  const slide = FEATURED[index]!;
  const step = (d: number) => setIndex((i) => (i + d + FEATURED.length) % FEATURED.length);
  return (
    <Paper
      component="section"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: 240,
        display: 'flex',
        alignItems: 'stretch',
        background: 'linear-gradient(120deg, #1b1353, #0b2a4a)',
        color: '#fff',
      }}
    >
      <Box
        component="img"
        src={slide.image}
        alt=""
        sx={{
          position: 'absolute',
          right: 0,
          top: 0,
          height: '100%',
          opacity: 0.6,
          display: { xs: 'none', sm: 'block' },
        }}
      />
      <Stack
        spacing={2}
        sx={{ p: 4, position: 'relative', maxWidth: 560 }}
        aria-live={paused || !rotating ? 'polite' : 'off'}
        data-slide={index}
      >
        <Typography variant="overline">{t('carousel.position', { n: index + 1, total: FEATURED.length })}</Typography>
        <Typography variant="h4" component="h2">
          {t(`featured.${slide.key}.title`)}
        </Typography>
        <Typography>{t(`featured.${slide.key}.text`)}</Typography>
        <Box>
          <Button component={RouterLink} to={slide.to} variant="contained" color="secondary">
            {t('carousel.explore')}
          </Button>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ position: 'absolute', right: 8, bottom: 8 }}>
        {!reducedMotion && (
          <IconButton
            aria-label={stopped ? ta('carousel.play') : ta('carousel.pause')}
            onClick={() => setStopped(!stopped)}
            sx={{ color: '#fff' }}
            data-testid="carousel-pause"
          >
            {stopped ? <PlayArrow /> : <Pause />}
          </IconButton>
        )}
        <IconButton aria-label={t('carousel.previous')} onClick={() => step(-1)} sx={{ color: '#fff' }}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={t('carousel.next')} onClick={() => step(1)} sx={{ color: '#fff' }}>
          <ChevronRight />
        </IconButton>
      </Stack>
    </Paper>
  );
}
