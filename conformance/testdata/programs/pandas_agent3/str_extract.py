# krait-run: --allow-import pandas,numpy.*,io,json,datetime,math
import pandas as pd
s = pd.Series(["order-123-A", "order-45-B", "invoice-9-C", "order-x-D"])
print(s.str.extract(r"(\w+)-(\d+)-(\w)"))
print(s.str.extract(r"-(?P<num>\d+)-"))
print(s.str.findall(r"\d"))
print(s.str.match(r"order"))
print(s.str.count("r"))
print(s.str.startswith("order") & s.str.endswith("A"))
