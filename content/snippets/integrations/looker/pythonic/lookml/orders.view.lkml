view: orders {
  sql_table_name: analytics.orders ;;

  dimension: id {
    primary_key: yes
    sql: ${TABLE}.id ;;
  }

  dimension: customer_id {
    sql: ${TABLE}.customer_id ;;
  }

  measure: revenue {
    type: sum
    sql: ${TABLE}.amount ;;
  }
}
