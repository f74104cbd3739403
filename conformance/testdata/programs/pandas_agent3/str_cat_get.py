# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
first = pd.Series(["ann", "ben", "cy"])
last = pd.Series(["lee", "kim", "ng"])
print(first.str.cat(last, sep=" "))
print(first.str.cat(sep=", "))
print(first.str.capitalize() + "-" + last.str.upper())
emails = pd.Series(["a@x.com", "b@y.org", "c@x.com"])
print(emails.str.split("@").str.get(1).value_counts())
print(emails.str.partition("@"))
print(emails.str.rsplit(".", n=1).str[0].tolist())
