# krait-run: --allow-import dataclasses
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from dataclasses import dataclass, field
@dataclass
class Task:
    title: str
    priority: int = 3
    done: bool = False
    tags: list = field(default_factory=list)
tasks = [Task("Write report", 1, tags=["work"]), Task("Buy milk"), Task("Fix bug #12", 2, True, ["work", "urgent"])]
tasks.sort(key=lambda t: (t.done, t.priority))
for t in tasks:
    status = "x" if t.done else " "
    print(f"[{status}] P{t.priority} {t.title} {t.tags}")
print(tasks[0])
print(Task("a") == Task("a"), Task("a") == Task("b"))
