import statistics

students = [
    ("Alice", [88, 92, 79, 95]),
    ("Bob", [72, 65, 80, 70]),
    ("Charlie", [95, 98, 100, 97]),
    ("Diana", [60, 75, 58, 66]),
    ("Eve", [85, 85, 85, 85]),
]

def letter(avg):
    if avg >= 90:
        return "A"
    elif avg >= 80:
        return "B"
    elif avg >= 70:
        return "C"
    elif avg >= 60:
        return "D"
    return "F"

report = []
for name, scores in students:
    avg = statistics.mean(scores)
    report.append({"name": name, "avg": avg, "grade": letter(avg),
                   "stdev": statistics.stdev(scores), "median": statistics.median(scores)})

report.sort(key=lambda r: r["avg"], reverse=True)
print(f"{'Rank':<5}{'Name':<10}{'Avg':>7}{'Med':>7}{'SD':>8}  Grade")
print("-" * 44)
for i, r in enumerate(report, 1):
    print(f"{i:<5}{r['name']:<10}{r['avg']:>7.2f}{r['median']:>7.1f}{r['stdev']:>8.3f}  {r['grade']}")

all_scores = [s for _, scores in students for s in scores]
print()
print("Class mean:", statistics.mean(all_scores))
print("Class median:", statistics.median(all_scores))
print("Class pstdev:", round(statistics.pstdev(all_scores), 4))
print("Mode:", statistics.mode(all_scores))
print("Quartiles:", statistics.quantiles(all_scores, n=4))
print("Variance:", statistics.variance(all_scores))
grades = [r["grade"] for r in report]
print({g: grades.count(g) for g in sorted(set(grades))})
print("Honor roll:", ", ".join(r["name"] for r in report if r["grade"] == "A"))
print(statistics.harmonic_mean([2, 4, 8]), statistics.geometric_mean([2, 8]))
print(statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]))
print(statistics.mean([]))
