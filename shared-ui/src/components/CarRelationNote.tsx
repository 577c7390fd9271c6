// What a card or a car's page says in place of Book Now when booking cannot succeed for this user: the server
// refuses to book one's own car and a second open booking of the same car, so the page does not offer it.
import { Link } from 'react-router-dom';

/** How the signed-in user stands to a car: their own listing, already booked by them, or neither (null). */
export type CarRelation = 'yours' | 'booked' | null;

export function CarRelationNote({ relation }: { relation: Exclude<CarRelation, null> }) {
  return relation === 'yours' ? (
    <span className="uc-tag uc-tag-blue">Your listing</span>
  ) : (
    <Link to="/my-orders">Booked: see My Orders</Link>
  );
}
