import { render, screen } from '@testing-library/react';
import { ListingStatusCell, UNDER_REVIEW_EXPLANATION } from './ListingStatusCell';

describe('ListingStatusCell', () => {
  it('shows the status alone for a listing nobody has reported', () => {
    render(<ListingStatusCell product={{ status: 'available', takedownReason: null, underReview: false }} />);
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.queryByText('Under review')).not.toBeInTheDocument();
    expect(screen.queryByText(UNDER_REVIEW_EXPLANATION)).not.toBeInTheDocument();
  });

  it('marks a listing under review and says what that means', () => {
    render(<ListingStatusCell product={{ status: 'available', takedownReason: null, underReview: true }} />);
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getByText('Hidden from public lists while an admin reviews reports')).toBeInTheDocument();
  });

  it("shows the admin's reason for a listing taken down", () => {
    render(
      <ListingStatusCell
        product={{ status: 'taken_down', takedownReason: 'Fake photos', underReview: false }}
      />,
    );
    expect(screen.getByText('Taken down')).toBeInTheDocument();
    expect(screen.getByText('Reason: Fake photos')).toBeInTheDocument();
  });
});
