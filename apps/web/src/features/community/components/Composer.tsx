import { COMMUNITY_LIMITS } from '@cosmos/contracts';
import { Box, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { previewMarkdown } from '../api/write';
import { PostBody } from './PostBody';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('community');
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
        <Tab value="write" label={t('composer.write')} />
        <Tab value="preview" label={t('composer.preview')} />
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
          helperText={error ?? t('composer.help')}
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
            <Typography color="text.secondary">{t('composer.rendering')}</Typography>
          ) : html ? (
            <PostBody html={html} />
          ) : (
            <Typography color="text.secondary">{t('composer.empty')}</Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
