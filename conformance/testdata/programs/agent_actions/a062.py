# krait-run: --allow-import heapq,operator
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import heapq
from operator import itemgetter
tasks = [(3, "write docs"), (1, "fix prod bug"), (2, "review PR"), (1, "reply to CEO"), (5, "refactor")]
heap = list(tasks)
heapq.heapify(heap)
while heap:
    prio, task = heapq.heappop(heap)
    print(f"P{prio}: {task}")
print(heapq.nlargest(2, tasks), heapq.nsmallest(2, tasks, key=itemgetter(1)))
records = [{"n": "b", "v": 2}, {"n": "a", "v": 2}, {"n": "c", "v": 1}]
print(sorted(records, key=itemgetter("v", "n")))
print(max(records, key=itemgetter("v"))["n"])
