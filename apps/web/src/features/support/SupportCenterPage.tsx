import {
  BugReport,
  Forum,
  HelpOutlined,
  Lightbulb,
  MenuBook,
  RocketLaunch,
  School,
  Search,
  SupportAgent,
} from '@mui/icons-material';
import {
  Box,
  Grid,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkCard } from '../../components/ui/LinkCard';
import { PageHeader } from '../../components/ui/PageHeader';
import { HelpSearchResults } from './HelpSearchResults';
import { paths } from '../../lib/paths';
import { useCommunityActivity } from './community-activity';
import { useTranslation } from 'react-i18next';

// `key` names each entry's texts in the `support` namespace (quickHelp.<key>, docs.<key>, community.<category>).
const QUICK_HELP = [
  { key: 'gettingStarted', to: paths.doc.to('getting-started'), Icon: RocketLaunch },
  { key: 'documentation', to: paths.documentation.to(), Icon: MenuBook },
  { key: 'faq', to: paths.support.to(), Icon: HelpOutlined },
  { key: 'tutorials', to: paths.doc.to('tutorials'), Icon: School },
];
const DOCS = [
  { key: 'api', href: '/api/docs' },
  { key: 'integration', href: paths.doc.to('integration') },
  { key: 'bestPractices', href: paths.doc.to('best-practices') },
  { key: 'security', href: paths.doc.to('security') },
];
const COMMUNITY = [
  { category: 'general', Icon: Forum },
  { category: 'technical', Icon: SupportAgent },
  { category: 'feature', Icon: Lightbulb },
  { category: 'bug', Icon: BugReport },
];

export function SupportCenterPage() {
  const { t } = useTranslation('support');
  const [tab, setTab] = useState(0); // spec: index 0 to 2, starting at 0
  const [query, setQuery] = useState('');
  const activity = useCommunityActivity(tab === 2);
  return (
    <>
      <PageHeader title={t('center.title')} subtitle={t('center.subtitle2')} />
      <TextField
        fullWidth
        placeholder={t('center.search')}
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
          htmlInput: { 'aria-label': t('center.searchLabel') },
        }}
      />
      <HelpSearchResults query={query} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ '& .MuiTab-root': { px: { xs: 1.25, sm: 2 } } }}
          aria-label={t('center.sections')}
        >
          <Tab label={t('center.quickHelp')} id="tab-0" aria-controls="panel-0" />
          <Tab label={t('center.documentation')} id="tab-1" aria-controls="panel-1" />
          <Tab label={t('center.community')} id="tab-2" aria-controls="panel-2" />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 0 && (
          <Grid container spacing={2}>
            {QUICK_HELP.map(({ key, to, Icon }) => (
              <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
                <LinkCard
                  title={t(`quickHelp.${key}.title`)}
                  text={t(`quickHelp.${key}.text`)}
                  to={to}
                  action={t('center.learnMore')}
                  Icon={Icon}
                  headingLevel="h2"
                />
              </Grid>
            ))}
          </Grid>
        )}
        {tab === 1 && (
          <List>
            {DOCS.map((d) => (
              <ListItem disablePadding key={d.key}>
                <ListItemButton
                  component={d.href.startsWith('/api/') ? 'a' : RouterLink}
                  {...(d.href.startsWith('/api/') ? { href: d.href } : { to: d.href })}
                >
                  <ListItemIcon>
                    <MenuBook />
                  </ListItemIcon>
                  <ListItemText primary={t(`docs.${d.key}`)} secondary={t('center.lastUpdated')} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {tab === 2 && (
          <List>
            {COMMUNITY.map(({ category, Icon }) => (
              <ListItem disablePadding key={category}>
                <ListItemButton component={RouterLink} to={paths.communityCategory.to(category)}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={t(`community.${category}`)}
                    secondary={
                      activity.data
                        ? t('center.activeCount', { count: activity.data[category] ?? 0 })
                        : t('center.active')
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </div>
    </>
  );
}
