import type { ComponentProps } from 'react';

/** Wide tables scroll horizontally inside their own box instead of widening the page. */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
