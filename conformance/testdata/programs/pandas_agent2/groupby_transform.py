# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
df = pd.DataFrame({
    "team": ["A", "A", "B", "B", "B", "C"],
    "player": ["p1", "p2", "p3", "p4", "p5", "p6"],
    "points": [10, 20, 5, 15, 25, 30],
})
df["team_total"] = df.groupby("team")["points"].transform("sum")
df["share"] = (df["points"] / df["team_total"]).round(3)
df["rank_in_team"] = df.groupby("team")["points"].rank(ascending=False)
df["cum_points"] = df.groupby("team")["points"].cumsum()
print(df)
print(df.groupby("team")["points"].apply(list))
print(df.groupby("team").size())
print(df.groupby("team")["points"].nunique())
print(df.loc[df.groupby("team")["points"].idxmax()])
