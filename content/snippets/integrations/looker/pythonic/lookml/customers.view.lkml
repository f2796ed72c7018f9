view: customers {
  sql_table_name: analytics.customers ;;

  dimension: id {
    primary_key: yes
    sql: ${TABLE}.id ;;
  }
}
