import { Alert } from '@mui/material';
import { PageHeader } from '../../components/ui/PageHeader';

export function DataVisualizationPage() {
  return (
    <>
      <PageHeader title="Data Visualization" subtitle="The live sky in 3D" />
      <Alert severity="info">The 3D scene is being prepared.</Alert>
    </>
  );
}
