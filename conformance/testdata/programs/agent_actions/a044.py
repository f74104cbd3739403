# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
grades = [("Ana", 88), ("Ben", 92), ("Cleo", 88), ("Dev", 75), ("Eli", 92), ("Fay", 60)]
def letter(score):
    for cutoff, l in [(90, "A"), (80, "B"), (70, "C"), (60, "D")]:
        if score >= cutoff:
            return l
    return "F"
ranked = sorted(grades, key=lambda g: (-g[1], g[0]))
rank = 0
prev = None
for i, (name, score) in enumerate(ranked, start=1):
    if score != prev:
        rank = i
        prev = score
    print(f"{rank}. {name:<5} {score:3d} {letter(score)}")
dist = {}
for _, s in grades:
    dist[letter(s)] = dist.get(letter(s), 0) + 1
print(dict(sorted(dist.items())))
