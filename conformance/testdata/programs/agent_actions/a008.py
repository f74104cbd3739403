# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
rows = [("Alice", 93.5, "A"), ("Bob", 78.25, "C+"), ("Charlotte", 88.0, "B+"), ("Dmitri", 65.75, "D")]
header = ("Name", "Score", "Grade")
widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(3)]
line = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
print(line)
print("| " + " | ".join(h.ljust(w) for h, w in zip(header, widths)) + " |")
print(line)
for name, score, grade in rows:
    print(f"| {name:<{widths[0]}} | {score:>{widths[1]}.2f} | {grade:^{widths[2]}} |")
print(line)
print(f"Class average: {sum(r[1] for r in rows) / len(rows):.3f}")
