import { COMMUNITY_LIMITS, type CommunityCategoryId } from '@cosmos/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useCreateThread } from '../api/write';
import { categoryName } from '../labels';
import { Composer } from './Composer';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';

export function NewThreadDialog({ category, onClose }: { category: CommunityCategoryId; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const create = useCreateThread();
  const { t: text } = useTranslation('community');
  const navigate = useNavigate();
  const err = create.error instanceof ApiError ? create.error : undefined;
  const submit = () =>
    create.mutate(
      { category, title: title.trim(), body },
      { onSuccess: (t) => navigate(paths.communityThread.to(t.id)) },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{text('newThreadIn', { category: categoryName(category) })}</DialogTitle>
      <DialogContent>
        <TextField
          label={text('titleField')}
          fullWidth
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          sx={{ mt: 1, mb: 1 }}
          error={Boolean(err?.fieldError('title'))}
          helperText={
            err?.fieldError('title') ??
            text('titleHelp', { min: COMMUNITY_LIMITS.titleMin, max: COMMUNITY_LIMITS.titleMax })
          }
          slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.titleMax } }}
          autoFocus
        />
        <Composer label={text('message')} value={body} onChange={setBody} error={err?.fieldError('body')} />
        {create.isError && !err?.fieldError('title') && !err?.fieldError('body') && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {err?.problem?.detail ?? create.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={create.isPending || title.trim().length < COMMUNITY_LIMITS.titleMin || !body.trim()}
        >
          {text('postThread')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
