import type { Faq } from '@cosmos/contracts';
import { ExpandMore } from '@mui/icons-material';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One item open at a time; clicking the open item closes it (spec §4). */
export function FaqAccordion({ items, initialOpen }: { items: Faq[]; initialOpen?: string }) {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState<string | false>(initialOpen ?? false);
  if (items.length === 0) return <Typography color="text.secondary">{t('faq.none')}</Typography>;
  return (
    <>
      {items.map((f) => (
        <Accordion
          key={f.id}
          expanded={open === f.id}
          onChange={(_e, isOpen) => setOpen(isOpen ? f.id : false)}
          disableGutters
        >
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${f.id}`} id={`faq-${f.id}-header`}>
            <Typography>{f.question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${f.id}`}>
            <Typography color="text.secondary">{f.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
