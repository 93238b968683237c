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

const QUICK_HELP = [
  {
    title: 'Getting Started Guide',
    text: 'Set up your account and ground station.',
    to: paths.doc.to('getting-started'),
    Icon: RocketLaunch,
  },
  { title: 'Documentation', text: 'Guides and the API reference.', to: paths.documentation.to(), Icon: MenuBook },
  { title: 'FAQ', text: 'Answers to common questions.', to: paths.support.to(), Icon: HelpOutlined },
  { title: 'Tutorials', text: 'Step-by-step walkthroughs.', to: paths.doc.to('tutorials'), Icon: School },
];
const DOCS = [
  { title: 'API Reference', href: '/api/docs' },
  { title: 'Integration Guide', href: paths.doc.to('integration') },
  { title: 'Best Practices', href: paths.doc.to('best-practices') },
  { title: 'Security Guidelines', href: paths.doc.to('security') },
];
const COMMUNITY = [
  { title: 'General Discussion', category: 'general', Icon: Forum },
  { title: 'Technical Support', category: 'technical', Icon: SupportAgent },
  { title: 'Feature Requests', category: 'feature', Icon: Lightbulb },
  { title: 'Bug Reports', category: 'bug', Icon: BugReport },
];

export function SupportCenterPage() {
  const [tab, setTab] = useState(0); // spec: index 0 to 2, starting at 0
  const [query, setQuery] = useState('');
  const activity = useCommunityActivity(tab === 2);
  return (
    <>
      <PageHeader title="Support Center" subtitle="Guides, documentation and the community" />
      <TextField
        fullWidth
        placeholder="Search help articles..."
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
          htmlInput: { 'aria-label': 'Search help articles' },
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
          aria-label="Support sections"
        >
          <Tab label="Quick Help" id="tab-0" aria-controls="panel-0" />
          <Tab label="Documentation" id="tab-1" aria-controls="panel-1" />
          <Tab label="Community" id="tab-2" aria-controls="panel-2" />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 0 && (
          <Grid container spacing={2}>
            {QUICK_HELP.map(({ title, text, to, Icon }) => (
              <Grid key={title} size={{ xs: 12, sm: 6, lg: 3 }}>
                <LinkCard title={title} text={text} to={to} action="Learn More" Icon={Icon} headingLevel="h3" />
              </Grid>
            ))}
          </Grid>
        )}
        {tab === 1 && (
          <List>
            {DOCS.map((d) => (
              <ListItem disablePadding key={d.title}>
                <ListItemButton
                  component={d.href.startsWith('/api/') ? 'a' : RouterLink}
                  {...(d.href.startsWith('/api/') ? { href: d.href } : { to: d.href })}
                >
                  <ListItemIcon>
                    <MenuBook />
                  </ListItemIcon>
                  <ListItemText primary={d.title} secondary="Last updated 3 days ago" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {tab === 2 && (
          <List>
            {COMMUNITY.map(({ title, category, Icon }) => (
              <ListItem disablePadding key={title}>
                <ListItemButton component={RouterLink} to={paths.communityCategory.to(category)}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={title}
                    secondary={
                      activity.data ? `Active discussions: ${activity.data[category] ?? 0}` : 'Active discussions'
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
