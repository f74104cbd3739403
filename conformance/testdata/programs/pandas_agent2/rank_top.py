# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
movies = pd.DataFrame({
    "title": ["A", "B", "C", "D", "E", "F", "G"],
    "genre": ["drama", "comedy", "drama", "action", "comedy", "action", "drama"],
    "rating": [8.1, 7.2, 9.0, 6.5, 7.8, 8.4, 7.9],
    "votes": [1200, 340, 5400, 230, 980, 2100, 760],
})
print(movies.nlargest(3, "rating"))
print(movies.nsmallest(2, "votes")[["title", "votes"]])
top_per_genre = movies.sort_values("rating", ascending=False).groupby("genre").head(1)
print(top_per_genre)
movies["weighted"] = (movies["rating"] * movies["votes"] / movies["votes"].sum()).round(4)
print(movies.sort_values("weighted", ascending=False).head(3))
print(movies.groupby("genre")["rating"].mean().sort_values(ascending=False).round(3))
