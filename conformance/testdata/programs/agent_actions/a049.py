# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from collections import Counter
votes = ["alice", "bob", "alice", "carol", "bob", "alice", "dave", "carol", "bob", "bob"]
tally = Counter(votes)
total = sum(tally.values())
print(f"{'Candidate':<10}{'Votes':>6}{'Share':>8}")
for cand, n in tally.most_common():
    print(f"{cand.title():<10}{n:>6}{n / total:>8.1%}")
winner, top = tally.most_common(1)[0]
runoff = [c for c, n in tally.items() if n == top]
print("Winner:" if len(runoff) == 1 else "Tie:", ", ".join(runoff))
tally.update(["dave", "dave"])
tally.subtract({"bob": 1})
print(+tally, tally["nobody"])
