import type { DocLink } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const useDocs = () => useQuery({ queryKey: ['docs'], queryFn: () => api<DocLink[]>('/api/docs-index', { failMessage: 'Failed to fetch documentation' }) });
