# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
events = pd.DataFrame({"user": [1, 1, 2], "event": ["visit", "buy", "visit"]})
print(events.pivot_table(index="user", columns="event", aggfunc="size", fill_value=0))
print(events.pivot_table(index="user", aggfunc="size"))
s = pd.Series([1, 2], index=pd.Index(["a", "b"], name="k"))
print(s.reindex(["b", "a", "c"]))
print(type(s.corr(s)).__name__, type(s.cov(s)).__name__)
