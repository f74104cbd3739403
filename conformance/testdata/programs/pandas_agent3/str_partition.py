# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
emails = pd.Series(["a@x.com", "b@y.org", None, "nosep"])
print(emails.str.partition("@"))
print(emails.str.rpartition("."))
print(emails.str.partition("@", expand=False))
print(pd.Series(["a b c", "d"]).str.partition())
