import { Box } from '@mui/material';

/**
 * Post HTML as the server rendered it: Markdown without raw HTML, then an allow-list sanitiser
 * (apps/server/src/modules/community/markdown.ts). It is never built from user text here.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <Box
      className="community-post"
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& p:first-of-type': { mt: 0 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', m: 0, my: 1, pl: 2, color: 'text.secondary' },
        '& pre': { p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primary.light' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { border: 1, borderColor: 'divider', px: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
