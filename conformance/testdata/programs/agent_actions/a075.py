# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def final_answer_(*args, **kwargs):
    print("FINAL_ANSWER", *args, **kwargs)
scores = {"ana": [90, 85, 77], "ben": [60, 75], "cleo": [88, 92, 95, 79]}
report = []
for student, marks in scores.items():
    avg = sum(marks) / len(marks)
    report.append({"student": student.capitalize(), "avg": avg, "best": max(marks), "n": len(marks)})
report.sort(key=lambda r: r["avg"], reverse=True)
print(f"{'Student':<8} {'Avg':>6} {'Best':>5} {'N':>2}")
print("-" * 24)
for r in report:
    print(f"{r['student']:<8} {r['avg']:>6.2f} {r['best']:>5} {r['n']:>2}")
assert report[0]["student"] == "Cleo", "Cleo should lead"
best = report[0]
final_answer_(f"{best['student']} leads with {best['avg']:.1f}")
assert len(report) == 4, f"expected 4 students, got {len(report)}"
