# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
students = {
    "Ana": {"math": 91, "physics": 85, "chemistry": 78},
    "Ben": {"math": 72, "physics": 90, "chemistry": 88},
    "Cleo": {"math": 85, "physics": 79, "chemistry": 95},
}
subjects = sorted({s for grades in students.values() for s in grades})
print("Subject averages:")
for subj in subjects:
    avg = sum(g[subj] for g in students.values()) / len(students)
    top = max(students, key=lambda n: students[n][subj])
    print(f"  {subj:10s} avg={avg:6.2f} top={top}")
overall = {n: round(sum(g.values()) / len(g), 2) for n, g in students.items()}
print("Overall:", overall)
ranking = sorted(overall, key=overall.get, reverse=True)
print("Ranking:", " > ".join(ranking))
