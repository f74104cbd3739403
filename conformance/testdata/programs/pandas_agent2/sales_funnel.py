# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
events = pd.DataFrame({
    "user": [1, 1, 1, 2, 2, 3, 3, 3, 4, 5, 5],
    "event": ["visit", "cart", "buy", "visit", "cart", "visit", "cart", "buy", "visit", "visit", "cart"],
})
funnel = events.groupby("event")["user"].nunique().reindex(["visit", "cart", "buy"])
print(funnel)
conv = (funnel / funnel.iloc[0] * 100).round(1)
print(conv)
per_user = events.groupby("user")["event"].apply(lambda s: ">".join(s))
print(per_user)
print(events.drop_duplicates("user", keep="last"))
print(events.pivot_table(index="user", columns="event", aggfunc="size", fill_value=0))
