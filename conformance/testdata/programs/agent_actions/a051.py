# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
weather = [
    {"date": "2024-07-01", "city": "Berlin", "high": 27, "low": 15, "rain_mm": 0.0},
    {"date": "2024-07-01", "city": "Madrid", "high": 35, "low": 21, "rain_mm": 0.0},
    {"date": "2024-07-02", "city": "Berlin", "high": 22, "low": 13, "rain_mm": 5.4},
    {"date": "2024-07-02", "city": "Madrid", "high": 37, "low": 22, "rain_mm": 0.0},
    {"date": "2024-07-03", "city": "Berlin", "high": 19, "low": 12, "rain_mm": 12.1},
    {"date": "2024-07-03", "city": "Madrid", "high": 36, "low": 23, "rain_mm": 0.2},
]
cities = sorted({w["city"] for w in weather})
for c in cities:
    rows = [w for w in weather if w["city"] == c]
    highs = [r["high"] for r in rows]
    rain = sum(r["rain_mm"] for r in rows)
    rainy = sum(1 for r in rows if r["rain_mm"] > 1)
    print(f"{c}: avg high {sum(highs)/len(highs):.1f}C, range {min(r['low'] for r in rows)}-{max(highs)}C, rain {rain:.1f} mm over {rainy} day(s)")
swings = {(w["city"], w["date"]): w["high"] - w["low"] for w in weather}
print(max(swings.items(), key=lambda kv: kv[1]))
