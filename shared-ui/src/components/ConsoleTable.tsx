// The consoles' tables. On a desktop every column shows; on a phone the columns marked `fold` leave the row and
// appear, each under its title, in an expandable line below it, so the row fits the screen without scrolling
// sideways. Cells marked `userText` hold what people type (names, e-mails, places): only those may break a word
// anywhere, so a 100-character name wraps inside its own column instead of squeezing dates, prices and labels
// until they break mid-word.
import { Grid, Table, type TableColumnType as ColumnType, type TableProps } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

// The rules for `uc-user-text` and the folded line live with the other plain styles.
injectPlainStyles();

export interface ConsoleColumn<Row> extends Omit<ColumnType<Row>, 'title' | 'key' | 'dataIndex'> {
  key: string;
  title: string;
  /** A field of the row shown as it is, when there is no `render`. */
  dataIndex?: keyof Row & string;
  /** Secondary: on a phone it moves into the row's expandable line. */
  fold?: boolean;
  /** The cell shows text people typed, which may be one long unbroken word. */
  userText?: boolean;
}

export interface ConsoleTableProps<Row> extends Omit<TableProps<Row>, 'columns' | 'expandable' | 'scroll'> {
  columns: ConsoleColumn<Row>[];
}

function cellOf<Row>(column: ConsoleColumn<Row>, row: Row, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

export function ConsoleTable<Row extends object>({ columns, ...props }: ConsoleTableProps<Row>) {
  // Before the first measurement every breakpoint reads undefined: a desktop until known otherwise.
  const phone = Grid.useBreakpoint().md === false;
  const folded = phone ? columns.filter((column) => column.fold) : [];
  const shown: ColumnType<Row>[] = columns
    .filter((column) => !folded.includes(column))
    .map(({ fold: _fold, userText, className, ...column }) => ({
      ...column,
      className: [className, userText ? 'uc-user-text' : undefined].filter(Boolean).join(' ') || undefined,
    }));

  return (
    <Table<Row>
      // On a phone every pixel of a cell's padding is taken from the names beside it.
      size={phone ? 'small' : props.size}
      {...props}
      columns={shown}
      // Whatever the data, the page never widens: at worst the table scrolls inside its own frame.
      scroll={{ x: true }}
      expandable={
        folded.length > 0
          ? {
              columnWidth: 40,
              expandedRowRender: (row, index) => (
                <dl className="uc-folded-cells">
                  {folded.map((column) => (
                    <Fragment key={column.key}>
                      <dt>{column.title}</dt>
                      <dd className={column.userText ? 'uc-user-text' : undefined}>
                        {cellOf(column, row, index)}
                      </dd>
                    </Fragment>
                  ))}
                </dl>
              ),
            }
          : undefined
      }
    />
  );
}
