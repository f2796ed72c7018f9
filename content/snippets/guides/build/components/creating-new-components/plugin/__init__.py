# acme_data_platform/__init__.py
#
# dg discovers components by importing the module named in the
# `dagster_dg_cli.registry_modules` entry point and collecting every
# Component subclass it can see there. Re-export each public component here.
from acme_data_platform.components.s3_csv_export import S3CsvExport as S3CsvExport
