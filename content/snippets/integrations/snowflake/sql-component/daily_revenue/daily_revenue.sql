merge into ANALYTICS.MARTS.DAILY_REVENUE t
using (
  select order_date, sum(amount) as revenue
  from {{ source_table }}
  where order_date >= dateadd(day, -{{ lookback_days }}, current_date)
  group by order_date
) s
on t.order_date = s.order_date
when matched then update set revenue = s.revenue
when not matched then insert (order_date, revenue) values (s.order_date, s.revenue);
