// One figure of the seller dashboard, as a card that links to the page where the seller can act on it.
import { Card, Statistic } from 'antd';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  title: string;
  /** The figure as shown, e.g. '3' or '$46,500'. */
  value: string;
  /** Where the figure can be acted on. */
  to: string;
}

export function StatCard({ title, value, to }: StatCardProps) {
  return (
    <Link to={to} aria-label={`${title}: ${value}`} style={{ display: 'block', height: '100%' }}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Statistic title={title} value={value} formatter={() => value} />
      </Card>
    </Link>
  );
}
