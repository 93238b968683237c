import { COMMUNITY_LIMITS } from '@cosmos/contracts';
import { Box, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { previewMarkdown } from '../api/write';
import { PostBody } from './PostBody';

/** A Markdown text box with a Preview tab rendered by the server's own renderer (what you see is what is posted). */
export function Composer({
  value,
  onChange,
  label,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [html, setHtml] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const showPreview = async () => {
    setTab('preview');
    setHtml(null);
    setPreviewError(null);
    try {
      setHtml((await previewMarkdown(value)).html);
    } catch (e) {
      setPreviewError((e as Error).message);
    }
  };
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_e, v: 'write' | 'preview') => (v === 'preview' ? void showPreview() : setTab('write'))}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36 } }}
      >
        <Tab value="write" label="Write" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      {tab === 'write' ? (
        <TextField
          label={label}
          multiline
          minRows={4}
          fullWidth
          autoFocus={autoFocus}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={
            error ??
            'Markdown: **bold**, _italic_, `code`, > quote, [link](https://…), and @handle (shown beside each name) to mention someone.'
          }
          slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.bodyMax } }}
          sx={{ mt: 1 }}
        />
      ) : (
        <Box
          sx={{ mt: 1, p: 2, minHeight: 120, border: 1, borderColor: 'divider', borderRadius: 1 }}
          data-testid="markdown-preview"
        >
          {previewError ? (
            <Typography color="error">{previewError}</Typography>
          ) : html === null ? (
            <Typography color="text.secondary">Rendering…</Typography>
          ) : html ? (
            <PostBody html={html} />
          ) : (
            <Typography color="text.secondary">Nothing to preview yet.</Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
