import type { SvgIconComponent } from '@mui/icons-material';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** A card that says what a place holds and links to it (Mission Control, Support Center's Quick Help). */
export function LinkCard(props: {
  title: string;
  text: string;
  to: string;
  action: string;
  Icon: SvgIconComponent;
  headingLevel?: 'h2' | 'h3';
  large?: boolean;
}) {
  const { title, text, to, action, Icon, headingLevel = 'h2', large = false } = props;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Icon color="primary" sx={large ? { fontSize: 40 } : undefined} />
        <Typography variant="h6" component={headingLevel}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
