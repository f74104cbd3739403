# Simulated agent step: tool results arrive as dicts, code summarizes them.
search_results = [
    {"title": "Python 3.11 released", "url": "https://python.org/downloads/release/3110", "snippet": "Python 3.11 is up to 10-60% faster than 3.10.", "date": "2022-10-24"},
    {"title": "What's new in 3.11", "url": "https://docs.python.org/3/whatsnew/3.11.html", "snippet": "Exception groups, TOML parsing, and better error messages.", "date": "2022-10-25"},
    {"title": "Faster CPython project", "url": "https://github.com/faster-cpython", "snippet": "The Faster CPython team sped up 3.11 by 25% on average.", "date": "2022-11-02"},
    {"title": "Unrelated cooking blog", "url": "https://example.com/pasta", "snippet": "How to cook pasta al dente.", "date": "2021-05-01"},
]
import re
from datetime import date

query_terms = {"python", "3.11", "faster"}
def score(r):
    text = (r["title"] + " " + r["snippet"]).lower()
    return sum(text.count(t) for t in query_terms)

ranked = sorted(search_results, key=lambda r: (-score(r), r["date"]))
relevant = [r for r in ranked if score(r) > 0]
print(f"Found {len(relevant)} relevant results out of {len(search_results)}:")
for i, r in enumerate(relevant, 1):
    domain = re.match(r"https?://([^/]+)", r["url"]).group(1)
    d = date.fromisoformat(r["date"])
    print(f"{i}. {r['title']} [{domain}] ({d:%b %d, %Y}) score={score(r)}")
    print(f"   {r['snippet']}")
speedups = [int(x) for r in relevant for x in re.findall(r"(\d+)%", r["snippet"])]
print("Speedup figures mentioned:", speedups, "-> max", max(speedups), "avg", sum(speedups) / len(speedups))
answer = f"Python 3.11 is reported to be {min(speedups)}-{max(speedups)}% faster than 3.10 (average ~{speedups[-1]}%)."
print(answer)
print(len(answer.split()), answer.count("%"))
