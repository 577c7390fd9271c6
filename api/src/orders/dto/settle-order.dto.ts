import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { IgnoredTextField } from '../../common/caller-fields';
import { Omittable } from '../../common/validation';

/**
 * PATCH /orders/:orderId/:productID: the provider, not the client, says whether the card was charged. The fields
 * the original client sends about its payment are accepted and never applied; any other field is refused.
 */
export class SettleOrderDto {
  @ApiPropertyOptional({ description: 'Ignored: the provider says how the order was paid' })
  @Omittable()
  @IsBoolean({ message: 'payment must be true or false' })
  payment?: boolean;

  @IgnoredTextField()
  paymentMethod?: string;

  @IgnoredTextField()
  transitionID?: string;

  @IgnoredTextField()
  paymentDate?: string;
}
