import dagster as dg

from my_project.defs.orders.dynamic import check_row_count, count_rows, find_order_files, total_rows


@dg.job
def process_order_files_chained_job():
    # A lambda (or a @dg.graph) lets several ops run in sequence per item.
    counts = find_order_files().map(lambda path: check_row_count(count_rows(path)))
    total_rows(counts.collect())
